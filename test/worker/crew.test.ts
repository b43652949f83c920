import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { addDays, businessDate } from "~/lib/dates";
import { accountEvents, users, visits } from "~server/db/schema";
import { bodyLimitFor } from "~server/middleware/body-limit";
import { createUser, loginRequest, sessionCookieFrom, signIn } from "./support/auth";
import { decode, decodeEntities } from "./support/html";
import { changeTestLead, db, insertLead, leadById, leadEditFields } from "./support/leads";
import { mailTo } from "./support/mail";
import { close, crewMember, customer, JPEG, onRoute, PNG, todaysVisit } from "./support/visits";
import { fetchWorker, getWithCookie, postForm } from "./support/worker";

const photoKeys = async (visitId: number) => (await env.PHOTOS.list({ prefix: `visits/${visitId}/` })).objects.map((o) => o.key);

describe("the crew role", () => {
  it("a crew member lands on the crew page in their language, and reads and closes the day's visits", async () => {
    const crew = await crewMember("crew.lands@example.com", "es");
    const res = await loginRequest({ email: "crew.lands@example.com", password: "crew member password" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/es/admin/visits");
    const cookie = sessionCookieFrom(res);
    const c = await customer("crew.lands.customer@example.com");
    await onRoute(c.lead.id, crew.user.id);
    const visit = await todaysVisit(c.lead.id);
    const page = await getWithCookie("/es/admin/visits", cookie);
    expect(page.status).toBe(200);
    const raw = await page.text();
    expect(raw).toContain('<html lang="es"');
    const html = decode(raw);
    expect(html).toContain("Próxima parada abierta");
    const done = await close(
      cookie,
      { intent: "done", visitId: String(visit.id), version: "0", date: visit.date, note: "Todo limpio." },
      { bytes: PNG, name: "patio.png", type: "image/png" },
      "/es/admin/visits",
    );
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(`/es/admin/visits?date=${visit.date}&closed=${visit.id}#visit-${visit.id}`);
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit.id) })).toMatchObject({ status: "done", note: "Todo limpio." });
    // The crew sees the photo they took (the thumbnail on the closed line).
    expect((await getWithCookie(`/visits/${visit.id}/photo`, cookie)).status).toBe(200);
  });

  it("a crew account is refused every admin-only page, export and action, as a customer is: no data, nothing changed", async () => {
    const { cookie } = await crewMember("crew.refused@example.com");
    const lead = await insertLead({ email: "crew.refused.lead@example.com" });
    const pages = [
      "/admin",
      "/admin.data",
      "/admin/overview",
      "/admin/overview.data",
      "/admin/team",
      "/admin/leads.csv",
      "/admin/leads.csv?view=deleted",
      `/admin/leads/${lead.id}`,
      `/admin/leads/${lead.id}.data`,
      `/admin/leads/${lead.id}/edit`,
      `/admin/leads/${lead.id}/history`,
      `/admin/leads/${lead.id}/delete`,
    ];
    for (const path of pages) {
      const res = await getWithCookie(path, cookie);
      const text = await res.text();
      expect(text).not.toContain("crew.refused.lead@example.com");
      // A document request is redirected home; a `.data` request gets the same redirect, encoded.
      if (path.includes(".data")) expect([path, res.status, text]).toEqual([path, 202, expect.stringMatching(/SingleFetchRedirect.*"redirect","\/"/)]);
      else expect([path, res.status, res.headers.get("Location")]).toEqual([path, 302, "/"]);
    }
    // The JSON export takes the API token only: a session of any role is not enough.
    expect((await getWithCookie("/api/admin/leads", cookie)).status).toBe(401);

    const actions: [string, Record<string, string>][] = [
      ["/admin", { intent: "status", leadId: String(lead.id), status: "contacted", version: "0" }],
      ["/admin", { intent: "restore", leadId: String(lead.id) }],
      [`/admin/leads/${lead.id}/edit`, { ...leadEditFields({ first_name: "Changed" }), version: "0" }],
      [`/admin/leads/${lead.id}/delete`, { version: "0" }],
      ["/admin/team", { intent: "invite", email: "new.admin@example.com", name: "New", role: "admin", locale: "en" }],
      ["/admin/team", { intent: "deactivate", userId: "1", version: "0" }],
    ];
    for (const [path, fields] of actions) {
      const res = await postForm(path, fields, cookie);
      expect([path, fields.intent, res.status, res.headers.get("Location")]).toEqual([path, fields.intent, 302, "/"]);
    }
    expect(await leadById(lead.id)).toMatchObject({ status: "new", first_name: lead.first_name, deleted_at: null, version: 0 });
    expect(await db.query.users.findFirst({ where: eq(users.email, "new.admin@example.com") })).toBeUndefined();
    expect(await db.select().from(accountEvents).where(eq(accountEvents.actor, "crew.refused@example.com"))).toEqual([]);
  });

  it("an admin keeps every page, and can invite a crew member from the team page", async () => {
    await createUser("crew.inviter@example.com", "admin password 12", "admin");
    const admin = await signIn("crew.inviter@example.com", "admin password 12");
    for (const path of ["/admin", "/admin/overview", "/admin/team", "/admin/visits", "/admin/leads.csv"]) {
      expect([path, (await getWithCookie(path, admin)).status]).toEqual([path, 200]);
    }
    const res = await postForm("/admin/team", { intent: "invite", email: "invited.crew@example.com", name: "Invited Crew", role: "crew", locale: "es" }, admin);
    expect(res.status).toBe(303);
    expect(await db.query.users.findFirst({ where: eq(users.email, "invited.crew@example.com") })).toMatchObject({
      role: "crew",
      status: "pending",
      locale: "es",
    });
    await vi.waitFor(async () => expect((await mailTo("invited.crew@example.com")).map((m) => m.subject)).toEqual([expect.stringContaining("equipo")]), {
      timeout: 10_000,
      interval: 50,
    });
  });
});

