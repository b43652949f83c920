import { env } from "cloudflare:workers";
import { issueFormToken, randomId, signingSecret } from "~server/signing";
import { fetchWorker, getWithCookie, nextIp, submitForm } from "./worker";

/**
 * The quote wizard (/get-started) as the worker tests drive it: signed form tokens, posts from a
 * client address of their own, a browser that keeps the draft cookie, and readers for its HTML.
 */

const secret = signingSecret(env);

/** A form token issued `ageMs` ago (a submit faster than the minimum fill time is suspicious). */
export const token = (ageMs = 10_000, formKey = randomId()) => issueFormToken(secret, { issuedAt: Date.now() - ageMs, formKey });

export const formData = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

/** Posts the wizard's form; each call from its own IP (unless `ip` is given) so one test's per-IP lead limit never affects another. */
export const post = (fields: Record<string, string>, ip = nextIp(), path = "/get-started") => submitForm(path, fields, { ip });

/** GET with the cookie of a Set-Cookie header (its first pair), when there is one. */
export const get = (path: string, cookie?: string) => getWithCookie(path, cookie ? (cookie.split(";")[0] ?? "") : undefined);

export async function count(table: "leads" | "lead_events" | "rate_limits") {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The contact step's fields as a visitor fills them in. */
export const contactFields = (email: string, extra: Record<string, string> = {}) => ({
  fullName: "Ana Maria Perez",
  email,
  phone: "305-555-0142",
  zipCode: "33139",
  referralSource: "google",
  ...extra,
});
/** A residential request sent from the contact step. */
export const residential = (email: string, extra: Record<string, string> = {}) => ({
  step: "contact",
  intent: "submit",
  serviceType: "residential",
  ...contactFields(email),
  ...extra,
});
export const commercial = (email: string, extra: Record<string, string> = {}) => ({
  step: "community",
  intent: "submit",
  serviceType: "commercial",
  fullName: "Luis Gomez",
  email,
  phone: "(786) 555-0199",
  zipCode: "33131",
  referralSource: "referral",
  managementCompany: "Bay Harbor Management",
  communityName: "Brickell Palms HOA",
  role: "manager",
  numHomes: "240",
  requestType: "proposal",
  ...extra,
});

/** The HTML without React's text-boundary comments, so sentences read as they render. */
export const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
export const hiddenValue = (html: string, name: string) => html.match(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`))?.[1];
/** The signed form token a rendered wizard step carries ("" when none). */
export const formToken = (html: string) => hiddenValue(html, "token") ?? "";
export const h2 = (html: string) => html.match(/<h2 id="step-heading"[^>]*>([^<]*)</)?.[1];
export const checkedRadio = (html: string, name: string) =>
  [...html.matchAll(/<input [^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`name="${name}"`) && / checked=""/.test(tag))
    ?.match(/value="([^"]*)"/)?.[1];
export const selectedOption = (html: string, name: string) =>
  html.match(new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, "s"))?.[1]?.match(/<option value="([^"]*)" selected="">/)?.[1];
export const inputValue = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`))?.[1];

/** One browser: keeps the draft cookie and the last page's form token, and follows nothing by itself. `lang` "/es" posts the Spanish pages. */
export function browser(ip = nextIp(), lang: "" | "/es" = "") {
  let cookie = "";
  let lastToken = "";
  const remember = (res: Response) => {
    const set = res.headers.get("Set-Cookie");
    if (set) cookie = set.split(";")[0] ?? "";
    return res;
  };
  return {
    cookie: () => cookie,
    /** GET a page; returns its HTML (React's text-boundary comments removed) and status. */
    async open(path: string) {
      const res = remember(await fetchWorker(path, { headers: cookie ? { Cookie: cookie } : {} }));
      const html = res.status === 200 ? await text(res) : "";
      lastToken = hiddenValue(html, "token") ?? lastToken;
      return { status: res.status, location: res.headers.get("Location"), html };
    },
    /** POST a step of the form last opened, with its token. */
    async send(step: string, fields: Record<string, string>) {
      const res = remember(await submitForm(`${lang}/get-started?step=${step}`, { step, token: lastToken, ...fields }, { ip, cookie: cookie || undefined }));
      return { status: res.status, location: res.headers.get("Location"), html: res.status === 303 ? "" : await text(res) };
    },
  };
}
