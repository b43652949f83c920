import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { addDays, businessDate, serviceDayFrom } from "~/lib/dates";
import { crewAssignments } from "~server/db/schema";
import { activeCrew, boardDays, boardDaysSummedHere, boardDaysSummedInSql } from "~server/models/crew-routes";
import { BOARD_CREW_PAGE } from "~server/office/week-board";
import { GeocodeUnavailable, locateLead } from "~server/geo/locate";
import { orderRoute } from "~server/leads/crew-assignments";
import { saveRouteSettings, ROUTE_DEFAULTS } from "~server/models/route-settings";
import { arrivals, minutesUntil } from "~server/routing/arrival";
import { MAX_WAYPOINTS, routeLinks } from "~server/routing/maps";
import { straightLineTravel } from "~server/routing/travel";
import { smsBody } from "~server/sms/send";
import { signedInAdmin, signIn } from "./support/auth";
import { decode, mainOf } from "./support/html";
import { db, editFormOf, eventsFor, leadById, placeTestLead } from "./support/leads";
import { markOnMyWay } from "~server/models/visits";
import { closeTestVisit, convertedCustomer, crewMember, onRoute, todaysVisit } from "./support/visits";
import { getWithCookie, postForm } from "./support/worker";

/** Issue 62, items 1–3: where each yard is, routes in driving order, how long a day is. */

/** Puts a lead at a position of our choosing, as the geocoder would. */
const place = placeTestLead;

const routeOf = async (crewUserId: number) =>
  (await db.select().from(crewAssignments).where(eq(crewAssignments.crew_user_id, crewUserId)).orderBy(crewAssignments.position)).map((r) => r.lead_id);

