import { beforeAll, describe, expect, it } from "vitest";
import { createUser, customerAccountFor, signIn } from "./support/auth";
import { insertLead } from "./support/leads";
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
