import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import fullCss from "~/app.css?inline";
import crewDayCss from "~/styles/crew-day.css?inline";
import customerAreaCss from "~/styles/customer-area.css?inline";
import staticPagesCss from "~/styles/static-pages.css?inline";
import { cities } from "~/content/locations";
import { staticPaths } from "~/content/site-paths";
import { addDays, businessDate } from "~/lib/dates";
import { localizePath, LOCALES } from "~/lib/i18n";
import { articlesIn } from "~server/content/blog";
import { users } from "~server/db/schema";
import { issueToken } from "~server/models/auth-tokens";
import { createUser, signIn } from "./support/auth";
import { fetchHtml } from "./support/html";
import { db, deleteTestLead } from "./support/leads";
import { close, crewMember, CUSTOMER_PASSWORD, customerWithVisit, onRoute, PNG } from "./support/visits";
import { fetchWorker, getWithCookie, postForm } from "./support/worker";

/** The English articles, newest first. */
const articles = articlesIn("en");

/**
 * The inlined stylesheet (app/lib/inline-css.ts): a page with `hydrate: false` inlines
 * app/styles/static-pages.css, built only from the sources such pages render; a page with React
 * inlines the full app/app.css, which client-side navigations among React pages keep. Every class
 * a static page uses that the full sheet styles must be styled by the static sheet too, so a
 * missing `@source` entry fails here.
 */

/** Every page of the sitemap, both languages (the same lists as app/routes/seo/sitemap-xml.ts). */
const sitemapPaths = [...staticPaths, ...cities.map((c) => `/locations/${c.slug}`), ...articles.map((a) => `/blog/${a.slug}`)].flatMap((path) =>
  LOCALES.map((locale) => localizePath(locale, path)),
);

/** `\31 0` and `\:` in a selector name the characters `10` and `:`. */
const unescapeCss = (s: string) =>
  s.replace(/\\([0-9a-fA-F]{1,6}) ?|\\([^0-9a-fA-F])/g, (_, hex: string | undefined, ch: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (ch ?? ""),
  );

/** The class names that appear in a selector of the stylesheet (nested rules included; declarations and at-rule preludes skipped). */
export function classesStyledBy(css: string): Set<string> {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const classes = new Set<string>();
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "{") {
      const prelude = source.slice(start, i).trim();
      if (!prelude.startsWith("@")) {
        for (const m of prelude.matchAll(
          /\.(-?(?:[A-Za-z_\u00a0-\uffff]|\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F])(?:[\w\u00a0-\uffff-]|\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F])*)/g,
        )) {
          classes.add(unescapeCss(m[1] ?? ""));
        }
      }
      start = i + 1;
    } else if (c === "}" || c === ";") {
      start = i + 1;
    }
  }
  return classes;
}

/** Every class token written in the page's markup. */
const classTokensOf = (html: string) =>
  new Set(
    [...html.matchAll(/<[a-zA-Z][^>]*?\sclass="([^"]*)"/g)].flatMap((m) =>
      (m[1] ?? "")
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .split(/\s+/)
        .filter(Boolean),
    ),
  );

const inlinedCssOf = (html: string) => {
  const head = html.slice(0, html.indexOf("</head>"));
  const styles = [...head.matchAll(/<style id="app-css">([\s\S]*?)<\/style>/g)];
  expect(styles).toHaveLength(1);
  return styles[0]?.[1] ?? "";
};

/** React Router's hydration data: only a page with React carries it. */
const hydrates = (html: string) => html.includes("window.__reactRouterContext");

const styledByFull = classesStyledBy(fullCss);
const styledByStatic = classesStyledBy(staticPagesCss);

