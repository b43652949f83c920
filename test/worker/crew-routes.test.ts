import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, businessDate, formatShortDay, serviceDayFrom } from "~/lib/dates";
import { crewAssignments } from "~server/db/schema";
import { BOARD_NAMES_MAX } from "~server/models/crew-routes";
import { deactivateAccount, signedInAdmin } from "./support/auth";
import { decode, decodeEntities, mainOf } from "./support/html";
import { db, editFormOf, eventsFor, leadById } from "./support/leads";
import { convertedCustomer, crewMember, customerWithVisit, onRoute } from "./support/visits";
import { getWithCookie, postForm } from "./support/worker";

/** Crew routes (issue 49, items 1–3): assignment, each crew member's day and its order, the week board. */

const assignmentOf = (leadId: number) => db.query.crewAssignments.findFirst({ where: eq(crewAssignments.lead_id, leadId) });
/** The names in the page's text, in the order they appear. */
const orderOf = (html: string, names: string[]) => names.filter((n) => html.includes(n)).sort((a, b) => html.indexOf(a) - html.indexOf(b));

describe("assignment on Edit Lead", () => {
  it("the Crew field lists the active crew and Unassigned; saving it writes the route and the lead's history, not the lead", async () => {
    const office = await signedInAdmin("routes.edit.admin@example.com");
    const ana = await crewMember("routes.edit.ana@example.com", "en", "Ana Edit");
    const gone = await crewMember("routes.edit.gone@example.com", "en", "Gone Edit");
    await deactivateAccount(gone.user.id);
    const { lead } = await convertedCustomer();

    const page = decodeEntities(await (await getWithCookie(`/admin/leads/${lead.id}/edit`, office)).text());
    expect(page).toMatch(/<select[^>]*name="crew"[\s\S]*Unassigned[\s\S]*Ana Edit/);
    expect(page).not.toContain("Gone Edit");

    const stored = (await leadById(lead.id))!;
    expect((await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(stored, { crew: String(ana.user.id), crewShown: "" }), office)).status).toBe(303);
    expect(await assignmentOf(lead.id)).toMatchObject({ crew_user_id: ana.user.id });
    expect(await leadById(lead.id)).toMatchObject({ version: stored.version });
    const [event] = (await eventsFor(lead.id)).slice(-1);
    expect(event).toMatchObject({ type: "edited", actor: "routes.edit.admin@example.com" });
    expect(JSON.parse(event?.changes ?? "{}")).toEqual({ crew: [null, "Ana Edit"] });
    expect(decode(await (await getWithCookie(`/admin/leads/${lead.id}/history`, office)).text())).toContain("crew: Unassigned → Ana Edit");

    // A deactivated crew member is refused beside the field; Unassigned takes the customer off the route.
    const refused = await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(stored, { crew: String(gone.user.id), crewShown: String(ana.user.id) }), office);
    expect(refused.status).toBe(400);
    expect(decode(await refused.text())).toContain("Choose an active crew member, or Unassigned");
    expect(await assignmentOf(lead.id)).toMatchObject({ crew_user_id: ana.user.id });
    expect((await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(stored, { crew: "", crewShown: String(ana.user.id) }), office)).status).toBe(303);
    expect(await assignmentOf(lead.id)).toBeUndefined();
    expect(JSON.parse((await eventsFor(lead.id)).slice(-1)[0]?.changes ?? "{}")).toEqual({ crew: ["Ana Edit", null] });
  });

  it("the Crew field is saved with the lead's own save (applied or unchanged), never with a stale one", async () => {
    const office = await signedInAdmin("routes.stale.admin@example.com");
    const ana = await crewMember("routes.stale.ana@example.com", "en", "Ana Stale");
    const { lead } = await convertedCustomer();
    const read = (await leadById(lead.id))!;

    // Another tab saves first: this form's version is now stale, so neither its fields nor its crew are written.
    expect((await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(read, { special_instructions: "Other tab" }), office)).status).toBe(303);
    const stale = await postForm(
      `/admin/leads/${lead.id}/edit`,
      editFormOf(read, { special_instructions: "Mine", crew: String(ana.user.id), crewShown: "" }),
      office,
    );
    expect(stale.status).toBe(409);
    expect(await assignmentOf(lead.id)).toBeUndefined();
    expect(await leadById(lead.id)).toMatchObject({ special_instructions: "Other tab" });

    // Saved again from the current version: the lead's change and the crew both land.
    const current = (await leadById(lead.id))!;
    expect(
      (await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(current, { special_instructions: "Mine", crew: String(ana.user.id), crewShown: "" }), office))
        .status,
    ).toBe(303);
    expect(await leadById(lead.id)).toMatchObject({ special_instructions: "Mine", version: current.version + 1 });
    expect(await assignmentOf(lead.id)).toMatchObject({ crew_user_id: ana.user.id });
  });

  it("a tab opened before another assignment never puts the old crew member back, and changing the Crew from a route that changed answers 409", async () => {
    const office = await signedInAdmin("routes.lost.admin@example.com");
    const ana = await crewMember("routes.lost.ana@example.com", "en", "Ana Lost");
    const luis = await crewMember("routes.lost.luis@example.com", "en", "Luis Lost");
    const kim = await crewMember("routes.lost.kim@example.com", "en", "Kim Lost");
    const { lead } = await convertedCustomer();
    const stored = (await leadById(lead.id))!;
    expect((await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(stored, { crew: String(ana.user.id), crewShown: "" }), office)).status).toBe(303);

    // Tab A opens Edit Lead (Crew: Ana); meanwhile tab B moves the customer to Luis.
    const tabA = decodeEntities(await (await getWithCookie(`/admin/leads/${lead.id}/edit`, office)).text());
    expect(tabA).toContain(`name="crewShown" value="${ana.user.id}"`);
    const readA = (await leadById(lead.id))!;
    expect(
      (await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(readA, { crew: String(luis.user.id), crewShown: String(ana.user.id) }), office)).status,
    ).toBe(303);
    expect(await assignmentOf(lead.id)).toMatchObject({ crew_user_id: luis.user.id });

    // Tab A saves a gate code with the Crew as it showed it: the gate code lands, Luis stays.
    const afterB = (await leadById(lead.id))!;
    expect(
      (
        await postForm(
          `/admin/leads/${lead.id}/edit`,
          editFormOf(afterB, { gate_instructions: "Code 4412", crew: String(ana.user.id), crewShown: String(ana.user.id) }),
          office,
        )
      ).status,
    ).toBe(303);
    expect(await leadById(lead.id)).toMatchObject({ gate_instructions: "Code 4412" });
    expect(await assignmentOf(lead.id)).toMatchObject({ crew_user_id: luis.user.id });

    // Tab A changes the Crew to Kim from the Ana it showed: refused where the office sees it, nothing written.
    const now = (await leadById(lead.id))!;
    const stale = await postForm(
      `/admin/leads/${lead.id}/edit`,
      editFormOf(now, { gate_instructions: "Code 9999", crew: String(kim.user.id), crewShown: String(ana.user.id) }),
      office,
    );
    expect(stale.status).toBe(409);
    const answer = decodeEntities(await stale.text());
    expect(answer).toContain("this customer's crew was changed while this page was open");
    // The form now carries the route as it is, so saving again is a deliberate choice.
    expect(answer).toContain(`name="crewShown" value="${luis.user.id}"`);
    expect(await assignmentOf(lead.id)).toMatchObject({ crew_user_id: luis.user.id });
    expect(await leadById(lead.id)).toMatchObject({ gate_instructions: "Code 4412", version: now.version });
  });
});

