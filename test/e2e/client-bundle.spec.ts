import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { publicRoutes, spanish } from "./support/routes";
import { stripLocale } from "../../app/lib/i18n";
import { inlineText } from "../../app/lib/formatted-text";
import { articlesIn } from "../../server/content/blog";
import { cityCopyIn, cityPagesIn } from "../../server/content/city-pages";
import { servicePages } from "../../server/content/services";
import { customerArea } from "../../server/content/customer-area";
import { TAB_IDS } from "../../app/lib/customer-dashboard";
import { addDays, businessDate } from "../../app/lib/dates";
import { seedCustomer } from "./support/customers";
import { runId } from "./support/local-state";
import { sessionCookie, signInWithSession } from "./support/sessions";

/** The English articles, newest first. */
const articles = articlesIn("en");

/**
 * Page copy reaches the browser in the HTML, through loaders (docs/decisions/0003). This reads
 * every file of the client build (the webServer has just built it) and fails if it carries a
 * sentence of the server-side copy, i.e. if a page module pulled a content module into the
 * client bundle again.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a build check: once is enough");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const article = articles[0];
const service = servicePages.find((s) => s.path === "/services/dog-waste-removal");
if (!article || !service) throw new Error("content is missing");
const firstParagraph = article.body.find((b) => b.type === "p");

const sentences = [
  cityPagesIn("en").miami.intro,
  cityPagesIn("en").doral.intro,
  cityCopyIn("es").pages.miami.intro,
  cityCopyIn("es").pages.hialeah.local.points[0].text,
  service.lead,
  ...service.detail,
  firstParagraph && "children" in firstParagraph ? inlineText(firstParagraph.children) : "",
  article.excerpt,
].filter((s) => s.length > 60);

/** The longest stretch of a sentence without quotes, which bundlers may escape differently. */
const fragment = (s: string) => (s.split(/['"’\\]/).toSorted((a, b) => b.length - a.length)[0] ?? "").slice(0, 60);

test("the client build carries none of the server-side page copy", () => {
  const fragments = sentences.map(fragment);
  expect(fragments.filter((f) => f.length >= 30).length).toBeGreaterThanOrEqual(5);
  const readable = (dir: string) => filesUnder(join(process.cwd(), dir)).filter((f) => /\.(js|mjs|json|html|css|txt)$/.test(f));

  // The check can fail: the Worker's build does carry this copy.
  const server = readable("build/server")
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
  for (const f of fragments) expect(server, `server build has "${f}"`).toContain(f);

  const client = readable("build/client");
  expect(client.some((f) => f.endsWith(".js"))).toBe(true);
  const leaks = client.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return fragments.filter((f) => text.includes(f)).map((f) => `${file}: ${f}`);
  });
  expect(leaks).toEqual([]);
});

/**
 * What a visitor's browser runs on a public page, gzip, counted from the build (the minified files
 * the server sends): no public page and no step of the quote wizard ships the framework
 * (docs/decisions/0002), only its standalone scripts.
 */
const BUDGET = 10 * 1024;
/** The scripts of a page beyond site.js (which every page without React loads last). */
const PAGE_SCRIPTS: Record<string, string[]> = {
  "/faq": ["faq-filter"],
  "/blog": ["blog-filter"],
  "/login": ["sign-in-form"],
  "/forgot-password": ["sign-in-form"],
  "/get-started": ["wizard-start"],
  // The contact step as the pricing page's plan buttons and the commercial pages open it.
  "/get-started?frequency=weekly": ["wizard-form"],
  "/get-started?service=commercial": ["wizard-form"],
};

/**
 * Collects the Content-Security-Policy violations `page` reports (its console, and the
 * `securitypolicyviolation` events of each document it loads).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`Refused to load ${e.blockedURI} (Content Security Policy: ${e.violatedDirective})`);
    });
  });
  return violations;
}

/**
 * One sweep of the public pages in both languages, each loaded once as a visitor's browser loads
 * it: what the page runs (the budget above, and nothing but its own scripts), and nothing of it
 * refused by the page's Content-Security-Policy.
 */
test("every public page and the wizard's first step run at most 10 KB of JavaScript, their own content-hashed scripts then site.js, and trigger no Content-Security-Policy violation", async ({
  page,
}) => {
  // The wizard's community and plan steps need a draft or a stored lead: npm run bench:js measures them.
  const routes = [...publicRoutes, "/get-started?frequency=weekly", "/get-started?service=commercial"];
  // About a hundred and twenty pages in one test: a budget per page.
  test.setTimeout(routes.length * 2 * 5_000);
  const violations = await watchViolations(page);
  let scripts: string[] = [];
  // Routing turns the HTTP cache off, so each page's scripts are requested (and counted) again.
  await page.route("**/*.js", (route) => route.continue());
  // Scripts the page runs; a file prefetched after load for the next page (the wizard's contact
  // step) is a request of another type, checked in test/e2e/wizard.spec.ts.
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith(".js") && r.resourceType() === "script") scripts.push(url.pathname);
  });
  // Each Spanish page within the same budget as its English twin: the second language is loader data.
  for (const path of [...routes, ...routes.map(spanish)]) {
    scripts = [];
    await page.goto(path);
    await expect(page, "the page is the one asked for").toHaveURL(new RegExp(`${path.replace(/\?.*/, "")}(\\?|$)`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations, path).toEqual([]);
    // No wait for the network to go quiet: `goto` resolved after the load event (every script the
    // HTML names is fetched and run by then) and after site.js, which runs last, marked the page.
    const bytes = scripts.reduce((sum, s) => sum + gzipSync(readFileSync(join(process.cwd(), "build/client", s))).length, 0);
    expect(bytes, `${path}: ${scripts.join(", ")}`).toBeLessThanOrEqual(BUDGET);
    // Content-hashed names (cached for a year): /assets/<name>-<hash>.js.
    const names = scripts.map((s) => /^\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(s)?.[1] ?? s);
    const carousel = (await page.locator("[data-carousel]").count()) > 0;
    const own = PAGE_SCRIPTS[stripLocale(path)] ?? (carousel ? ["carousel"] : []);
    expect(names, path).toEqual([...own, "site"]);
  }
  // Following a link too: the next document's policy allows what it loads.
  await page.goto("/");
  await page.getByRole("link", { name: "Get Free Quote" }).first().click();
  await expect(page).toHaveURL(/\/get-started/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

/**
 * The customer area is a document without the framework too (docs/decisions/0022): every tab, in
 * both languages, for a customer with a service and for the demo account, runs its own script then
 * site.js, at most 15 KB (gzip, counted from what the browser fetched), and nothing of it is
 * refused by the page's Content-Security-Policy.
 */
const CUSTOMER_BUDGET = 15 * 1024;

test("every tab of the customer area, both languages, runs at most 15 KB of JavaScript, its own script then site.js, and triggers no Content-Security-Policy violation", async ({
  page,
}) => {
  const run = runId("cb");
  const email = `bundle.customer.${run}@example.com`;
  await seedCustomer({
    email,
    password: "bundle customer password 1",
    firstName: "Bea",
    lastName: `Bundle${run}`,
    locale: "en",
    lead: { phone: "(305) 555-0150", address: "5 Budget Way", zip_code: "33135", preferred_day: "monday" },
    visitOn: addDays(businessDate(), 2),
  });
  const demo = process.env.E2E_CUSTOMER_SESSION;
  if (!demo) throw new Error("global setup did not seed a customer session");
  const violations = await watchViolations(page);
  let scripts: string[] = [];
  await page.route("**/*.js", (route) => route.continue());
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith(".js") && r.resourceType() === "script") scripts.push(url.pathname);
  });
  for (const account of ["customer", "demo"] as const) {
    await page.context().clearCookies();
    if (account === "demo") await page.context().addCookies([sessionCookie(demo)]);
    else await signInWithSession(page, email);
    for (const prefix of ["", "/es"])
      for (const tab of TAB_IDS) {
        const path = `${prefix}/customer?tab=${tab}`;
        scripts = [];
        await page.goto(path);
        await expect(page, `${account} ${path}`).toHaveURL(new RegExp(`${prefix}/customer\\?tab=${tab}$`));
        await expect(page.getByRole("region", { name: customerArea[prefix ? "es" : "en"].tabs[tab] })).toBeVisible();
        expect(violations, path).toEqual([]);
        const bytes = scripts.reduce((sum, s) => sum + gzipSync(readFileSync(join(process.cwd(), "build/client", s))).length, 0);
        expect(bytes, `${account} ${path}: ${scripts.join(", ")}`).toBeLessThanOrEqual(CUSTOMER_BUDGET);
        expect(
          scripts.map((s) => /^\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(s)?.[1] ?? s),
          path,
        ).toEqual(["customer-area", "site"]);
      }
  }
});

