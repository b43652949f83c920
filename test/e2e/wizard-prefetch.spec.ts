import { expect, test, waitForNewDocument } from "./support/test";
import { useOwnClientIp } from "./support/wizard";

/**
 * The quote wizard's steps are documents without React (docs/decisions/0002); once the first step
 * has loaded, its script prefetches the script the contact step runs. A file of its own:
 * Playwright's trace recorder makes the browser skip its HTTP cache (as routing does), and the
 * trace setting can only change per file.
 */
test.use({ trace: "off" });

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientIp(page, testInfo);
});

test("step 1 prefetches the files the contact step runs, and the contact step takes them from the cache", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the first step's script fetches them; without JavaScript nothing is fetched");
  // The DevTools protocol tells where each response came from.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Map<string, { fromCache: boolean; type: string }>();
  const fromMemory = new Set<string>();
  cdp.on("Network.requestServedFromCache", (e) => fromMemory.add(e.requestId));
  cdp.on("Network.responseReceived", (e) => {
    const path = new URL(e.response.url).pathname;
    const fromCache = Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache) || fromMemory.has(e.requestId);
    if (path.startsWith("/assets/") && path.endsWith(".js")) scripts.set(`${e.type}:${path}`, { fromCache, type: e.type });
  });
  await page.goto("/get-started");
  const prefetched = await page.locator("link[rel=prefetch]").evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const name = (path: string) => /^\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(path)?.[1] ?? path;
  // The contact step's own script (site.js is this page's too).
  expect(prefetched.map(name)).toEqual(["wizard-form"]);
  await page.waitForLoadState("networkidle");
  scripts.clear();

  await page.getByRole("region", { name: "Residential Scooping" }).getByRole("button", { name: "Get Custom Quote" }).click();
  await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
  await waitForNewDocument(page);
  const loaded = [...scripts.entries()].filter(([, s]) => s.type === "Script");
  expect(loaded.map(([key]) => name(key.replace(/^Script:/, ""))).toSorted()).toEqual(["site", "wizard-form"]);
  const fetchedAgain = loaded.filter(([, s]) => !s.fromCache).map(([key]) => key);
  expect(fetchedAgain, `prefetched: ${prefetched.join(", ")}`).toEqual([]);
});
