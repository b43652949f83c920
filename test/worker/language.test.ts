import { describe, expect, it } from "vitest";
import { prefersSpanish } from "~server/request-language";
import { fetchWorker } from "./support/worker";

/** The language switch, the remembered choice and the "Ver en español" hint (issue 16, item 5). */
let counter = 0;
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}lang-test=${Date.now()}-${++counter}`;
const get = (path: string, headers: Record<string, string> = {}) => fetchWorker(path, { headers });

const SPANISH_BROWSER = { "Accept-Language": "es-US,es;q=0.9,en;q=0.8" };
const ENGLISH_BROWSER = { "Accept-Language": "en-US,en;q=0.9,es;q=0.5" };

describe("language choice", () => {
  it("remembers the choice in a cookie and goes to the page in that language", async () => {
    const res = await get("/language?to=es&next=%2Fes%2Fpricing");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/es/pricing");
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^lang=es; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
    const back = await get("/language?to=en&next=%2Fpricing");
    expect(back.headers.get("Location")).toBe("/pricing");
    expect(back.headers.get("Set-Cookie")).toMatch(/^lang=en;/);
  });

  it("follows only paths on this site in the chosen language", async () => {
    for (const next of ["//evil.example/es", "https://evil.example/es", "javascript:alert(1)", "/pricing"]) {
      const res = await get(`/language?to=es&next=${encodeURIComponent(next)}`);
      expect(res.headers.get("Location"), next).toBe("/es");
    }
    expect((await get("/language?to=fr&next=%2F")).status).toBe(400);
  });

  it("links every public page to its twin in the other language, in header and footer", async () => {
    const en = await (await get("/pricing")).text();
    const es = await (await get("/es/pricing")).text();
    const toSpanish = [...en.matchAll(/<a [^>]*href="\/language\?to=es&amp;next=%2Fes%2Fpricing"[^>]*>Español<\/a>/g)];
    const toEnglish = [...es.matchAll(/<a [^>]*href="\/language\?to=en&amp;next=%2Fpricing"[^>]*>English<\/a>/g)];
    // Desktop header, phone header and footer.
    expect(toSpanish).toHaveLength(3);
    expect(toEnglish).toHaveLength(3);
  });

  it("sends unknown Spanish paths to the Spanish home page", async () => {
    const res = await get("/es/no-such-page");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/es");
  });
});

describe("Spanish private pages", () => {
  it("are private in both languages: never cached", async () => {
    for (const path of ["/es/get-started", "/es/commercial-thank-you", "/language?to=es&next=%2Fes"]) {
      const res = await get(path);
      expect(res.headers.get("Cache-Control"), path).toMatch(/private, no-store/);
      expect(res.headers.get("X-Cache"), path).toBeNull();
    }
  });
});

describe("the Spanish hint", () => {
  it("reads Accept-Language by preference", () => {
    expect(prefersSpanish("es-US,es;q=0.9,en;q=0.8")).toBe(true);
    expect(prefersSpanish("es")).toBe(true);
    expect(prefersSpanish("en-US,en;q=0.9,es;q=0.8")).toBe(false);
    expect(prefersSpanish("en;q=0.5,es;q=0.9")).toBe(true);
    expect(prefersSpanish("es;q=0")).toBe(false);
    expect(prefersSpanish(null)).toBe(false);
  });

  it("shows on English pages for browsers that prefer Spanish, never redirects, and is its own cache entry", async () => {
    const path = fresh("/how-it-works");
    const spanish = await get(path, SPANISH_BROWSER);
    expect(spanish.status).toBe(200);
    const html = await spanish.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Ver en español");
    expect(html).toContain('href="/language?to=es&amp;next=%2Fes%2Fhow-it-works"');

    const english = await get(path, ENGLISH_BROWSER);
    expect(await english.text()).not.toContain("Ver en español");
    // Served again from the cache, each browser still gets its own version.
    const again = await get(path, SPANISH_BROWSER);
    expect(again.headers.get("X-Cache")).toBe("HIT");
    expect(await again.text()).toContain("Ver en español");
    const againEnglish = await get(path, ENGLISH_BROWSER);
    expect(againEnglish.headers.get("X-Cache")).toBe("HIT");
    expect(await againEnglish.text()).not.toContain("Ver en español");
  });

  it("English pages tell browser caches that they vary with the language headers", async () => {
    const res = await get(fresh("/pricing"));
    expect(res.headers.get("Vary")).toContain("Accept-Language, Cookie");
    const es = await get(fresh("/es/pricing"));
    expect(es.headers.get("Vary") ?? "").not.toContain("Cookie");
  });

  it("stays away once a language was chosen, and on Spanish pages", async () => {
    const chosen = await get(fresh("/how-it-works"), { ...SPANISH_BROWSER, Cookie: "lang=en" });
    expect(await chosen.text()).not.toContain("Ver en español");
    const spanishPage = await get(fresh("/es/how-it-works"), SPANISH_BROWSER);
    expect(await spanishPage.text()).not.toContain("Ver en español");
  });
});