describe("only today and the past can be closed", () => {
  it("a visit after today answers 409, is shown read-only, and nothing is stored or e-mailed", async () => {
    const { user, cookie } = await crewMember("crew.future@example.com");
    const c = await customer("future.visit@example.com");
    await onRoute(c.lead.id, user.id);
    const date = addDays(businessDate(), 7);
    const visit = await todaysVisit(c.lead.id, date);
    const res = await close(
      cookie,
      { intent: "done", visitId: String(visit.id), version: "0", date, note: "Too early" },
      { bytes: JPEG, name: "yard.jpg", type: "image/jpeg" },
    );
    expect(res.status).toBe(409);
    // The stop is read-only on its day's page (no form to keep the note in): the message says why, at the top.
    const html = decode(await res.text());
    expect(html).toContain("The visit was not saved");
    expect(html).toContain("after today. It can be closed on that day; nothing was saved.");
    const skip = await close(cookie, { intent: "skip", reason: "weather", visitId: String(visit.id), version: "0", date });
    expect(skip.status).toBe(409);
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit.id) })).toMatchObject({
      status: "scheduled",
      note: "",
      photo_key: null,
      summary_queued_at: null,
    });
    expect(await photoKeys(visit.id)).toEqual([]);
    expect(await mailTo("future.visit@example.com")).toEqual([]);

    const page = decode(await (await getWithCookie(`/admin/visits?date=${date}`, cookie)).text());
    expect(page).toContain("shown read-only");
    expect(page).not.toContain(`name="visitId" value="${visit.id}"`);
  });

  it("a visit of a past day can still be closed, and the page says which day it records", async () => {
    const { user, cookie } = await crewMember("crew.past@example.com");
    const c = await customer("past.visit@example.com");
    await onRoute(c.lead.id, user.id);
    const date = addDays(businessDate(), -1);
    const visit = await todaysVisit(c.lead.id, date);
    const page = decode(await (await getWithCookie(`/admin/visits?date=${date}`, cookie)).text());
    expect(page).toMatch(/This is \w+ \d+, \d{4}, not today: a visit you close here is recorded for \w+ \d+, \d{4}\./);
    const res = await close(cookie, { intent: "skip", reason: "gate_locked", visitId: String(visit.id), version: "0", date });
    expect(res.status).toBe(303);
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit.id) })).toMatchObject({ status: "skipped", date });
  });
});

