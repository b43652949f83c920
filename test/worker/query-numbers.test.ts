import { beforeAll, describe, expect, it } from "vitest";
import { createUser, customerAccountFor, signIn } from "./support/auth";
import { insertLead } from "./support/leads";
import { businessDate } from "~/lib/dates";
import { crewDay } from "~server/content/crew-day";
import { close, convertedCustomer, crewMember, customerWithVisit, onRoute } from "./support/visits";
import { decodeEntities } from "./support/html";
import { fetchWorker } from "./support/worker";

/** Numbers a hand-edited URL may carry: far past any page, past 2^53, negative, fractional, not numbers at all. */
const HOSTILE_NUMBERS = ["99999999999999999999", "1e308", "9007199254740993", "-1", "-99999999999999999999", "0", "1.5", "NaN", "Infinity", "0x10", ""];

/**
 * Every numeric value any route reads from its URL (query parameters and ids in the path), as
 * the person who can reach it. Each must be clamped before it reaches the database: a bad number
 * is a page (or a redirect, or 404), never a 500.
 */
describe("numbers read from a URL are clamped before they reach the database", () => {
  let admin = "";
  let customer = "";
  beforeAll(async () => {
    await createUser("numbers.admin@example.com", "numbers admin password", "admin");
    admin = await signIn("numbers.admin@example.com", "numbers admin password");
    const lead = await insertLead({ email: "numbers.customer@example.com", status: "converted", service_frequency: "weekly", preferred_day: "monday" });
    await customerAccountFor(lead, "numbers customer password");
    customer = await signIn("numbers.customer@example.com", "numbers customer password");
  });

  const routes: [string, (n: string) => string, "admin" | "customer"][] = [
    ["the customer's visit pages", (n) => `/customer?page=${n}`, "customer"],
    ["the Spanish customer's visit pages", (n) => `/es/customer?page=${n}`, "customer"],
    ["the lead list's pages", (n) => `/admin?page=${n}`, "admin"],
    ["the lead list's data request", (n) => `/admin.data?page=${n}`, "admin"],
    ["the CSV export's page", (n) => `/admin/leads.csv?page=${n}`, "admin"],
    ["the lead edit dialog's id", (n) => `/admin/leads/${encodeURIComponent(n)}/edit`, "admin"],
    ["the lead history dialog's id", (n) => `/admin/leads/${encodeURIComponent(n)}/history`, "admin"],
    ["the lead delete dialog's id", (n) => `/admin/leads/${encodeURIComponent(n)}/delete`, "admin"],
    ["the crew page's closed visit", (n) => `/admin/visits?closed=${n}`, "admin"],
    ["a visit photo's id", (n) => `/visits/${encodeURIComponent(n)}/photo`, "customer"],
    ["a visit photo's id, as an admin", (n) => `/visits/${encodeURIComponent(n)}/photo`, "admin"],
  ];

  for (const [what, url, who] of routes) {
    it(`${what}: never a 500`, async () => {
      for (const n of HOSTILE_NUMBERS) {
        const res = await fetchWorker(url(n), { headers: { Cookie: who === "admin" ? admin : customer } });
        expect(res.status, `${url(n)}`).toBeLessThan(500);
        await res.arrayBuffer();
      }
    });
  }

  it("/customer?page=99999999999999999999 answers 200 with the last page", async () => {
    const res = await fetchWorker("/customer?page=99999999999999999999", { headers: { Cookie: customer } });
    expect(res.status).toBe(200);
  });
});

/**
 * One reading of an id wherever a page or a form carries one (idParam): digits from 1 and nothing
 * else. "7.0", "7e0", "0x7" and "-7" are not the record 7, whether in the crew's day, the week
 * board or the lead list.
 */
describe("an id is read one way on every office page and form", () => {
  let admin = "";
  beforeAll(async () => {
    await createUser("ids.admin@example.com", "ids admin password", "admin");
    admin = await signIn("ids.admin@example.com", "ids admin password");
  });
  const post = (path: string, fields: Record<string, string>) =>
    fetchWorker(path, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: admin } });
  const notIds = (id: number) => [`${id}.0`, `${id}e0`, `0x${id.toString(16)}`, ` ${id}`];

  it("the crew's day marks a stop just closed only for its own id", async () => {
    const crew = await crewMember("ids.crew@example.com");
    const c = await customerWithVisit({ email: "ids.closed@example.com" });
    await onRoute(c.lead.id, crew.user.id);
    expect((await close(admin, { intent: "done", visitId: String(c.visit.id), version: String(c.visit.version), date: c.visit.date })).status).toBe(303);
    const page = async (closed: string) =>
      decodeEntities(
        await (await fetchWorker(`/admin/visits?date=${c.visit.date}&closed=${encodeURIComponent(closed)}`, { headers: { Cookie: admin } })).text(),
      );
    const saved = crewDay.en.stop.saved;
    expect(await page(String(c.visit.id))).toContain(saved);
    for (const n of notIds(c.visit.id)) expect(await page(n), n).not.toContain(saved);
  });

  it("the crew's day filters by a crew member only for their own id, and orders a route only by one", async () => {
    const crew = await crewMember("ids.filter@example.com", "en", "Filter Crew");
    const date = businessDate();
    const filtered = (crewParam: string) => fetchWorker(`/admin/visits?date=${date}&crew=${encodeURIComponent(crewParam)}`, { headers: { Cookie: admin } });
    expect(await (await filtered(String(crew.user.id))).text()).toContain(`<option value="${crew.user.id}" selected="">`);
    for (const n of notIds(crew.user.id)) expect(await (await filtered(n)).text(), n).not.toContain(`<option value="${crew.user.id}" selected="">`);
    for (const n of [...notIds(crew.user.id), "-1"]) expect((await post("/admin/visits", { intent: "order", crew: n, date })).status, n).toBe(400);
  });

  it("the week board's forms name a customer by their id only, never a negative one", async () => {
    const c = await convertedCustomer({ email: "ids.board@example.com" });
    for (const n of [...notIds(c.lead.id), "-1", `-${c.lead.id}`]) {
      const res = await post("/admin/schedule", { intent: "place", leadId: n, position: "not a place" });
      expect(res.status, n).toBe(404);
      await res.arrayBuffer();
    }
  });

  it("the lead list's notices name a lead by its id only", async () => {
    const c = await convertedCustomer({ email: "ids.notice@example.com", name: "Notice Person" });
    const list = async (query: string) => (await fetchWorker(`/admin?${query}`, { headers: { Cookie: admin } })).text();
    expect(await list(`converted=${c.lead.id}`)).toContain("is a customer:");
    expect(await list(`saved=${c.lead.id}`)).toContain("Saved:");
    for (const n of notIds(c.lead.id)) {
      expect(await list(`converted=${encodeURIComponent(n)}`), n).not.toContain("is a customer:");
      expect(await list(`saved=${encodeURIComponent(n)}`), n).not.toContain("Saved:");
    }
  });
});