describe("inlined stylesheet", () => {
  it("the selector reader finds escaped and variant class names", () => {
    // Made-up names: real utilities written here would be scanned into app/app.css.
    const css =
      ".wide\\:alpha{@media (width>=48rem){color:red}}.\\32 up\\:beta{color:red}.part-1\\/3:hover{color:red}.gamma:not(.delta) .zeta-\\[9ch\\]{color:red;margin:.5rem}";
    expect([...classesStyledBy(css)].sort()).toEqual(["2up:beta", "delta", "gamma", "part-1/3", "wide:alpha", "zeta-[9ch]"]);
  });

  it("the sitemap lists the pages checked here", async () => {
    const res = await fetchWorker("/sitemap.xml");
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(locs.sort()).toEqual([...sitemapPaths].sort());
  });

  it("the static pages' sheet is a strict subset of the full one", () => {
    expect(staticPagesCss.length).toBeLessThan(fullCss.length);
    // The components layer is in both (app/styles/shared.css).
    for (const name of ["btn-primary", "card", "link", "eyebrow", "carousel-dot", "js-hidden", "js-only"]) expect(styledByStatic, name).toContain(name);
    const missing = [...styledByStatic].filter((name) => !styledByFull.has(name));
    expect(missing).toEqual([]);
  });

  for (const path of sitemapPaths) {
    it(`${path} inlines the sheet its kind of page needs`, async () => {
      const html = await fetchHtml(path);
      const css = inlinedCssOf(html);
      if (hydrates(html)) {
        expect(css, `${path} hydrates: the full sheet`).toBe(fullCss);
        return;
      }
      expect(css, `${path} does not hydrate: the static pages' sheet`).toBe(staticPagesCss);
      const used = [...classTokensOf(html)].filter((name) => styledByFull.has(name));
      expect(used.length, path).toBeGreaterThan(20);
      const unstyled = used.filter((name) => !styledByStatic.has(name));
      expect(unstyled, `classes on ${path} that app/app.css styles and app/styles/static-pages.css does not (add an @source entry)`).toEqual([]);
    });
  }

  it.each(["/", "/es", "/locations/miami", "/privacy", "/es/pricing", "/faq", "/es/faq", "/blog", "/login", "/es/login", "/get-started", "/es/get-started"])(
    "%s is a page without React and gets the smaller sheet",
    async (path) => {
      const html = await fetchHtml(path);
      expect(hydrates(html)).toBe(false);
      expect(inlinedCssOf(html)).toBe(staticPagesCss);
    },
  );

  // Every step of the wizard is a document without React: the contact step as the pricing and
  // commercial pages' buttons open it, its error summary and messages included (their classes
  // are those app/enhance/wizard-form.js writes too).
  it.each(["/get-started?service=residential", "/es/get-started?service=commercial", "/get-started?frequency=weekly"])(
    "%s (the contact step) is a page without React, every class of it styled by the smaller sheet",
    async (path) => {
      const html = await fetchHtml(path);
      expect(html).toContain('name="email"');
      expect(hydrates(html)).toBe(false);
      expect(inlinedCssOf(html)).toBe(staticPagesCss);
      const unstyled = [...classTokensOf(html)].filter((name) => styledByFull.has(name) && !styledByStatic.has(name));
      expect(unstyled).toEqual([]);
      for (const name of ["field-error", "bg-red-50", "border-red-200", "list-disc", "animate-spin", "border-r-transparent", "text-amber-800"])
        expect(styledByStatic, name).toContain(name);
    },
  );
});

/**
 * The way in (the forgotten password, the set-password and invitation links) and the wizard's
 * result pages are documents too (decision 0022), on the public pages' sheet: every class of every
 * state of theirs is styled by it.
 */