describe("each crew member's day", () => {
  it("two crew members on one day each see only their own stops, in route order; the office sees both routes and can filter", async () => {
    const ana = await crewMember("routes.day.ana@example.com", "en", "Ana Day");
    const bo = await crewMember("routes.day.bo@example.com", "es", "Bo Day");
    const date = addDays(businessDate(), 1);
    const stop = async (last: string, crew: number) => {
      const c = await customerWithVisit({ date, lead: { first_name: "Stop", last_name: last } });
      await onRoute(c.lead.id, crew);
      return c;
    };
    await stop("Zulu", ana.user.id);
    await stop("Alpha", ana.user.id);
    await stop("Mike", bo.user.id);
    const names = ["Stop Zulu", "Stop Alpha", "Stop Mike"];

    const anaPage = decode(await (await getWithCookie(`/admin/visits?date=${date}`, ana.cookie)).text());
    expect(orderOf(anaPage, names)).toEqual(["Stop Zulu", "Stop Alpha"]);
    const boPage = decode(await (await getWithCookie(`/es/admin/visits?date=${date}`, bo.cookie)).text());
    expect(orderOf(boPage, names)).toEqual(["Stop Mike"]);

    const office = await signedInAdmin("routes.day.admin@example.com");
    const all = decode(await (await getWithCookie(`/admin/visits?date=${date}`, office)).text());
    expect(all).toMatch(/Route of Ana Day[\s\S]*Stop Zulu[\s\S]*Stop Alpha[\s\S]*Route of Bo Day[\s\S]*Stop Mike/);
    const filtered = decode(await (await getWithCookie(`/admin/visits?date=${date}&crew=${bo.user.id}`, office)).text());
    expect(orderOf(filtered, names)).toEqual(["Stop Mike"]);
  });

  it("the office moves a stop up or down and the order is stored; a crew account cannot move one", async () => {
    const crew = await crewMember("routes.move.crew@example.com", "en", "Move Crew");
    const date = addDays(businessDate(), 2);
    const made = [];
    for (const last of ["One", "Two", "Three"]) {
      const c = await customerWithVisit({ date, lead: { first_name: "Move", last_name: last } });
      await onRoute(c.lead.id, crew.user.id);
      made.push(c);
    }
    const names = ["Move One", "Move Two", "Move Three"];
    const office = await signedInAdmin("routes.move.admin@example.com");
    const third = made[2]!;
    const move = (who: string, direction: string) =>
      postForm("/admin/visits", { intent: "move", leadId: String(third.lead.id), visitId: String(third.visit.id), date, direction, crew: "" }, who);

    expect((await move(crew.cookie, "up")).status).toBe(403);
    const res = await move(office, "up");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/admin/visits?date=${date}#visit-${third.visit.id}`);
    // Stored: the crew member's own page (another request) has the new order.
    expect(orderOf(decode(await (await getWithCookie(`/admin/visits?date=${date}`, crew.cookie)).text()), names)).toEqual([
      "Move One",
      "Move Three",
      "Move Two",
    ]);
    await move(office, "up");
    expect(orderOf(decode(await (await getWithCookie(`/admin/visits?date=${date}`, crew.cookie)).text()), names)).toEqual([
      "Move Three",
      "Move One",
      "Move Two",
    ]);
  });
});