describe("bad input on the crew's form", () => {
  async function setUp(email: string) {
    const { user, cookie } = await crewMember(`crew.${email}`);
    const c = await customer(email);
    await onRoute(c.lead.id, user.id);
    const visit = await todaysVisit(c.lead.id);
    const fields = { intent: "done", visitId: String(visit.id), version: "0", date: visit.date, note: "Kept note" };
    return { cookie, visit, fields };
  }
  /** Refused with `message` and the summary at the top; the note typed is back in the form that sent it (`form`: none when no form on the page has that intent). */
  const expectRefused = async (res: Response, status: number, message: string, form: "done" | "skip" | null = "done") => {
    expect(res.status).toBe(status);
    const raw = await res.text();
    const html = decode(raw);
    expect(html).toContain(message);
    expect(html).toContain("The visit was not saved");
    if (form) expect(decodeEntities(raw)).toMatch(new RegExp(`<textarea[^>]*id="${form}-note-\\d+"[^>]*>Kept note</textarea>`));
  };

  it("refuses an empty file, twenty files, a file name with ../, a HEIC photo and a visit of another day, each with its reason and the note kept", async () => {
    const { cookie, visit, fields } = await setUp("bad.input@example.com");
    const jpeg = (name: string) => ({ bytes: JPEG, name, type: "image/jpeg" });
    await expectRefused(await close(cookie, fields, { bytes: new Uint8Array(0), name: "yard.jpg", type: "image/jpeg" }), 400, "The photo file is empty.");
    await expectRefused(
      await close(
        cookie,
        fields,
        Array.from({ length: 20 }, (_, i) => jpeg(`yard${i}.jpg`)),
      ),
      400,
      "Attach one photo only.",
    );
    await expectRefused(await close(cookie, fields, jpeg("../../yard.jpg")), 400, "characters we cannot accept");
    const heic = Uint8Array.from([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0]);
    await expectRefused(await close(cookie, fields, { bytes: heic, name: "IMG_0001.HEIC", type: "image/heic" }), 400, "Take the photo as JPEG");
    await expectRefused(await close(cookie, { ...fields, date: addDays(visit.date, 1) }), 400, "not on this day's route");
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit.id) })).toMatchObject({ status: "scheduled", photo_key: null });
    expect(await photoKeys(visit.id)).toEqual([]);
  });

  it("a photo whose file name holds a NUL (workerd cannot read such a body as is) still closes the visit, with its note", async () => {
    const { cookie, visit, fields } = await setUp("nul.name@example.com");
    const res = await close(cookie, { ...fields, note: "Gate latched." }, { bytes: JPEG, name: "yard\u0000.jpg", type: "image/jpeg" });
    expect(res.status).toBe(303);
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit.id) })).toMatchObject({
      status: "done",
      note: "Gate latched.",
      photo_type: "image/jpeg",
    });
    expect(await photoKeys(visit.id)).toHaveLength(1);
  });

  it("a stale version and a form posted twice answer 409 and store one photo", async () => {
    const { cookie, visit, fields } = await setUp("twice@example.com");
    await expectRefused(
      await close(cookie, { ...fields, version: "7" }, { bytes: JPEG, name: "yard.jpg", type: "image/jpeg" }),
      409,
      "Someone else already closed this visit.",
    );
    const first = await close(cookie, fields, { bytes: JPEG, name: "yard.jpg", type: "image/jpeg" });
    expect(first.status).toBe(303);
    // The second post meets a closed stop: its line shows what was stored, and no form is left to refill.
    await expectRefused(
      await close(cookie, fields, { bytes: JPEG, name: "yard.jpg", type: "image/jpeg" }),
      409,
      "Someone else already closed this visit.",
      null,
    );
    expect(await photoKeys(visit.id)).toHaveLength(1);
  });

  it("refuses a note over 1,000 characters, a skip without a reason, an unknown action and a missing visit, nothing stored", async () => {
    const { cookie, visit, fields } = await setUp("form.rules@example.com");
    const long = `Kept note ${"x".repeat(1000)}`;
    let res = await close(cookie, { ...fields, note: long });
    expect(res.status).toBe(400);
    expect(decode(await res.text())).toContain("Use at most 1000 characters");
    await expectRefused(await close(cookie, { ...fields, intent: "skip" }), 400, "Choose why the visit was skipped", "skip");
    await expectRefused(await close(cookie, { ...fields, intent: "skip", reason: "napping" }), 400, "Choose why the visit was skipped", "skip");
    await expectRefused(await close(cookie, { ...fields, intent: "finish" }), 400, "Unknown action. Reload the day.", null);
    for (const visitId of ["", "0", "-3", "1e3", String(visit.id + 1_000_000)]) {
      res = await close(cookie, { ...fields, visitId });
      expect(res.status, visitId).toBe(404);
    }
    res = await close(cookie, { ...fields, version: "stale" });
    expect(res.status).toBe(409);
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit.id) })).toMatchObject({ status: "scheduled", note: "", version: 0 });
    // A NUL pasted into the note is dropped, and the visit closes.
    res = await close(cookie, { ...fields, note: "  Gate\u0000 latched  " });
    expect(res.status).toBe(303);
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit.id) })).toMatchObject({ status: "done", note: "Gate latched" });
  });

  it("answers in Spanish on the Spanish crew page", async () => {
    const { cookie, fields } = await setUp("bad.spanish@example.com");
    const res = await close(cookie, { ...fields, intent: "skip" }, undefined, "/es/admin/visits");
    expect(res.status).toBe(400);
    const html = decode(await res.text());
    expect(html).toContain("Elija por qué se omitió la visita");
    expect(html).toContain("La visita no se guardó");
  });
});

