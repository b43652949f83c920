import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import customerAreaCss from "~/styles/customer-area.css?inline";
import { addDays, businessDate, formatIsoDate } from "~/lib/dates";
import { customerArea } from "~server/content/customer-area";
import { INVOICES_SHOWN } from "~/lib/customer-dashboard";
import { DEMO_SUBSCRIBED, demoCustomerArea } from "~server/content/customer-demo";
import { createUser, editAccountInD1, forgotPassword, signedInUser, signIn } from "./support/auth";
import { decodeEntities, hasFramework, mainOf, postForms, scriptNames, scriptsOf } from "./support/html";
import { mailTo, waitForMail } from "./support/mail";
import { convertedCustomer, CUSTOMER_PASSWORD, todaysVisit } from "./support/visits";
import { getWithCookie, postForm } from "./support/worker";

/** The active panel: the section whose id is panel-<tab>. */
const panelIds = (html: string) => [...html.matchAll(/<section[^>]*id="panel-([a-z]+)"/g)].map((m) => m[1]);

const en = customerArea.en;

describe("/customer", () => {
  let customerCookie = "";
  let adminCookie = "";

  beforeAll(async () => {
    // The fixed sample dashboard belongs to the demo account only.
    customerCookie = await signedInUser({ email: "pat.customer@example.com", password: "pat customer password" }, "customer", "Pat Customer", { demo: true });
    adminCookie = await signedInUser({ email: "ada.admin@example.com", password: "ada admin password" }, "admin", "Ada Admin");
  });

  it("sends anonymous visitors to /login", async () => {
    const res = await getWithCookie("/customer");
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("Location") ?? "", "http://localhost").pathname).toBe("/login");
  });

  it("sends a visitor with an unknown session to /login", async () => {
    const res = await getWithCookie("/customer", `session=${"A".repeat(43)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/\/login$/);
  });

  it("shows the demo account the real panels with sample data, under its own name, labelled as sample data", async () => {
    const res = await getWithCookie("/customer", customerCookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const sample = demoCustomerArea("en", { name: "Pat Customer", email: "pat.customer@example.com" });
    // The profile carries the signed-in person's name (as the header does), with the sample plan.
    expect(html).toMatch(/id="profile-name"[^>]*>Pat Customer</);
    expect(html).toContain("Weekly service · Tuesdays");
    expect(html).toContain(sample.service.address);
    expect(html).toMatch(/role="note" aria-label="Sample data"/);
    expect(html).toContain(">Sample data</strong>");
    expect(html).toMatch(/<form(?=[^>]*action="\/logout")(?=[^>]*method="post")/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(panelIds(html)).toEqual(["services"]);
    // The services tab of a real customer: plan, instructions, the closed visits and the next one.
    expect(html).toContain(en.demoData.gateInstructions);
    expect(html).toContain(en.demoData.visitNotes.cleared);
    expect(html).toContain(`Next visit: ${formatIsoDate(sample.visits.next ?? "", "en")}`);
    expect(html).toContain("Skipped: see the note");
  });

  it("keeps the demo's visits around today: six closed before it, the next on or after it", () => {
    for (const today of ["2026-11-27", "2026-11-24", "2026-12-31"]) {
      const { visits } = demoCustomerArea("en", { name: "A", email: "a@example.com" }, today);
      expect(visits.items.map((v) => v.date).every((d) => d < today)).toBe(true);
      expect(visits.items.map((v) => new Date(`${v.date}T12:00:00Z`).getUTCDay())).toEqual([2, 2, 2, 2, 2, 2]);
      expect(visits.next && visits.next >= today && new Date(`${visits.next}T12:00:00Z`).getUTCDay() === 2).toBe(true);
      expect(visits.items.map((v) => v.status)).toEqual(["done", "done", "done", "done", "done", "skipped"]);
    }
  });

  it("keeps the demo's billing a history that adds up: an invoice of the plan's price each period since the subscription began, the next charge one period after the last", () => {
    // Dates one interval apart, on the calendar (a month's day clamped to its last day), written independently of the demo's own.
    const later = (start: string, interval: string, count: number, periods: number) => {
      const [y, m, d] = start.split("-").map(Number) as [number, number, number];
      if (interval === "week" || interval === "day")
        return new Date(Date.UTC(y, m - 1, d + periods * count * (interval === "week" ? 7 : 1))).toISOString().slice(0, 10);
      const months = periods * count * (interval === "year" ? 12 : 1);
      const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
      return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
    };
    for (const today of [DEMO_SUBSCRIBED, "2025-04-17", "2025-04-18", "2026-02-28", "2026-12-06", "2029-07-31"]) {
      const { billing, payments } = demoCustomerArea("en", { name: "A", email: "a@example.com" }, today);
      const price = payments.price;
      if (!price) throw new Error("the demo has a plan price");
      expect(billing).toMatchObject({ state: "active", since: formatIsoDate(DEMO_SUBSCRIBED, "en") });
      // Every period begun on or before today, the first on the day the subscription began.
      const begun: string[] = [];
      for (let n = 0; later(DEMO_SUBSCRIBED, price.interval, price.intervalCount, n) <= today; n++)
        begun.push(later(DEMO_SUBSCRIBED, price.interval, price.intervalCount, n));
      const shown = begun.toReversed().slice(0, INVOICES_SHOWN);
      expect(
        payments.invoices.map((i) => i.date),
        today,
      ).toEqual(shown);
      expect(new Set(payments.invoices.map((i) => `${i.amount} ${i.currency} ${i.status}`)), today).toEqual(
        new Set([`${price.amount} ${price.currency} paid`]),
      );
      expect(new Set(payments.invoices.map((i) => i.number)).size).toBe(payments.invoices.length);
      expect(billing.nextCharge, today).toBe(formatIsoDate(later(DEMO_SUBSCRIBED, price.interval, price.intervalCount, begun.length), "en"));
    }
    expect(demoCustomerArea("en", { name: "A", email: "a@example.com" }, "2029-07-31").payments.invoices).toHaveLength(INVOICES_SHOWN);
  });

  it("sends a crew account to the day's visits, in the page's language", async () => {
    const crew = await signedInUser({ email: "cruz.crew@example.com", password: "cruz crew password" }, "crew", "Cruz Crew");
    const homes: [string, string][] = [
      ["/customer", "/admin/visits"],
      ["/es/customer", "/es/admin/visits"],
    ];
    for (const [path, home] of homes) {
      const res = await getWithCookie(path, crew);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toBe(home);
    }
  });

  it("shows an account without a service (an admin here) that none is linked, and no sample data", async () => {
    const res = await getWithCookie("/customer", adminCookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("No service is linked to this account yet");
    expect(html).not.toContain("Sample data");
    expect(html).not.toContain(en.demoData.gateInstructions);
    expect(html).toContain('href="/admin"');
  });

  it.each([
    ["billing", en.billing.subscription],
    ["notifications", en.notifications.visitSummary],
    ["account", en.account.saveService],
    ["services", en.services.visits],
  ])("renders the %s panel when the URL asks for it", async (tab, text) => {
    const html = await (await getWithCookie(`/customer?tab=${tab}`, customerCookie)).text();
    expect(panelIds(html)).toEqual([tab]);
    expect(html).toContain(text);
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="/customer\\?tab=${tab}"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="/customer\\?tab=${tab}"`),
    );
  });

  it("falls back to the services panel for an unknown tab", async () => {
    const html = await (await getWithCookie("/customer?tab=nope", customerCookie)).text();
    expect(panelIds(html)).toEqual(["services"]);
  });

  it("shows the demo's sample subscription, and Manage billing as a form the demo's action answers", async () => {
    const html = await (await getWithCookie("/customer?tab=billing", customerCookie)).text();
    expect(html).toMatch(/data-billing-state="active"[^>]*>Active</);
    expect(html).toContain("since March 18, 2025");
    expect(html).toMatch(/<form[^>]*action="\/customer\?tab=billing" method="post"><button(?=[^>]*value="portal")(?=[^>]*name="intent")[^>]*>Manage billing</);
    expect(html).not.toContain(`value="checkout"`);
  });

  it.each([
    ["en", "account", "contact", { phone: "(305) 555-0101", gateInstructions: "Code 1" }],
    ["en", "account", "service", { address: "100 Main St", zipCode: "33133", preferredDay: "friday" }],
    ["en", "notifications", "notifications", { promotions: "on" }],
    ["en", "billing", "checkout", {}],
    ["es", "billing", "portal", {}],
    ["es", "account", "contact", { phone: "(305) 555-0101", gateInstructions: "" }],
  ] as const)("answers the demo's %s %s tab's %s form with a notice that nothing changed, and writes nothing", async (locale, tab, intent, fields) => {
    const before = await rowsWritten();
    const path = `${locale === "es" ? "/es" : ""}/customer?tab=${tab}`;
    const res = await postForm(path, { intent, ...fields }, customerCookie);
    expect(res.status).toBe(403);
    const html = await res.text();
    const notices = customerArea[locale].demo.notices;
    const id = intent === "checkout" || intent === "portal" ? "billing" : intent;
    expect(html).toContain(`<html lang="${locale}"`);
    // Shown on the page beside the form, not only in the page's data.
    expect(html).toContain(
      `data-testid="demo-notice" class="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">${notices[id].replace(/'/g, "&#x27;")}</p>`,
    );
    expect(await rowsWritten()).toEqual(before);
  });

  it.each(["en", "es"] as const)("keeps the demo's password as it is (%s): the account tab says so instead of offering a reset link", async (locale) => {
    const html = await (await getWithCookie(`${locale === "es" ? "/es" : ""}/customer?tab=account`, customerCookie)).text();
    expect(html).not.toContain(`>${customerArea[locale].account.changePassword}<`);
    expect(html).not.toMatch(/href="(\/es)?\/forgot-password"/);
    expect(html).toContain(customerArea[locale].demo.password.replace(/'/g, "&#x27;"));
  });

  it("sends no reset link to the demo account's address, whoever asks", async () => {
    expect((await forgotPassword("pat.customer@example.com")).status).toBe(303);
    // A marker request to a real account, queued after it, arrives; the demo's never does.
    await createUser("demo.marker@example.com", "the marker's password", "customer");
    expect((await forgotPassword("demo.marker@example.com")).status).toBe(303);
    await waitForMail("demo.marker@example.com");
    expect(await mailTo("pat.customer@example.com")).toHaveLength(0);
  });

  it("refuses an unknown action from the demo account", async () => {
    const res = await postForm("/customer", { intent: "refund-everything" }, customerCookie);
    expect(res.status).toBe(404);
  });

  it("shows the demo in Spanish on /es/customer, every tab, and none of its English sample words", async () => {
    const es = customerArea.es;
    const sample = demoCustomerArea("es", { name: "Pat Customer", email: "pat.customer@example.com" });
    const pages: Record<string, string> = {};
    for (const tab of ["services", "billing", "notifications", "account"]) {
      const res = await getWithCookie(`/es/customer?tab=${tab}`, customerCookie);
      expect(res.status).toBe(200);
      pages[tab] = await res.text();
    }
    const all = Object.values(pages).join("\n");
    expect(all).toMatch(/role="note" aria-label="Datos de muestra"/);
    expect(pages.services).toContain(es.demoData.visitNotes.cleared);
    expect(pages.services).toContain(`Próxima visita: ${formatIsoDate(sample.visits.next ?? "", "es")}`);
    expect(pages.services).toContain("Servicio semanal · los martes");
    expect(pages.billing).toContain(">Activa<");
    expect(pages.notifications).toContain(es.notifications.visitSummary);
    expect(pages.account).toContain(es.demoData.gateInstructions);
    const english = [
      ...Object.values(en.demoData.visitNotes),
      en.demoData.gateInstructions,
      en.demoData.notes,
      ...Object.values(en.demo.notices),
      en.demo.label,
    ];
    for (const words of english) expect(all).not.toContain(words.replace(/'/g, "&#x27;"));
    // "de 8 a. m. a 6 p. m." ends the help card's sentence with its own period.
    expect(pages.services).toMatch(/Nuestro equipo en Miami atiende de lunes a sábado, de 8 a\. m\. a 6 p\. m\.</);
  });
});

/** Rows any write of the customer area would add or change: leads, their history, the text-consent log, users. */
async function rowsWritten() {
  const counts = await env.DB.prepare(
    "SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM lead_events) AS events, (SELECT coalesce(sum(version), 0) FROM leads) AS versions, (SELECT group_concat(email || ':' || coalesce(lead_id, '') || ':' || name) FROM users) AS users",
  ).first();
  return counts;
}

/**
 * The customer area is a document without the framework (issue 63, docs/decisions/0022), as the
 * crew's day is: every tab of every kind of account (a customer with a service, the demo account,
 * an account with no service yet), both languages, loads one small script
 * (app/enhance/customer-area.js) then site.js and inlines its own sheet; every form posts natively
 * and carries the words the script shows while it is on its way, in the page's language.
 */
describe("the customer area is a document without the framework", () => {
  const TABS = ["services", "billing", "notifications", "account"] as const;

  let cookies: { customer: string; demo: string; none: string };
  beforeAll(async () => {
    const real = await convertedCustomer({ email: "document.customer@example.com", name: "Doc Customer" });
    await todaysVisit(real.lead.id, addDays(businessDate(), 3));
    await createUser("document.none@example.com", "no service password", "customer");
    cookies = {
      customer: await signIn("document.customer@example.com", CUSTOMER_PASSWORD),
      demo: await signedInUser({ email: "document.demo@example.com", password: "document demo password" }, "customer", "Doc Demo", { demo: true }),
      none: await signIn("document.none@example.com", "no service password"),
    };
  });

  it("every tab, for a customer, the demo account and an account with no service, in both languages: its own script then site.js, its own sheet, nothing of the framework", async () => {
    for (const [who, cookie] of Object.entries(cookies))
      for (const prefix of ["", "/es"])
        for (const tab of TABS) {
          const path = `${prefix}/customer?tab=${tab}`;
          const res = await getWithCookie(path, cookie);
          expect(res.status, `${who} ${path}`).toBe(200);
          const html = await res.text();
          expect(hasFramework(html), `${who} ${path}`).toBe(false);
          expect(scriptNames(html), `${who} ${path}`).toEqual(["customer-area", "site"]);
          // A fresh nonce per request: the page is never cached.
          for (const attributes of scriptsOf(html)) expect(attributes).toMatch(/nonce="[^"]+"/);
          expect(html).toContain(customerAreaCss.slice(0, 400));
        }
  });

  it("every form posts natively, marked for the script, each button with the page's words for its post", async () => {
    const { customer, demo } = cookies;
    for (const [cookie, prefix, locale] of [
      [customer, "", "en"],
      [customer, "/es", "es"],
      [demo, "/es", "es"],
    ] as const) {
      const t = customerArea[locale];
      let forms = 0;
      for (const tab of TABS) {
        const html = decodeEntities(await (await getWithCookie(`${prefix}/customer?tab=${tab}`, cookie)).text());
        for (const form of postForms(html)) {
          expect(form, `${prefix} ${tab}`).toContain('data-customer-form=""');
          expect(form, `${prefix} ${tab}`).toMatch(new RegExp(`action="${prefix}/customer\\?tab=${tab}"`));
          forms++;
        }
        // Each says what is on its way; the billing portal's button keeps its words (it is only disabled once sent).
        const buttons = [...mainOf(html).matchAll(/<button\b[^>]*type="submit"[^>]*>/g)].map((m) => m[0]).filter((b) => !b.includes('value="portal"'));
        if (tab !== "billing") expect(buttons.length, `${prefix} ${tab}`).toBeGreaterThan(0);
        for (const button of buttons) expect(button, `${prefix} ${tab}`).toMatch(new RegExp(`data-pending="(${t.saving}|${t.billing.starting})"`));
      }
      // Skip, pause, cancel; the notifications; the address and the contact details; billing's.
      expect(forms).toBeGreaterThanOrEqual(6);
    }
  });

  it("the tabs are links for everyone, the open one marked as the current page", async () => {
    const { customer } = cookies;
    const html = await (await getWithCookie("/es/customer?tab=billing", customer)).text();
    const nav = /<nav aria-label="[^"]*">([\s\S]*?)<\/nav>/.exec(mainOf(html))?.[1] ?? "";
    expect([...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual(TABS.map((tab) => `/es/customer?tab=${tab}`));
    expect(nav).not.toContain('role="tab');
    const current = [...nav.matchAll(/<a [^>]*>/g)].map((m) => m[0]).filter((a) => a.includes('aria-current="page"'));
    expect(current.map((a) => /href="([^"]+)"/.exec(a)?.[1])).toEqual(["/es/customer?tab=billing"]);
    expect(html).toMatch(/<section id="panel-billing" aria-labelledby="panel-billing-heading"/);
  });

  it("a refused save answers a document: the message beside its field and what was typed, without the framework", async () => {
    const { customer } = cookies;
    const res = await postForm("/es/customer?tab=account", { intent: "contact", phone: "12", gateInstructions: "Portón lateral 4512" }, customer);
    expect(res.status).toBe(400);
    const html = decodeEntities(await res.text());
    expect(hasFramework(html)).toBe(false);
    expect(scriptNames(html)).toEqual(["customer-area", "site"]);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="phone"[^>]*value="12"|<input[^>]*name="phone"[^>]*aria-invalid="true"[^>]*value="12"/);
    expect(html).toContain(">Portón lateral 4512</textarea>");
    expect(html).toContain('id="phone-error"');
  });
});

describe("the profile's dates are Miami's", () => {
  it("an account made on a Miami evening that is already the next month in UTC is a member since the Miami month, in both languages", async () => {
    const { user } = await convertedCustomer({ email: "evening.signup@example.com", name: "Eve Ning" });
    // 10:30 pm on November 30 in Miami is 03:30 on December 1 in UTC.
    await editAccountInD1(user.id, { created_at: "2026-12-01T03:30:00.000Z" });
    const cookie = await signIn("evening.signup@example.com", CUSTOMER_PASSWORD);
    const en = decodeEntities(await (await getWithCookie("/customer?tab=account", cookie)).text());
    expect(en).toMatch(/Member since<\/dt>\s*<dd[^>]*>November 2026</);
    const es = decodeEntities(await (await getWithCookie("/es/customer?tab=account", cookie)).text());
    expect(es).toMatch(/Cliente desde<\/dt>\s*<dd[^>]*>noviembre de 2026</);
  });
});
