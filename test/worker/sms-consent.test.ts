import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CURRENT_SMS_CONSENT_VERSION } from "~/lib/lead-options";
import { SMS_CONSENT_WORDINGS } from "~server/content/sms-consent";
import { createUser, signIn } from "./support/auth";
import { decodeEntities as decode } from "./support/html";
import { insertLead, leadByEmail } from "./support/leads";
import { formToken } from "./support/wizard";
import { cookieOf, fetchWorker, nextIp } from "./support/worker";

/**
 * Issue 27: the quote form asks before any text message. The box beside the phone is optional and
 * unticked; a ticked box stores consent with the wording's version and the time, in the language
 * of the page; the admin's lead details and CSV show it.
 */
const ADMIN = { email: "sms.admin@example.com", password: "correct horse battery staple" };
let adminCookie: string;
beforeAll(async () => {
  await createUser(ADMIN.email, ADMIN.password, "admin");
  adminCookie = await signIn(ADMIN.email, ADMIN.password);
});

/** The residential contact step in one language, as a visitor gets it. */
async function contactStep(base: "" | "/es") {
  const res = await fetchWorker(`${base}/get-started?service=residential`);
  expect(res.status).toBe(200);
  return { html: await res.text(), cookie: cookieOf(res) };
}

async function submit(base: "" | "/es", email: string, extra: Record<string, string>, page?: { html: string; cookie: string }) {
  const step = page ?? (await contactStep(base));
  vi.spyOn(console, "log").mockImplementation(() => {});
  return fetchWorker(`${base}/get-started?step=contact`, {
    method: "POST",
    body: new URLSearchParams({
      step: "contact",
      intent: "submit",
      serviceType: "residential",
      token: formToken(step.html),
      fullName: "Texto Tester",
      email,
      phone: "305-555-0142",
      zipCode: "33139",
      ...extra,
    }),
    headers: { Cookie: step.cookie, "CF-Connecting-IP": nextIp(), "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("text-message consent on the quote form", () => {
  for (const [base, locale] of [
    ["", "en"],
    ["/es", "es"],
  ] as const) {
    it(`${base || "/"} shows an optional, unticked box beside the phone with the current wording as its value`, async () => {
      const { html } = await contactStep(base);
      const box = /<input id="smsConsent" type="checkbox"[^>]*>/.exec(html)?.[0] ?? "";
      expect(box).toContain('name="smsConsent"');
      expect(box).toContain(`value="${CURRENT_SMS_CONSENT_VERSION}"`);
      expect(box).not.toContain("checked");
      expect(box).not.toContain("required");
      const label = /<label for="smsConsent"[^>]*>([\s\S]*?)<\/label>/.exec(html)?.[1] ?? "";
      expect(decode(label)).toBe(SMS_CONSENT_WORDINGS[CURRENT_SMS_CONSENT_VERSION][locale]);
      // Beside the phone: the next control after the phone field, before the zip code.
      const order = ['name="phone"', 'name="smsConsent"', 'name="zipCode"'].map((n) => html.indexOf(n));
      expect(order).toEqual(order.toSorted((a, b) => a - b));
    });

    it(`${base || "/"}: a ticked box is stored with its version and time; an unticked one stores no consent`, async () => {
      const before = Date.now();
      const agreed = `agreed.${locale}.${Date.now()}@example.com`;
      const yes = await submit(base, agreed, { smsConsent: CURRENT_SMS_CONSENT_VERSION });
      expect(yes.status).toBe(303);
      expect(yes.headers.get("Location")).toMatch(new RegExp(`^${base}/get-started\\?step=plan&lead=`));
      const stored = await leadByEmail(agreed);
      expect(stored).toMatchObject({ sms_updates: 1, sms_consent_version: CURRENT_SMS_CONSENT_VERSION, locale });
      const at = Date.parse(String(stored?.sms_consent_at));
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now());

      const declined = `declined.${locale}.${Date.now()}@example.com`;
      const no = await submit(base, declined, {});
      expect(no.status).toBe(303);
      expect(await leadByEmail(declined)).toMatchObject({ sms_updates: 0, sms_consent_version: null, sms_consent_at: null });
    });
  }

  it("a box posted with a wording that was never shown is refused with a message beside it, input kept, and nothing stored", async () => {
    const email = `forged.${Date.now()}@example.com`;
    const res = await submit("/es", email, { smsConsent: "sms-1999-01-01" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(decode(html)).toMatch(/<p id="smsConsent-error" class="field-error">Vuelva a marcar la casilla de mensajes de texto, o déjela en blanco<\/p>/);
    expect(html).toContain(`value="${email}"`);
    expect(await leadByEmail(email)).toBeNull();
  });

  it("coming back to the contact step shows the box as stored, and unticking it withdraws the consent", async () => {
    const email = `withdraw.${Date.now()}@example.com`;
    const page = await contactStep("");
    const first = await submit("", email, { smsConsent: CURRENT_SMS_CONSENT_VERSION }, page);
    expect(first.status).toBe(303);
    const draft = cookieOf(first) || page.cookie;
    const back = await fetchWorker("/get-started?step=contact", { headers: { Cookie: draft } });
    const backHtml = await back.text();
    expect(/<input id="smsConsent"[^>]*>/.exec(backHtml)?.[0]).toContain('checked=""');

    const again = await submit("", email, {}, { html: backHtml, cookie: draft });
    expect(again.status).toBe(303);
    const lead = await leadByEmail(email);
    expect(lead).toMatchObject({ sms_updates: 0, sms_consent_version: null, sms_consent_at: null });
    const events = await env.DB.prepare("SELECT changes FROM lead_events WHERE lead_id = ? AND type = 'edited'").bind(lead?.id).all<{ changes: string }>();
    expect(JSON.parse(events.results[0]?.changes ?? "{}")).toMatchObject({ sms_updates: [true, false] });
  });

  it("a lead from POST /api/leads never carries consent, whatever its payload says (no box was shown)", async () => {
    const email = `api.sms.${Date.now()}@example.com`;
    const res = await fetchWorker("/api/leads", {
      method: "POST",
      body: JSON.stringify({
        fullName: "Api Texter",
        email,
        phone: "786 555 0123",
        service_type: "residential",
        smsConsent: CURRENT_SMS_CONSENT_VERSION,
        sms_updates: true,
        sms_consent_version: CURRENT_SMS_CONSENT_VERSION,
        sms_consent_at: "2026-11-25T14:05:00.000Z",
      }),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
    });
    expect(res.status).toBe(201);
    expect(await leadByEmail(email)).toMatchObject({ sms_updates: 0, sms_consent_version: null, sms_consent_at: null });
  });

  it("the admin's lead details and CSV show consent, its time, version and words, and 'do not text' without it", async () => {
    const tag = `Smsadmin${Date.now()}`;
    const agreed = await insertLead({
      first_name: tag,
      last_name: "Agreed",
      locale: "es",
      sms_updates: true,
      sms_consent_version: CURRENT_SMS_CONSENT_VERSION,
      sms_consent_at: "2026-11-25T14:05:00.000Z",
    });
    const declined = await insertLead({ first_name: tag, last_name: "Declined" });

    const details = (lead: { id: number }) => fetchWorker(`/admin/leads/${lead.id}?q=${tag}`, { headers: { Cookie: adminCookie } }).then((r) => r.text());
    const html = decode((await details(agreed)) + (await details(declined)));
    expect(html).toContain("Text messages");
    expect(html).toMatch(new RegExp(`Agreed [^<]*2026[^<]*<span class="text-ink-muted"> · wording ${CURRENT_SMS_CONSENT_VERSION}</span>`));
    expect(html).toContain(`<q class="mt-1 block text-sm text-ink-muted">${SMS_CONSENT_WORDINGS[CURRENT_SMS_CONSENT_VERSION].es}</q>`);
    expect(html).toContain("Not agreed: do not text");

    const csv = await (await fetchWorker(`/admin/leads.csv?q=${tag}`, { headers: { Cookie: adminCookie } })).text();
    const [header, ...rows] = csv.trimEnd().split("\r\n");
    const columns = header?.split(",") ?? [];
    const cell = (row: string | undefined, name: string) => row?.match(/"((?:[^"]|"")*)"/g)?.[columns.indexOf(name)]?.slice(1, -1);
    const agreedRow = rows.find((r) => r.includes('"Agreed"'));
    const declinedRow = rows.find((r) => r.includes('"Declined"'));
    expect(cell(agreedRow, "sms_updates")).toBe("yes");
    expect(cell(agreedRow, "sms_consent_at")).toBe("2026-11-25T14:05:00.000Z");
    expect(cell(agreedRow, "sms_consent_version")).toBe(CURRENT_SMS_CONSENT_VERSION);
    expect(cell(agreedRow, "sms_consent_text")).toBe(SMS_CONSENT_WORDINGS[CURRENT_SMS_CONSENT_VERSION].es);
    expect(cell(declinedRow, "sms_updates")).toBe("no");
    expect(cell(declinedRow, "sms_consent_text")).toBe("");
  });
});

describe("the consent record names the wording the visitor saw", () => {
  /** A commercial request whose contact step (with the box) is sent from one language and the community step from the other. */
  async function commercialAcrossLanguages(email: string, contactBase: "" | "/es", communityBase: "" | "/es") {
    const start = await fetchWorker(`${contactBase}/get-started?service=commercial`);
    const cookie = cookieOf(start);
    const token = formToken(await start.text());
    const headers = { Cookie: cookie, "CF-Connecting-IP": nextIp(), "Content-Type": "application/x-www-form-urlencoded" };
    const contact = { serviceType: "commercial", token, fullName: "Bilingüe Board", email, phone: "305-555-0142", zipCode: "33139" };
    const next = await fetchWorker(`${contactBase}/get-started?step=contact`, {
      method: "POST",
      body: new URLSearchParams({ step: "contact", intent: "next", ...contact, smsConsent: CURRENT_SMS_CONSENT_VERSION }),
      headers,
    });
    expect(next.status).toBe(303);
    const done = await fetchWorker(`${communityBase}/get-started?step=community`, {
      method: "POST",
      body: new URLSearchParams({
        step: "community",
        intent: "submit",
        ...contact,
        smsConsent: CURRENT_SMS_CONSENT_VERSION,
        communityName: "Coral Gables Towers",
      }),
      // The draft the contact step saved.
      headers: { ...headers, Cookie: cookieOf(next) || cookie },
    });
    expect(done.status).toBe(303);
    return leadByEmail(email);
  }

  it("a visitor who ticks the box on the English page and sends the request from the Spanish one is recorded with the English wording", async () => {
    const lead = await commercialAcrossLanguages("ticked.in.english@example.com", "", "/es");
    expect(lead).toMatchObject({ locale: "es", sms_updates: 1, sms_consent_version: CURRENT_SMS_CONSENT_VERSION, sms_consent_locale: "en" });
    const html = decode(await (await fetchWorker(`/admin/leads/${Number(lead?.id)}?q=ticked.in.english`, { headers: { Cookie: adminCookie } })).text());
    expect(html).toContain(SMS_CONSENT_WORDINGS[CURRENT_SMS_CONSENT_VERSION].en);
    expect(html).not.toContain(SMS_CONSENT_WORDINGS[CURRENT_SMS_CONSENT_VERSION].es);
  });

  it("and one who ticks it on the Spanish page is recorded with the Spanish wording, whatever the last page's language", async () => {
    const lead = await commercialAcrossLanguages("ticked.in.spanish@example.com", "/es", "");
    expect(lead).toMatchObject({ locale: "en", sms_consent_locale: "es" });
  });

  it("the form accepts only the current version of the wording", async () => {
    const { isCurrentSmsConsent } = await import("~/lib/lead-options");
    expect(isCurrentSmsConsent(CURRENT_SMS_CONSENT_VERSION)).toBe(true);
    expect(isCurrentSmsConsent("sms-1999-01-01")).toBe(false);
    const res = await submit("", "old.wording@example.com", { smsConsent: "sms-1999-01-01" });
    expect(res.status).toBe(400);
  });
});
