import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cities } from "~/content/locations";
import { staticPaths } from "~/content/site-paths";
import type { Locale } from "~/lib/i18n";
import { SMS_CONSENT_VERSIONS } from "~/lib/lead-options";
import { businessContact, getConfig } from "~server/config";
import { articles } from "~server/content/blog";
import { rejectedWordsIn, spanishGlossary } from "~server/content/es/glossary";
import { promiseStrings, promisesIn } from "~server/content/promises";
import { leadMessages } from "~server/content/lead-messages";
import { SMS_CONSENT_WORDINGS } from "~server/content/sms-consent";
import { wizardCopy } from "~server/content/wizard";
import { testimonials } from "~server/content/testimonials";
import { cityCopy } from "~server/content/city-pages";
import { SKIP_REASONS, type Visit } from "~server/db/schema";
import { accountEmail } from "~server/notifications/account-emails";
import { paymentLinkEmail } from "~server/notifications/billing-emails";
import { staffEmail, visitorConfirmationEmail } from "~server/notifications/templates";
import { visitSummaryEmail } from "~server/notifications/visit-emails";
import { insertLead } from "./support/leads";
import { getWithCookie, submitForm } from "./support/worker";

/**
 * Issue 27: the copy keeps one set of promises in both languages. Every public page, every
 * wizard step, the result pages, the account pages and every e-mail a visitor or the team gets
 * are read in English and Spanish (the dashboards, English only and signed in, are not copy for visitors):
 * - the only response time is server/content/promises.ts's ("by the next business day"),
 * - no text message is promised outside the consent the quote form asks for,
 * - no Spanish page or e-mail uses a word the glossary rejects (server/content/es/glossary.ts),
 * - the Spanish city titles carry the search term.
 */
const LOCALES: Locale[] = ["en", "es"];
const localized = (locale: Locale, path: string) => (locale === "en" ? path : path === "/" ? "/es" : `/es${path}`);

const decodeEntities = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/**
 * What a reader (or a search engine) reads on a page: text, the attributes people see or hear
 * (title, meta descriptions, alt, aria-label, placeholder) and the loader data the page's script
 * renders from, entities decoded and spaces collapsed.
 */