describe("the crew's note and the summary e-mail", () => {
  it("the note field names the customer's language, and the e-mail labels the note as written by the crew", async () => {
    const { user, cookie } = await crewMember("crew.note@example.com");
    const c = await customer("note.language@example.com", "thursday", "es");
    await onRoute(c.lead.id, user.id);
    await changeTestLead(c.lead.id, { special_instructions: "Ring twice; the dog is friendly." });
    const visit = await todaysVisit(c.lead.id);
    const raw = await (await getWithCookie("/admin/visits", cookie)).text();
    const page = decode(raw);
    expect(page).toContain("the customer reads Spanish");
    expect(page).toContain("Ring twice; the dog is friendly.");
    expect(raw).toContain(`href="https://www.google.com/maps/dir/?api=1&amp;destination=${encodeURIComponent("1 Main St, Miami, FL, 33143")}"`);
    expect((await close(cookie, { intent: "done", visitId: String(visit.id), version: "0", date: visit.date, note: "All clean." })).status).toBe(303);
    await vi.waitFor(
      async () => {
        const [mail] = await mailTo("note.language@example.com");
        expect(mail?.text).toContain("Nota escrita por nuestro equipo (tal como la escribió): All clean.");
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe("the crew page's bodies and photos", () => {
  it("the .data request of the crew page has the document's body limit, in both languages", () => {
    expect(bodyLimitFor("/admin/visits.data")).toBe(bodyLimitFor("/admin/visits"));
    expect(bodyLimitFor("/es/admin/visits.data")).toBe(bodyLimitFor("/admin/visits"));
    expect(bodyLimitFor("/admin/visits")).toBeGreaterThan(15 * 1024 * 1024);
  });

  it("a 1 MB photo sent as the enhanced form's .data request closes the visit", async () => {
    const { user, cookie } = await crewMember("crew.data@example.com");
    const c = await customer("data.request@example.com");
    await onRoute(c.lead.id, user.id);
    const visit = await todaysVisit(c.lead.id);
    const bytes = new Uint8Array(1024 * 1024);
    bytes.set(JPEG);
    const res = await close(
      cookie,
      { intent: "done", visitId: String(visit.id), version: "0", date: visit.date },
      { bytes, name: "photo.jpg", type: "image/jpeg" },
      "/admin/visits.data",
    );
    expect(res.status).toBe(202);
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit.id) })).toMatchObject({ status: "done", photo_type: "image/jpeg" });
  });

  it("reads the multipart body once", async () => {
    const { user, cookie } = await crewMember("crew.once@example.com");
    const c = await customer("parsed.once@example.com");
    await onRoute(c.lead.id, user.id);
    const visit = await todaysVisit(c.lead.id);
    const parse = vi.spyOn(Request.prototype, "formData");
    const res = await close(
      cookie,
      { intent: "done", visitId: String(visit.id), version: "0", date: visit.date },
      { bytes: JPEG, name: "yard.jpg", type: "image/jpeg" },
    );
    expect(res.status).toBe(303);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it("serves a photo private, no-cache with an ETag, and answers 304 when the browser's copy is current", async () => {
    const { user, cookie } = await crewMember("crew.etag@example.com");
    const c = await customer("photo.etag@example.com");
    await onRoute(c.lead.id, user.id);
    const visit = await todaysVisit(c.lead.id);
    expect(
      (
        await close(
          cookie,
          { intent: "done", visitId: String(visit.id), version: "0", date: visit.date },
          { bytes: JPEG, name: "yard.jpg", type: "image/jpeg" },
        )
      ).status,
    ).toBe(303);
    const first = await getWithCookie(`/visits/${visit.id}/photo`, c.cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[^"]+"$/);
    await first.arrayBuffer();
    const again = await fetchWorker(`/visits/${visit.id}/photo`, { headers: { Cookie: c.cookie, "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(again.headers.get("ETag")).toBe(etag);
    // After sign-out the revalidation is answered with the sign-in page, not the photo.
    expect((await fetchWorker(`/visits/${visit.id}/photo`, { headers: { "If-None-Match": etag! } })).status).toBe(302);
  });
});