/**
 * Server-only code stays on the server: the client build holds none of our SQL, no name of a
 * server table and no password hashing. Drizzle writes SQL in lower case, so the SQL phrases
 * match in any case; names match exactly.
 */
const SQL = [/insert into/i, /create table/i, /on conflict/i, /delete from/i];
const NAMES = ["lead_events", "rate_limits", "stripe_events", "PBKDF2", "deriveBits"];

test("the client build holds no SQL, server table names or password hashing", () => {
  const read = (dir: string) =>
    filesUnder(join(process.cwd(), dir))
      .filter((f) => /\.(js|mjs|json|html|css|txt|map)$/.test(f))
      .map((file) => ({ file, text: readFileSync(file, "utf8") }));
  const found = (files: { file: string; text: string }[]) =>
    files.flatMap(({ file, text }) => [
      ...SQL.filter((re) => re.test(text)).map((re) => `${file}: ${re.source}`),
      ...NAMES.filter((name) => text.includes(name)).map((name) => `${file}: ${name}`),
    ]);

  // The check can fail: the Worker's build holds every one of the names and our SQL.
  const server = found(read("build/server")).join("\n");
  for (const name of NAMES) expect(server, `server build has ${name}`).toContain(name);
  expect(server).toMatch(/on conflict/);

  const client = read("build/client");
  expect(client.some(({ file }) => file.endsWith(".js"))).toBe(true);
  expect(found(client)).toEqual([]);
});