describe("the way in and the wizard's result pages inline the smaller sheet", () => {
  it("every class of each page and state, both languages, is styled by app/styles/static-pages.css", async () => {
    const invited = await customerWithVisit();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.lead_id, invited.lead.id));
    const reset = await createUser("sheet.reset@example.com", "an old password to forget", "customer");
    const pages: [string, Response][] = [];
    for (const prefix of ["", "/es"]) {
      pages.push([`${prefix}/forgot-password`, await fetchWorker(`${prefix}/forgot-password`)]);
      pages.push([`${prefix}/forgot-password?sent=1`, await fetchWorker(`${prefix}/forgot-password?sent=1`)]);
      pages.push([`${prefix} a refused address`, await postForm(`${prefix}/forgot-password`, { email: "not an address" })]);
      pages.push([`${prefix} a reset link`, await fetchWorker(`${prefix}/reset-password/${await issueToken(db, reset.id, "password_reset")}`)]);
      pages.push([`${prefix} an invitation`, await fetchWorker(`${prefix}/invite/${await issueToken(db, user?.id ?? 0, "invitation")}`)]);
      pages.push([
        `${prefix} a refused password`,
        await postForm(`${prefix}/reset-password/${await issueToken(db, reset.id, "password_reset")}`, { password: "short", confirm: "other" }),
      ]);
      pages.push([`${prefix} a link no longer valid`, await fetchWorker(`${prefix}/reset-password/${"x".repeat(43)}`)]);
      pages.push([`${prefix}/success`, await fetchWorker(`${prefix}/success`)]);
      pages.push([`${prefix}/commercial-thank-you`, await fetchWorker(`${prefix}/commercial-thank-you`)]);
    }
    for (const [name, res] of pages) {
      const html = await res.text();
      expect(hydrates(html), name).toBe(false);
      expect(inlinedCssOf(html), name).toBe(staticPagesCss);
      const unstyled = [...classTokensOf(html)].filter((token) => styledByFull.has(token) && !styledByStatic.has(token));
      expect(unstyled, `classes on ${name} that app/app.css styles and app/styles/static-pages.css does not (add an @source entry)`).toEqual([]);
    }
  });
});

/**
 * The crew's day (a document without React, for crew accounts and the office) inlines its own
 * sheet, app/styles/crew-day.css, which adds nothing to the public pages' one: every class of every
 * state of the page (open, done with a photo, skipped, a refused close, the office's routes with a
 * deleted customer, a day outside the crew's reach) is styled by it.
 */
describe("the crew's day's stylesheet", () => {
  it("is a strict subset of the full one, and far smaller", () => {
    expect(crewDayCss.length).toBeLessThan(fullCss.length / 2);
    const missing = [...classesStyledBy(crewDayCss)].filter((name) => !styledByFull.has(name));
    expect(missing).toEqual([]);
  });

  it("styles every class of every state of the page, in both languages and for the office", async () => {
    const styledByCrew = classesStyledBy(crewDayCss);
    const yesterday = addDays(businessDate(), -1);
    const crew = await crewMember("css.crew@example.com", "es");
    const [open, done, skipped, gone] = await Promise.all(
      ["Open", "Done", "Skipped", "Gone"].map((name) =>
        customerWithVisit({ date: yesterday, name: `Css ${name}`, lead: { special_instructions: "Bags by the shed." } }),
      ),
    );
    for (const c of [open, done, skipped, gone]) if (c) await onRoute(c.lead.id, crew.user.id);
    if (!open || !done || !skipped || !gone) throw new Error("seeding failed");
    const fields = (c: typeof open, intent: string) => ({ intent, visitId: String(c.visit.id), version: "0", date: yesterday, note: "Listo" });
    expect((await close(crew.cookie, fields(done, "done"), { bytes: PNG, name: "yard.png", type: "image/png" })).status).toBe(303);
    expect((await close(crew.cookie, { ...fields(skipped, "skip"), reason: "weather" })).status).toBe(303);
    await deleteTestLead(gone.lead.id);
    await createUser("css.office@example.com", "admin password 12", "admin");
    const office = await signIn("css.office@example.com", "admin password 12");

    const pages: [string, Response][] = [
      ["the crew's day, today", await getWithCookie("/es/admin/visits", crew.cookie)],
      ["the crew's day, yesterday", await getWithCookie(`/es/admin/visits?date=${yesterday}&closed=${done.visit.id}`, crew.cookie)],
      ["a refused close", await close(crew.cookie, fields(open, "skip"), undefined, "/es/admin/visits")],
      ["a day outside the crew's reach", await getWithCookie(`/es/admin/visits?date=${addDays(businessDate(), -30)}`, crew.cookie)],
      ["the office's routes", await getWithCookie(`/admin/visits?date=${yesterday}`, office)],
      ["the office's view, tomorrow", await getWithCookie(`/admin/visits?date=${addDays(businessDate(), 1)}&crew=${crew.user.id}`, office)],
    ];
    for (const [name, res] of pages) {
      const html = await res.text();
      expect(hydrates(html), name).toBe(false);
      expect(inlinedCssOf(html), name).toBe(crewDayCss);
      const used = [...classTokensOf(html)].filter((c) => styledByFull.has(c));
      expect(used.length, name).toBeGreaterThan(20);
      expect(
        used.filter((c) => !styledByCrew.has(c)),
        `classes on ${name} that app/app.css styles and app/styles/crew-day.css does not (add an @source entry)`,
      ).toEqual([]);
    }
  });
});