function readable(html: string): string {
  const attributes = [...html.matchAll(/\s(?:content|alt|aria-label|placeholder|title)="([^"]*)"/g)].map((m) => m[1] ?? "");
  const body = html
    .replace(/<!-- -->/g, "")
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return decodeEntities(`${attributes.join(" \n ")} \n ${body}`)
    .replace(/\\"/g, '"')
    .replace(/\s+/g, " ");
}

/** Removes every occurrence of each phrase, longest first (a phrase inside a longer one goes with it). */
function without(text: string, phrases: readonly string[]): string {
  let out = text;
  for (const phrase of [...phrases].sort((a, b) => b.length - a.length)) out = out.split(phrase).join(" ");
  return out;
}

/** Any statement of how soon something happens, in either language. */
const RESPONSE_TIME = /\b(?:24|twenty-four|48|72)[\s-]*hours?\b|\bbusiness days?\b|\b(?:24|48|72) horas\b|\bd[ií]as? h[aá]bil(?:es)?\b|\bhoras? h[aá]biles\b/gi;
/** Any mention of text messages, in either language. */
const TEXT_MESSAGE =
  /\btext(?:s|ed)?\s+(?:me|you|us|when)\b|\b(?:by|or|a|via) text\b(?!-)|\btext[- ]messag(?:e|es|ing)\b|\bSMS\b|mensajes? de texto|\bpor texto\b|\bun texto\b|\bmensajito/gi;

const context = (text: string, index: number) => text.slice(Math.max(0, index - 60), index + 60);

function responseTimeIssues(locale: Locale, text: string): string[] {
  const p = promisesIn(locale);
  // The guarantee and the reschedule notice are other promises, in their own fixed words.
  const rest = without(text, [p.guarantee.sentence, p.reschedule.sentence, p.reschedule.item]);
  const deadlineFree = without(rest, [p.responseTime.deadline]);
  return [...deadlineFree.matchAll(RESPONSE_TIME)].map((m) => context(deadlineFree, m.index ?? 0));
}

/** Where texts may be named: the promises' consent-bound sentences and the wizard's consent box (its words, label and message). */
function textMessageIssues(locale: Locale, text: string): string[] {
  const allowed = [
    ...promiseStrings(locale),
    ...Object.values(SMS_CONSENT_WORDINGS).map((w) => w[locale]),
    ...SMS_CONSENT_VERSIONS,
    wizardCopy[locale].fields.smsConsent,
    leadMessages[locale].smsConsent,
  ];
  const rest = without(text, allowed);
  return [...rest.matchAll(TEXT_MESSAGE)].map((m) => context(rest, m.index ?? 0));
}

const formToken = (html: string) => /<input type="hidden" name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
const cookieOf = (res: Response) => (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";

const postForm = (path: string, fields: Record<string, string>, cookie: string) => submitForm(path, fields, { cookie });

/** Every wizard screen in one language: both contact steps, the community step and the plan step. */
async function wizardScreens(locale: Locale): Promise<[string, string][]> {
  const base = localized(locale, "/get-started");
  const screens: [string, string][] = [];
  const read = async (label: string, res: Response) => {
    expect(res.status, label).toBe(200);
    screens.push([label, await res.text()]);
  };
  await read(`${base} (service)`, await getWithCookie(base));
  await read(`${base}?service=residential`, await getWithCookie(`${base}?service=residential`));
  const commercial = await getWithCookie(`${base}?service=commercial`);
  const commercialHtml = await commercial.text();
  screens.push([`${base}?service=commercial`, commercialHtml]);

  const contact = {
    fullName: "Copy Reader",
    email: `copy.${locale}.${Date.now()}@example.com`,
    phone: "305-555-0142",
    zipCode: "33131",
    token: formToken(commercialHtml),
  };
  const next = await postForm(`${base}?step=contact`, { ...contact, step: "contact", intent: "next", serviceType: "commercial" }, cookieOf(commercial));
  expect(next.status).toBe(303);
  await read(`${base}?step=community`, await getWithCookie(next.headers.get("Location") ?? "", cookieOf(next)));

  const residential = await getWithCookie(`${base}?service=residential`);
  const residentialHtml = await residential.text();
  const submitted = await postForm(
    `${base}?step=contact`,
    { ...contact, token: formToken(residentialHtml), email: `plan.${contact.email}`, step: "contact", intent: "submit", serviceType: "residential" },
    cookieOf(residential),
  );
  expect(submitted.status).toBe(303);
  await read(`${base}?step=plan`, await getWithCookie(submitted.headers.get("Location") ?? "", cookieOf(submitted)));
  return screens;
}

/** Every page and e-mail a visitor can read in one language, as [where, readable text]. */
async function everything(locale: Locale): Promise<[string, string][]> {
  const paths = [
    ...staticPaths.filter((p) => p !== "/get-started"),
    ...cities.map((c) => `/locations/${c.slug}`),
    ...articles.map((a) => `/blog/${a.slug}`),
    "/commercial-thank-you",
    "/commercial-thank-you?coverage=confirm",
    "/success?session_id=cs_test_copy",
  ].map((p) => localized(locale, p));
  const pages: [string, string][] = [];
  for (const path of paths) {
    const res = await getWithCookie(path);
    expect(res.status, path).toBe(200);
    pages.push([path, readable(await res.text())]);
  }
  for (const [label, html] of await wizardScreens(locale)) pages.push([label, readable(html)]);
  // The account pages a visitor reaches from an e-mail (sign-in is English only); a link that
  // does not work shows its page with 410.
  const accountPages: [string, number][] = [
    ...(locale === "en" ? ([["/login", 200]] as [string, number][]) : []),
    [localized(locale, "/forgot-password"), 200],
    [localized(locale, "/reset-password/not-a-real-token"), 410],
    [localized(locale, "/invite/not-a-real-token"), 410],
  ];
  for (const [path, status] of accountPages) {
    const res = await getWithCookie(path);
    expect(res.status, path).toBe(status);
    pages.push([path, readable(await res.text())]);
  }

  const lead = await insertLead({ locale, first_name: "Copy", sms_updates: true });
  const config = getConfig(env);
  const confirmation = visitorConfirmationEmail(lead, locale, businessContact(config, locale));
  pages.push([`visitor e-mail (${locale})`, `${confirmation.subject} ${confirmation.text} ${readable(confirmation.html)}`]);
  const link = "https://example.com/one-time-link";
  for (const [label, purpose, role] of [
    ["password reset", "password_reset", "customer"],
    ["customer invitation", "invitation", "customer"],
    ["staff invitation", "invitation", "admin"],
  ] as const) {
    const mail = accountEmail({ purpose, role, name: "Copy", locale, link });
    pages.push([`${label} e-mail (${locale})`, `${mail.subject} ${mail.text} ${readable(mail.html)}`]);
  }
  // The visit summary, done and skipped for each reason, with a note, a photo and a next visit.
  const visit: Visit = {
    id: 1,
    lead_id: lead.id,
    user_id: 1,
    date: "2026-11-26",
    status: "done",
    skip_reason: null,
    note: "",
    photo_key: null,
    photo_type: null,
    completed_at: null,
    completed_by: null,
    summary_queued_at: null,
    summary_sent_at: null,
    created_at: "2026-11-20T12:00:00.000Z",
    version: 0,
  };
  const next = { ...visit, id: 2, date: "2026-12-03", status: "scheduled" as const };
  for (const summary of [
    { ...visit, note: "Gate closed and latched.", photo_key: "photo", photo_type: "image/jpeg" },
    ...SKIP_REASONS.map((reason) => ({ ...visit, status: "skipped" as const, skip_reason: reason })),
  ]) {
    const mail = visitSummaryEmail({ visit: summary, name: "Copy", locale, next, link });
    pages.push([`visit summary e-mail (${locale}, ${summary.skip_reason ?? summary.status})`, `${mail.subject} ${mail.text} ${readable(mail.html)}`]);
  }
  const payment = paymentLinkEmail({ name: "Copy", locale, frequency: "bi-weekly", link: "https://checkout.stripe.com/c/pay/cs_test_copy" });
  pages.push([`payment link e-mail (${locale})`, `${payment.subject} ${payment.text} ${readable(payment.html)}`]);
  if (locale === "en") {
    const staff = staffEmail(lead, config.SITE_URL);
    pages.push(["staff e-mail", `${staff.subject} ${staff.text}`]);
  }
  return pages;
}

describe("one set of promises in both languages (issue 27)", () => {
  it("the detectors find the old conflicting promises, so the checks below can fail", () => {
    expect(responseTimeIssues("en", "We confirm details and schedule your first service within 24 hours.")).toHaveLength(1);
    expect(responseTimeIssues("en", "We contact you within one business day.")).toHaveLength(1);
    expect(responseTimeIssues("es", "Programamos su primer servicio en menos de 24 horas.")).toHaveLength(1);
    expect(responseTimeIssues("es", "Nos comunicamos con usted en un día hábil.")).toHaveLength(1);
    expect(responseTimeIssues("en", promisesIn("en").responseTime.firstVisit)).toEqual([]);
    expect(responseTimeIssues("es", `${promisesIn("es").guarantee.sentence} ${promisesIn("es").responseTime.commercial}`)).toEqual([]);
    expect(textMessageIssues("en", "You get a service confirmation by e-mail or text.")).toHaveLength(1);
    expect(textMessageIssues("en", "They come while I'm at work and text me a summary.")).toHaveLength(1);
    expect(textMessageIssues("es", "me mandan un resumen por texto")).toHaveLength(1);
    expect(textMessageIssues("es", "Confirmación del servicio por correo electrónico o mensaje de texto")).toHaveLength(1);
    expect(textMessageIssues("es", promisesIn("es").textMessages.confirmation)).toEqual([]);
    expect(rejectedWordsIn("Cerramos la reja y revisamos la hierba junto al mantillo.").map((h) => h.found)).toEqual(["reja", "hierba", "mantillo"]);
    expect(rejectedWordsIn("la grama, el césped artificial, los canteros con mulch y las praderas de hierba marina")).toEqual([]);
  });

  for (const locale of LOCALES) {
    it(`every ${locale === "en" ? "English" : "Spanish"} page and e-mail gives one response time, promises no text message without consent${locale === "es" ? " and uses no rejected glossary word" : ""}`, async () => {
      const pages = await everything(locale);
      const deadline = promisesIn(locale).responseTime.deadline;
      const responseTimes: Record<string, string[]> = {};
      const textMessages: Record<string, string[]> = {};
      const rejected: Record<string, string[]> = {};
      for (const [where, text] of pages) {
        const times = responseTimeIssues(locale, text);
        if (times.length > 0) responseTimes[where] = times;
        // The staff e-mail tells the team whether they may text; it promises the visitor nothing.
        const texts = where === "staff e-mail" ? [] : textMessageIssues(locale, text);
        if (texts.length > 0) textMessages[where] = texts;
        if (locale === "es") {
          const words = rejectedWordsIn(text).map((h) => `${h.found} (${h.why})`);
          if (words.length > 0) rejected[where] = words;
        }
      }
      expect(responseTimes).toEqual({});
      expect(textMessages).toEqual({});
      expect(rejected).toEqual({});

      // The one promise is made where a visitor looks for it: home, FAQ, every city, the wizard, both result pages and the e-mail.
      const saying = pages.filter(([, text]) => text.includes(deadline)).map(([where]) => where);
      for (const where of [
        localized(locale, "/"),
        localized(locale, "/faq"),
        localized(locale, "/how-it-works"),
        localized(locale, "/locations/miami"),
        localized(locale, "/locations/hialeah"),
        `${localized(locale, "/get-started")}?step=plan`,
        localized(locale, "/commercial-thank-you"),
        localized(locale, "/success?session_id=cs_test_copy"),
        `visitor e-mail (${locale})`,
      ]) {
        expect(saying, where).toContain(where);
      }
      // The visit summary has one channel: e-mail.
      const summaries = pages.filter(([, text]) => text.includes(promisesIn(locale).visitSummary.item)).map(([where]) => where);
      expect(summaries).toContain(localized(locale, "/how-it-works"));
    });
  }

  it("the glossary's rejected words are real patterns and each entry names its one word", () => {
    for (const entry of spanishGlossary) {
      expect(entry.use, entry.thing).not.toBe("");
      expect(entry.rejected.length, entry.thing).toBeGreaterThan(0);
    }
  });

  it("the Spanish city pages' titles carry the search term", async () => {
    for (const city of cities) {
      const html = await (await getWithCookie(`/es/locations/${city.slug}`)).text();
      // The search term first, then the brand (app/lib/meta.ts adds it to a title without one).
      expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(`Recogida de excremento de perro en ${city.name} | Clean Paws Miami`);
    }
    expect(cityCopy.es.labels.title("Doral")).toBe("Recogida de excremento de perro en Doral");
  });

  it("every testimonial says which language it was written in, the same in both languages", () => {
    for (const set of ["home", "goose", "commercial"] as const) {
      const en = testimonials.en[set];
      const es = testimonials.es[set];
      expect(es.map((t) => [t.id, t.language])).toEqual(en.map((t) => [t.id, t.language]));
    }
    for (const city of cities) {
      const en = cityCopy.en.pages[city.slug].testimonials;
      const es = cityCopy.es.pages[city.slug].testimonials;
      expect(
        es.map((t) => t.language),
        city.slug,
      ).toEqual(en.map((t) => t.language));
    }
  });

  it("a testimonial shown in another language than it was written in is labelled as translated", async () => {
    const es = await (await getWithCookie("/es")).text();
    const en = await (await getWithCookie("/")).text();
    const written = testimonials.en.home.map((t) => t.language);
    const translatedOnEs = written.filter((l) => l !== "es").length;
    const translatedOnEn = written.filter((l) => l !== "en").length;
    expect(translatedOnEs).toBeGreaterThan(0);
    expect(es.match(/Traducido del inglés/g) ?? []).toHaveLength(translatedOnEs);
    expect(en.match(/Translated from (?:English|Spanish)/g) ?? []).toHaveLength(translatedOnEn);
    const city = await (await getWithCookie("/es/locations/doral")).text();
    expect(city.match(/Traducido del inglés/g) ?? []).toHaveLength(cityCopy.es.pages.doral.testimonials.filter((t) => t.language === "en").length);
  });
});
