import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { parseLeadFilters } from "~/lib/lead-admin-url";
import { app } from "~server/index";
import { likeTerm, listLeads, MAX_LIKE_TERM_BYTES } from "~server/models/lead-admin";
import { faqEntries } from "~server/content/faq";
import { createUser, signIn } from "./support/auth";
import { db, insertLead } from "./support/leads";
import { fetchWorker } from "./support/worker";

const API_TOKEN = "search-safety-api-token-0123456789abcdef";
const LONG_EMAIL = `${"very.long.mailbox.name.for.search".repeat(2)}@example.com`;
const bytes = (text: string) => new TextEncoder().encode(text).length;

let adminCookie: string;
let longId: number;
let percentId: number;

beforeAll(async () => {
  await createUser("search-admin@example.com", "search-admin-password", "admin");
  adminCookie = await signIn("search-admin@example.com", "search-admin-password");
  longId = (await insertLead({ first_name: "Longmail", email: LONG_EMAIL })).id;
  percentId = (await insertLead({ first_name: "Percent", special_instructions: "", address: "100% Main_St" })).id;
  await insertLead({ first_name: "Plain", address: "100 Main St" });
});

const search = (q: string) => listLeads(db, parseLeadFilters(new URLSearchParams({ q })));

const HOSTILE_TERMS = [
  "a".repeat(200),
  "%".repeat(200),
  "_".repeat(200),
  "\\".repeat(200),
  "ñ".repeat(200),
  "🐶".repeat(200),
  "%_\\ñ🐶".repeat(40),
  "\u0000".repeat(200),
  `${"x".repeat(47)}ñ`, // a 2-byte character straddling the limit
  `${"x".repeat(47)}%`, // an escape straddling the limit
];

describe("search safety", () => {
  it("keeps every LIKE pattern within D1's 50 bytes, cutting only whole characters and escapes", () => {
    for (const term of HOSTILE_TERMS) {
      const escaped = likeTerm(term);
      expect(bytes(`%${escaped}%`), term.slice(0, 10)).toBeLessThanOrEqual(50);
      expect(escaped, term.slice(0, 10)).not.toMatch(/(^|[^\\])(\\\\)*\\$/); // no dangling escape
      expect(escaped).not.toContain("\uFFFD");
    }
    expect(likeTerm(`${"x".repeat(47)}%`)).toBe("x".repeat(47));
    expect(bytes(likeTerm("🐶".repeat(20)))).toBe(MAX_LIKE_TERM_BYTES);
  });

  it("answers a 200-character search with results, never a 500, on the dashboard and the API", async () => {
    for (const term of HOSTILE_TERMS) {
      const q = encodeURIComponent(term);
      const page = await fetchWorker(`/admin?q=${q}`, { headers: { Cookie: adminCookie } });
      expect(page.status, term.slice(0, 10)).toBe(200);
      const api = await app.request(`/api/admin/leads?q=${q}`, { headers: { Authorization: `Bearer ${API_TOKEN}` } }, { ...env, ADMIN_API_TOKEN: API_TOKEN });
      expect(api.status, term.slice(0, 10)).toBe(200);
      await expect(search(term)).resolves.toHaveProperty("total");
    }
  });

  it("finds a lead by a term longer than the limit (its beginning is searched)", async () => {
    expect(bytes(LONG_EMAIL)).toBeGreaterThan(60);
    const found = await search(`${LONG_EMAIL} and then some more words that push it to two hundred characters`.padEnd(200, "z"));
    expect(found.leads.map((l) => l.id)).toContain(longId);
  });

  it("treats % and _ as themselves, not as wildcards", async () => {
    expect((await search("%")).leads.map((l) => l.id)).toEqual([percentId]);
    expect((await search("0% Main_")).leads.map((l) => l.id)).toEqual([percentId]);
    expect((await search("%".repeat(200))).leads).toEqual([]);
  });

  it("answers the same hostile terms on the public FAQ search in both languages: 200, no matches, the term kept as text", async () => {
    for (const path of ["/faq", "/es/faq"]) {
      for (const term of [...HOSTILE_TERMS, '"><script>alert(1)</script>', "ÁÉÍÓÚ".repeat(40), "\u0301".repeat(200)]) {
        const res = await fetchWorker(`${path}?q=${encodeURIComponent(term)}`);
        expect(res.status, `${path} ${term.slice(0, 10)}`).toBe(200);
        const html = await res.text();
        expect(html).not.toContain("<script>alert(1)</script>");
        // Nothing matches, except a term that is only accents, which folds to an empty search.
        const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
        // Every entry is in the page; those the search leaves out are `hidden` items.
        const questions = (main.match(/<li(?![^>]*\shidden)[^>]*>\s*<details name="faq"/g) ?? []).length;
        expect(questions, `${path} ${term.slice(0, 10)}`).toBe(term === "\u0301".repeat(200) ? faqEntries.length : 0);
      }
    }
  });
});