describe("the week board", () => {
  it("lists each crew member's stops per day and the unassigned; the office assigns one, and a crew account is sent away", async () => {
    const office = await signedInAdmin("routes.board.admin@example.com");
    const kim = await crewMember("routes.board.kim@example.com", "en", "Kim Board");
    // The board's first day: today, or Monday when today is a Sunday.
    const today = serviceDayFrom(businessDate());
    const on = await customerWithVisit({ date: today, lead: { first_name: "Board", last_name: "Assigned" } });
    await onRoute(on.lead.id, kim.user.id);
    const loose = await customerWithVisit({ date: today, lead: { first_name: "Board", last_name: "Loose" } });

    const board = decodeEntities(await (await getWithCookie("/admin/schedule", office)).text());
    // The admin header links the board.
    expect(board).toMatch(/<nav aria-label="Admin"[\s\S]*href="\/admin\/schedule"[^>]*>Schedule/);
    expect(board).toMatch(/<th[^>]*>Kim Board<\/th>/);
    expect(decode(mainOf(board))).toMatch(/Unassigned customers \(\d+\)[\s\S]*Board Loose/);

    const res = await postForm("/admin/schedule", { intent: "assign", leadId: String(loose.lead.id), crew: String(kim.user.id), current: "" }, office);
    expect(res.status).toBe(303);
    expect(await assignmentOf(loose.lead.id)).toMatchObject({ crew_user_id: kim.user.id });
    expect(JSON.parse((await eventsFor(loose.lead.id)).slice(-1)[0]?.changes ?? "{}")).toEqual({ crew: [null, "Kim Board"] });
    const after = decode(mainOf(await (await getWithCookie("/admin/schedule", office)).text()));
    expect(after).not.toMatch(/Unassigned customers[\s\S]*Board Loose/);
    expect(after).toMatch(/Board Assigned[\s\S]*Board Loose/);

    expect((await getWithCookie("/admin/schedule", kim.cookie)).headers.get("Location")).toBe("/");
    expect((await postForm("/admin/schedule", { intent: "capacity", capacity: "1" }, kim.cookie)).headers.get("Location")).toBe("/");
  });

  it("the assign form carries the crew member the page showed: a stale one answers 409 with the conflict and moves nobody; a save says what it did", async () => {
    const office = await signedInAdmin("routes.stale.admin@example.com");
    const luis = await crewMember("routes.stale.luis@example.com", "en", "Luis Stale");
    const kim = await crewMember("routes.stale.kim@example.com", "en", "Kim Stale");
    const date = serviceDayFrom(addDays(businessDate(), 1));
    const eve = await customerWithVisit({ date, lead: { first_name: "Eve", last_name: "Stale", full_name: "Eve Stale" } });

    // The board shows Eve unassigned; her form says so.
    const board = decodeEntities(mainOf(await (await getWithCookie("/admin/schedule", office)).text()));
    const form = new RegExp(`<form[^>]*>(?:(?!</form>)[\\s\\S])*name="leadId" value="${eve.lead.id}"(?:(?!</form>)[\\s\\S])*</form>`).exec(board)?.[0] ?? "";
    expect(form).toMatch(/<input type="hidden" name="current" value=""\/>/);

    // Meanwhile another tab puts her on Luis's route; this page's form still says "nobody".
    expect((await postForm("/admin/schedule", { intent: "assign", leadId: String(eve.lead.id), crew: String(luis.user.id), current: "" }, office)).status).toBe(
      303,
    );
    const history = await eventsFor(eve.lead.id);
    const stale = await postForm("/admin/schedule", { intent: "assign", leadId: String(eve.lead.id), crew: String(kim.user.id), current: "" }, office);
    expect(stale.status).toBe(409);
    expect(decode(mainOf(await stale.text()))).toContain(
      "Eve Stale is already on Luis Stale's route (changed since this page was loaded). Nothing was changed",
    );
    expect(await assignmentOf(eve.lead.id)).toMatchObject({ crew_user_id: luis.user.id });
    expect(await eventsFor(eve.lead.id)).toEqual(history);
    // A form without what the page showed (an older page) moves nobody either.
    expect((await postForm("/admin/schedule", { intent: "assign", leadId: String(eve.lead.id), crew: String(kim.user.id) }, office)).status).toBe(400);
    expect(await assignmentOf(eve.lead.id)).toMatchObject({ crew_user_id: luis.user.id });

    // A save answers with the board saying what it did, as the office's other forms do.
    const ann = await customerWithVisit({ date, lead: { first_name: "Ann", last_name: "Stale", full_name: "Ann Stale" } });
    const saved = await postForm("/admin/schedule", { intent: "assign", leadId: String(ann.lead.id), crew: String(kim.user.id), current: "" }, office);
    expect(saved.status).toBe(303);
    const notice = decode(mainOf(await (await getWithCookie(saved.headers.get("Location") ?? "", office)).text()));
    expect(notice).toContain(`Ann Stale is on Kim Stale's route; next stop ${formatShortDay(date)}.`);
    const capacity = await postForm("/admin/schedule", { intent: "capacity", capacity: "25" }, office);
    expect(decode(mainOf(await (await getWithCookie(capacity.headers.get("Location") ?? "", office)).text()))).toContain(
      "Capacity saved: the board warns past 25 stops in a crew member's day.",
    );
  });

  it("warns past the capacity (25 unless the office sets another), and refuses a capacity that is not a number of stops", async () => {
    const office = await signedInAdmin("routes.capacity.admin@example.com");
    const lee = await crewMember("routes.capacity.lee@example.com", "en", "Lee Capacity");
    const date = serviceDayFrom(businessDate());
    for (const last of ["A", "B"]) {
      const c = await customerWithVisit({ date, lead: { first_name: "Cap", last_name: last } });
      await onRoute(c.lead.id, lee.user.id);
    }
    const board = async () => decodeEntities(mainOf(await (await getWithCookie("/admin/schedule", office)).text()));
    expect(await board()).toMatch(/name="capacity"[^>]*value="25"/);
    const bad = await postForm("/admin/schedule", { intent: "capacity", capacity: "0" }, office);
    expect(bad.status).toBe(400);
    const badPage = decodeEntities(mainOf(await bad.text()));
    expect(badPage).toContain("Enter a whole number of stops from 1 to 200");
    expect(badPage).toMatch(/name="capacity"[^>]*value="0"/);
    expect(await board()).not.toContain("Over capacity");

    expect((await postForm("/admin/schedule", { intent: "capacity", capacity: "1" }, office)).status).toBe(303);
    expect(decode(await board())).toMatch(/2 stops ?Over capacity \(1\)/);
    await postForm("/admin/schedule", { intent: "capacity", capacity: "25" }, office);
  });

  it(`a day of more than ${BOARD_NAMES_MAX} stops shows its count and links the crew member's day for the names; a shorter one lists them`, async () => {
    const office = await signedInAdmin("routes.many.admin@example.com");
    const max = await crewMember("routes.many.max@example.com", "en", "Max Many");
    const few = await crewMember("routes.many.few@example.com", "en", "Fay Few");
    const date = serviceDayFrom(businessDate());
    for (let i = 0; i <= BOARD_NAMES_MAX; i++) {
      const c = await customerWithVisit({ date, lead: { first_name: "Many", last_name: `Stop${i}` } });
      await onRoute(c.lead.id, max.user.id);
    }
    const short = await customerWithVisit({ date, lead: { first_name: "Few", last_name: "Stop" } });
    await onRoute(short.lead.id, few.user.id);

    const board = decodeEntities(mainOf(await (await getWithCookie("/admin/schedule", office)).text()));
    expect(board).not.toContain("Many Stop");
    expect(decode(board)).toContain(`${BOARD_NAMES_MAX + 1} stops`);
    expect(board).toMatch(new RegExp(`href="/admin/visits\\?date=${date}&crew=${max.user.id}"[^>]*>See the ${BOARD_NAMES_MAX + 1} stops<`));
    expect(board).toContain("Few Stop");
  });
});