describe("where each yard is", () => {
  it("an address saved in Edit Lead is placed by the provider (its stand-in) on the queue, without making the customer's page stale", async () => {
    const office = await signedInAdmin("geo.edit.admin@example.com");
    const { lead } = await convertedCustomer({ name: "Geo Edit" });
    const stored = (await leadById(lead.id))!;
    expect((await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(stored, { address: "8701 SW 72nd St" }), office)).status).toBe(303);
    const placed = await vi.waitFor(
      async () => {
        const row = (await leadById(lead.id))!;
        expect(row.position_source).toBe("provider");
        return row;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(placed.latitude).toBeGreaterThan(25.4);
    expect(placed.latitude).toBeLessThan(26);
    expect(placed.longitude).toBeLessThan(-80);
    expect(placed.position_for).toBe("8701 SW 72nd St|33143");
    // Bookkeeping of the route: the version the customer's page carries is the edit's.
    expect(placed.version).toBe(stored.version + 1);
  });

  it("an address the provider cannot place takes its ZIP's centre and is listed for the office, who can type the pin", async () => {
    const office = await signedInAdmin("geo.zip.admin@example.com");
    const { lead } = await convertedCustomer({ lead: { full_name: "Zip Fallback", address: "12 No Such Street", zip_code: "33143" } });
    const centre = { lat: 25.7013, lng: -80.2953 };
    expect(await locateLead(db, env, lead.id, { zipCentres: (zip) => (zip === "33143" ? centre : null) })).toBe("zip_centre");
    expect(await leadById(lead.id)).toMatchObject({ latitude: centre.lat, longitude: centre.lng, position_source: "zip_centre" });

    const board = decode(mainOf(await (await getWithCookie("/admin/schedule", office)).text()));
    expect(board).toContain("Check the address of Zip Fallback");
    expect(board).toContain("placed at its ZIP's centre");

    const refused = await postForm("/admin/schedule", { intent: "place", leadId: String(lead.id), position: "north of the canal" }, office);
    expect(refused.status).toBe(400);
    expect(decode(await refused.text())).toContain("Enter the latitude and longitude");
    expect((await postForm("/admin/schedule", { intent: "place", leadId: String(lead.id), position: "25.70412, -80.29871" }, office)).status).toBe(303);
    expect(await leadById(lead.id)).toMatchObject({ latitude: 25.70412, longitude: -80.29871, position_source: "office" });
    expect(JSON.parse((await eventsFor(lead.id)).slice(-1)[0]?.changes ?? "{}")).toEqual({ position: ["25.7013, -80.2953", "25.70412, -80.29871"] });
    // The office's pin stays for that address: a later look-up keeps it, and the list is done with it.
    expect(await locateLead(db, env, lead.id)).toBe("kept");
    expect(decode(mainOf(await (await getWithCookie("/admin/schedule", office)).text()))).not.toContain("Check the address of Zip Fallback");
  });

  it("a provider that cannot be asked keeps nothing and the queue tries again; no ZIP centre known leaves the customer listed as not placed", async () => {
    const { lead } = await convertedCustomer({ name: "Geo Down", lead: { address: "5 Geocoder Down Ave" } });
    await expect(locateLead(db, env, lead.id, { zipCentres: () => ({ lat: 25.7, lng: -80.3 }) })).rejects.toBeInstanceOf(GeocodeUnavailable);
    expect(await leadById(lead.id)).toMatchObject({ latitude: null, position_source: null, position_for: null });

    const { lead: unknown } = await convertedCustomer({ name: "Geo Unknown", lead: { address: "9 No Such Street", zip_code: "33999" } });
    expect(await locateLead(db, env, unknown.id, { zipCentres: () => null })).toBe("unplaced");
    expect(await leadById(unknown.id)).toMatchObject({ latitude: null, position_source: null, position_for: "9 No Such Street|33999" });
  });

  it("positions never reach the customer area", async () => {
    const { lead, email } = await convertedCustomer({ name: "Geo Private" });
    await placeTestLead(lead.id, 25.612345, -80.398765);
    const page = await (await getWithCookie("/customer", await signIn(email, "customer password 1"))).text();
    expect(page).not.toContain("25.612345");
    expect(page).not.toContain("80.398765");
  });
});

describe("routes in driving order", () => {
  it("Order by distance orders a route from the yard; a moved stop stays where the office put it when a customer joins, until the office orders again", async () => {
    const office = await signedInAdmin("order.admin@example.com");
    const crew = await crewMember("order.crew@example.com", "en", "Olga Order");
    await saveRouteSettings(db, { ...ROUTE_DEFAULTS, yard: { lat: 25.7, lng: -80.3 } });
    const date = businessDate();
    // Three stops going east from the yard, on the route in the wrong order.
    const stops = [];
    for (const [name, lng] of [
      ["Far East", -80.1],
      ["Near", -80.28],
      ["Middle", -80.2],
    ] as const) {
      const { lead } = await convertedCustomer({ name });
      await place(lead.id, 25.7, lng);
      await onRoute(lead.id, crew.user.id);
      await todaysVisit(lead.id, date);
      stops.push(lead);
    }
    const [far, near, middle] = stops as [(typeof stops)[0], (typeof stops)[0], (typeof stops)[0]];
    expect((await postForm("/admin/schedule", { intent: "order", crew: String(crew.user.id) }, office)).status).toBe(303);
    expect(await routeOf(crew.user.id)).toEqual([near.id, middle.id, far.id]);

    // The office moves Far East up one: it stays there when a new customer joins the route.
    const moved = await postForm(
      "/admin/visits",
      { intent: "move", leadId: String(far.id), visitId: "1", date, direction: "up", crew: String(crew.user.id) },
      office,
    );
    expect(moved.status).toBe(303);
    expect(await routeOf(crew.user.id)).toEqual([near.id, far.id, middle.id]);
    const { lead: joining } = await convertedCustomer({ name: "Joining" });
    await place(joining.id, 25.7, -80.29);
    expect((await postForm("/admin/schedule", { intent: "assign", leadId: String(joining.id), crew: String(crew.user.id), current: "" }, office)).status).toBe(
      303,
    );
    const after = await routeOf(crew.user.id);
    expect(after[1]).toBe(far.id);
    expect(after[0]).toBe(joining.id);

    // Ordering again frees it.
    await orderRoute(db, crew.user.id, { keepPinned: false });
    expect(await routeOf(crew.user.id)).toEqual([joining.id, near.id, middle.id, far.id]);
  });

  it("the week board shows each crew member's day as stops, miles and hours, and Over capacity when the hours pass the day's", async () => {
    const office = await signedInAdmin("board.hours.admin@example.com");
    const crew = await crewMember("board.hours.crew@example.com", "en", "Hector Hours");
    const date = serviceDayFrom(businessDate());
    await saveRouteSettings(db, { ...ROUTE_DEFAULTS, yard: { lat: 25.7, lng: -80.3 }, roadFactor: 1, averageMph: 30, minutesPerStop: 10, dayHours: 1 });
    for (const lng of [-80.2, -80.1]) {
      const { lead } = await convertedCustomer({ name: `Hours ${lng}` });
      await place(lead.id, 25.7, lng);
      await onRoute(lead.id, crew.user.id);
      await todaysVisit(lead.id, date);
    }
    const board = decode(mainOf(await (await getWithCookie("/admin/schedule", office)).text()));
    // 0.2° of longitude at 25.7° N is about 12.5 miles: 24.9 minutes at 30 mph, plus 2 × 10 minutes.
    expect(board).toMatch(/2 stops · 12\.5 mi · 0\.7 h/);
    await saveRouteSettings(db, { ...ROUTE_DEFAULTS, yard: { lat: 25.7, lng: -80.3 }, roadFactor: 1, averageMph: 30, minutesPerStop: 30, dayHours: 1 });
    expect(decode(mainOf(await (await getWithCookie("/admin/schedule", office)).text()))).toContain("Over capacity (1 h)");
  });
});

describe("the week board's sums", () => {
  it("are the same summed in SQL as from one row per stop: route order, stops not placed, a skipped visit, names only for a short day", async () => {
    const long = await crewMember("board.sums.long@example.com", "en", "Lena Long");
    const short = await crewMember("board.sums.short@example.com", "en", "Sam Short");
    const date = serviceDayFrom(businessDate());
    const next = serviceDayFrom(addDays(date, 1));
    // A long day: 14 stops, every third not placed (no position), the rest scattered over Miami.
    for (let i = 0; i < 14; i++) {
      const { lead } = await convertedCustomer({ name: `Long ${i}` });
      if (i % 3 !== 0) await place(lead.id, 25.6 + (i % 5) * 0.03, -80.4 + ((i * 7) % 11) * 0.02);
      await onRoute(lead.id, long.user.id);
      await todaysVisit(lead.id, date);
    }
    // A short day on two dates, one visit of it skipped by the customer.
    const shortStops = [];
    for (let i = 0; i < 3; i++) {
      const { lead } = await convertedCustomer({ name: `Short ${i}`, lead: { full_name: `Short ${i}` } });
      await place(lead.id, 25.77 + i * 0.01, -80.19);
      await onRoute(lead.id, short.user.id);
      shortStops.push({ lead, visit: await todaysVisit(lead.id, date) });
      await todaysVisit(lead.id, next);
    }
    await closeTestVisit(shortStops[1]!.visit, { status: "skipped", reason: "customer" });

    const inSql = await boardDaysSummedInSql(db, [date, next]);
    const here = await boardDaysSummedHere(db, [date, next]);
    const rounded = (days: typeof inSql) =>
      days.map((d) => ({
        ...d,
        cells: Object.fromEntries(Object.entries(d.cells).map(([id, c]) => [id, { ...c, straightMiles: c.straightMiles.toFixed(9) }])),
      }));
    expect(rounded(inSql)).toEqual(rounded(here));
    const longDay = inSql[0]!.cells[long.user.id]!;
    expect(longDay).toMatchObject({ stops: 14, names: null, placed: 9 });
    expect(longDay.straightMiles).toBeGreaterThan(5);
    const shortDay = inSql[0]!.cells[short.user.id]!;
    expect(shortDay.names?.map((n) => n.name)).toEqual(["Short 0", "Short 2"]);
    // 0.02° of latitude from the first stop to the last (the skipped one between is not driven to): about 1.38 miles.
    expect(shortDay.straightMiles).toBeCloseTo(1.382, 2);
    expect(inSql[1]!.cells[short.user.id]).toMatchObject({ stops: 3, placed: 3 });

    // Read from two indexes alone; without them (not migrated yet) the board sums the same here.
    const { results } = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE name = 'leads_stop_idx'").all<{ sql: string }>();
    await env.DB.exec("DROP INDEX leads_stop_idx");
    try {
      expect(rounded(await boardDays(db, [date, next]))).toEqual(rounded(inSql));
    } finally {
      await env.DB.exec(results[0]!.sql.replace(/\s+/g, " "));
    }
  });
});

describe("a large team's week board", () => {
  it("shows 25 crew members' columns a page, links the next page, keeps the page after a save, and offers every crew member to assign", async () => {
    const office = await signedInAdmin("board.pages.admin@example.com");
    for (let i = 0; i < 26; i++) await crewMember(`board.pages.${String(i).padStart(2, "0")}@example.com`, "en", `Zed Pages ${String(i).padStart(2, "0")}`);
    await convertedCustomer({ name: "Una Signed", lead: { full_name: "Una Signed" } });
    const total = (await activeCrew(db)).length;
    expect(total).toBeGreaterThan(BOARD_CREW_PAGE);
    const columns = (html: string) => (html.match(/<th scope="col" class="min-w-44/g) ?? []).length;

    const firstHtml = mainOf(await (await getWithCookie("/admin/schedule", office)).text());
    expect(columns(firstHtml)).toBe(BOARD_CREW_PAGE);
    expect(decode(firstHtml)).toContain(`Crew members 1–${BOARD_CREW_PAGE} of ${total}`);
    expect(firstHtml).toContain('href="/admin/schedule?crews=2"');

    const secondHtml = mainOf(await (await getWithCookie("/admin/schedule?crews=2", office)).text());
    expect(columns(secondHtml)).toBe(total - BOARD_CREW_PAGE);
    expect(decode(secondHtml)).toContain(`Crew members ${BOARD_CREW_PAGE + 1}–${total} of ${total}`);
    // Every crew member is offered to assign a customer to, whatever the page (the first page's too).
    const assign = secondHtml.slice(secondHtml.indexOf('aria-labelledby="unassigned-heading"'));
    expect(assign).toContain("Una Signed");
    expect(assign).toContain(">Zed Pages 00</option>");
    // The forms post to the page they are on, and the answer comes back to it.
    expect(secondHtml).toMatch(/<form[^>]*action="\/admin\/schedule\?crews=2"/);
    const saved = await postForm("/admin/schedule?crews=2", { intent: "capacity", capacity: "30" }, office);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/admin/schedule?saved=capacity&crews=2");
    // A page past the last shows the last; the assign form offers every crew member, whatever the page.
    expect(decode(mainOf(await (await getWithCookie("/admin/schedule?crews=99", office)).text()))).toContain(`of ${total}`);
  });
});

describe("arrival windows", () => {
  const travel = straightLineTravel({ roadFactor: 1, averageMph: 30 });
  const at = (lng: number) => ({ lat: 25.7, lng });
  const start = new Date("2026-12-08T13:00:00.000Z"); // 8:00 am in Miami
  const stops = () => [
    { id: 1, at: at(-80.2), status: "scheduled" as const, closedAt: null, onMyWayAt: null },
    { id: 2, at: at(-80.1), status: "scheduled" as const, closedAt: null, onMyWayAt: null },
    { id: 3, at: at(-80.0), status: "scheduled" as const, closedAt: null, onMyWayAt: null },
  ];
  const plan = (now: Date) => ({ start, yard: at(-80.3), minutesPerStop: 10, travel, now });

  it("each open stop has a window of whole quarter hours, wider with the stops before it, never before now, recomputed after a close", () => {
    const early = arrivals(stops(), plan(new Date("2026-12-08T12:00:00.000Z")));
    expect(early.map((a) => a.before)).toEqual([0, 1, 2]);
    for (const a of early) {
      expect(a.from.getTime() % (15 * 60_000)).toBe(0);
      expect(a.to.getTime() % (15 * 60_000)).toBe(0);
    }
    const width = (a: (typeof early)[number]) => a.to.getTime() - a.from.getTime();
    expect(width(early[2]!)).toBeGreaterThan(width(early[0]!));
    // The first stop is about 12 minutes from the yard: 8:12, so 8:00 (the day's start, not 7:45) to 8:30.
    expect(early[0]!.from.toISOString()).toBe("2026-12-08T13:00:00.000Z");
    expect(early[0]!.to.toISOString()).toBe("2026-12-08T13:30:00.000Z");

    // The crew is late: at 10:07 nothing done. No window starts before now.
    const late = new Date("2026-12-08T15:07:00.000Z");
    for (const a of arrivals(stops(), plan(late))) expect(a.from.getTime()).toBeGreaterThanOrEqual(late.getTime());

    // Stop 1 closed at 9:40: the others follow from there and then.
    const closed = stops().map((s) => (s.id === 1 ? { ...s, status: "done" as const, closedAt: "2026-12-08T14:40:00.000Z" } : s));
    const after = arrivals(closed, plan(new Date("2026-12-08T14:41:00.000Z")));
    expect(after.map((a) => a.id)).toEqual([2, 3]);
    // From now (9:41): 6.2 miles at 30 mph is 12.5 minutes, so 9:53 for stop 2.
    expect(after[0]!.expected.toISOString().slice(11, 16)).toBe("14:53");
    expect(after[0]!.before).toBe(0);
  });

  it("after On my way the stop is next, from the tap, and the text says the minutes in the customer's language", () => {
    const now = new Date("2026-12-08T15:00:00.000Z");
    const list = stops().map((s) => (s.id === 3 ? { ...s, onMyWayAt: now.toISOString() } : s));
    const [first] = arrivals(list, plan(now));
    expect(first).toMatchObject({ id: 3, onTheWay: true, before: 0 });
    // 0.3° of longitude is about 18.7 miles from the yard: 38 minutes, said as about 40.
    expect(minutesUntil(first!.expected, now)).toBe(40);
    const scheduled = { status: "scheduled" as const, skip_reason: null };
    expect(smsBody("on_my_way", "en", scheduled, "https://example.com", { minutes: 40 })).toContain("about 40 minutes away");
    expect(smsBody("on_my_way", "es", scheduled, "https://example.com", { minutes: 40 })).toContain("llega en unos 40 minutos");
  });
});

describe("the customer knows when the crew comes", () => {
  it("on the day, the services tab says the stops before theirs and the window, then the minutes once the crew is on the way, in their language", async () => {
    const crew = await crewMember(`arrival.crew.${Date.now()}@example.com`);
    const day = businessDate();
    const first = await convertedCustomer({ lead: { address: "1450 Brickell Ave" } });
    const second = await convertedCustomer({ locale: "es", name: "Rosa Llegada", lead: { address: "8420 SW 72nd Ave" } });
    for (const c of [first, second]) await onRoute(c.lead.id, crew.user.id);
    await place(first.lead.id, 25.76, -80.19);
    await place(second.lead.id, 25.69, -80.31);
    await todaysVisit(first.lead.id, day);
    const visit = await todaysVisit(second.lead.id, day);
    const cookie = await signIn(second.email, "customer password 1");
    const line = async () => {
      const page = await (await getWithCookie("/es/customer?tab=services", cookie)).text();
      const said = /data-testid="arrival"[^>]*>([^<]*)</.exec(page)?.[1];
      return said === undefined ? undefined : decode(said);
    };
    expect(await line()).toMatch(
      /^Su equipo va en camino: 1 parada antes de la suya, llegada prevista de \d{1,2}:(00|15|30|45) [ap]\. m\. a \d{1,2}:(00|15|30|45) [ap]\. m\.$/,
    );
    await markOnMyWay(db, visit.id, new Date());
    expect(await line()).toMatch(/^Su equipo va en camino: llega en unos \d+ minutos\.$/);
    // Another customer's page says nothing of this route.
    const other = await convertedCustomer({ lead: { address: "1450 Brickell Ave" } });
    const page = await (await getWithCookie("/customer?tab=services", await signIn(other.email, "customer password 1"))).text();
    expect(page).not.toContain('data-testid="arrival"');
  });
});

describe("open the route in Maps", () => {
  it("the remaining stops in order as directions links with waypoints, split where one link cannot carry them all", () => {
    const points = Array.from({ length: 23 }, (_, i) => ({ lat: 25.5 + i / 100, lng: -80.3 }));
    const links = routeLinks(points);
    expect(links).toHaveLength(3);
    const params = links.map((l) => new URL(l).searchParams);
    expect(links[0]).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&/);
    // The first starts where the phone is; each next one at the stop the one before ended at.
    expect(params[0]!.get("origin")).toBeNull();
    expect(params[0]!.get("waypoints")?.split("|")).toHaveLength(MAX_WAYPOINTS);
    expect(params[0]!.get("destination")).toBe("25.590000,-80.300000");
    expect(params[1]!.get("origin")).toBe("25.590000,-80.300000");
    expect(params[2]!.get("destination")).toBe("25.720000,-80.300000");
    const visited = params.flatMap((p) => [...(p.get("waypoints")?.split("|") ?? []), p.get("destination")]);
    expect(visited).toEqual(points.map((p) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`));
    // A stop not placed yet goes by its address.
    expect(new URL(routeLinks(["12 No Such Street, 33143"])[0]!).searchParams.get("destination")).toBe("12 No Such Street, 33143");
  });
});