/**
 * The customer area (a document without React, every tab, for the demo account and an account
 * with no service too) inlines its own sheet, app/styles/customer-area.css, which adds nothing to
 * the public pages' one: every class of every tab and state is styled by it.
 */
describe("the customer area's stylesheet", () => {
  it("is a strict subset of the full one, and far smaller", () => {
    expect(customerAreaCss.length).toBeLessThan(fullCss.length / 2);
    const missing = [...classesStyledBy(customerAreaCss)].filter((name) => !styledByFull.has(name));
    expect(missing).toEqual([]);
  });

  it("styles every class of every tab and state of the page, in both languages", async () => {
    const styledByCustomer = classesStyledBy(customerAreaCss);
    const real = await customerWithVisit({ date: addDays(businessDate(), 2), name: "Css Customer", lead: { special_instructions: "Bags by the shed." } });
    const customer = await signIn(real.lead.email, CUSTOMER_PASSWORD);
    await createUser("css.demo@example.com", "demo password 12", "customer", "Css Demo", { demo: true });
    const demo = await signIn("css.demo@example.com", "demo password 12");
    await createUser("css.none@example.com", "none password 12", "customer");
    const none = await signIn("css.none@example.com", "none password 12");
    const tabs = ["services", "billing", "notifications", "account"];
    const pages: [string, Response][] = [];
    for (const [who, cookie] of [
      ["a customer", customer],
      ["the demo", demo],
    ] as const)
      for (const prefix of ["", "/es"])
        for (const tab of tabs) pages.push([`${who}, ${prefix}/customer?tab=${tab}`, await getWithCookie(`${prefix}/customer?tab=${tab}`, cookie)]);
    pages.push(["no service yet", await getWithCookie("/es/customer", none)]);
    pages.push(["a refused contact save", await postForm("/customer?tab=account", { intent: "contact", phone: "12", gateInstructions: "" }, customer)]);
    pages.push(["a refused pause", await postForm("/es/customer?tab=services", { intent: "pause", start: "", end: "", version: "0" }, customer)]);
    pages.push(["a saved address", await getWithCookie("/customer?tab=account&saved=service", customer)]);
    pages.push(["the demo's answer", await postForm("/customer?tab=billing", { intent: "portal" }, demo)]);
    for (const [name, res] of pages) {
      const html = await res.text();
      expect(hydrates(html), name).toBe(false);
      expect(inlinedCssOf(html), name).toBe(customerAreaCss);
      const used = [...classTokensOf(html)].filter((c) => styledByFull.has(c));
      expect(used.length, name).toBeGreaterThan(20);
      expect(
        used.filter((c) => !styledByCustomer.has(c)),
        `classes on ${name} that app/app.css styles and app/styles/customer-area.css does not (add an @source entry)`,
      ).toEqual([]);
    }
  });
});
