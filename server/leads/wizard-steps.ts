import { type FormStep, type FormView, type PlanView, HONEYPOT_FIELD } from "~/lib/wizard-view";
import { type Locale, localizePath } from "~/lib/i18n";
import { isCurrentSmsConsent } from "~/lib/lead-options";
import {
  type Attribution,
  ATTRIBUTION_FIELDS,
  cleanAttribution,
  COMMUNITY_FIELDS,
  communitySchema,
  contactFields,
  contactSchema,
  fieldErrors,
  hasCampaign,
  type LeadServiceType,
  scheduleSchema,
  SERVICE_FREQUENCIES,
  serviceTypeOf,
  splitFullName,
  WIZARD_FIELDS,
  type WizardField,
  type WizardValues,
} from "~/lib/lead-schema";
import type { WaitUntil } from "../context";
import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { type CreateLeadInput, findActiveLead, visitorFields } from "../models/leads";
import { changeLead, fieldChanges } from "./change";
import { clientIp } from "../rate-limit-rules";
import { issueFormToken, issueLeadRef, MIN_FILL_MS, randomId, readFormToken, readLeadRef, sha256Hex, signingSecret } from "../signing";
import { retryAfterMinutes, submitLead } from "./submit";
import { draftCookie, loadDraft, newDraftId, saveDraft, type WizardDraft } from "./draft";
import { turnstileSiteKey, verifyTurnstile } from "../turnstile";
import { businessContact, getConfig } from "../config";
import { leadMessages } from "../content/lead-messages";
import { wizardNotices } from "../content/wizard";
import { inLocale } from "../content/catalogue";
import { localeOf } from "../request-language";
import { asksNotToTrack, campaignOnly, creditedVisit, readAttributionCookie, visitAttribution } from "../attribution/cookie";
import { log } from "../log";

interface WizardDeps {
  request: Request;
  env: Env;
  ctx: WaitUntil;
  db: Db;
}

/** A step's answer: the form again (with errors), or where to go next. `cookie` sets the draft cookie. */
export type WizardResult = ({ view: FormView; status: number } | { redirect: string }) & { cookie?: string };
/**
 * What GET /get-started shows; for a step the draft has not reached yet, also the URL of the one
 * it has (the view is that step, for the page rendered after a POST, which must not redirect).
 */
export type WizardLoad = { view: FormView | PlanView; redirect?: string };

/**
 * Every wizard step has its own URL, in the page's language (/es/get-started?step=contact); the
 * plan step adds its signed lead reference.
 */
export const stepUrl = (locale: Locale, step: FormStep) => localizePath(locale, `/get-started?step=${step}`);
const planUrl = (locale: Locale, ref: string) => localizePath(locale, `/get-started?step=plan&lead=${encodeURIComponent(ref)}`);
const contactUrlFor = (locale: Locale, ref: string) => localizePath(locale, `/get-started?step=contact&lead=${encodeURIComponent(ref)}`);
/** Where a commercial request ends: the thank-you page in the visitor's language. */
const thankYouUrl = (locale: Locale, outOfArea: boolean) =>
  localizePath(locale, outOfArea ? "/commercial-thank-you?coverage=confirm" : "/commercial-thank-you");
const FORM_STEPS: readonly string[] = ["service", "contact", "community"] satisfies FormStep[];

const MAX_VALUE_LENGTH = 1000;

function valuesFrom(formData: FormData): WizardValues {
  const values: WizardValues = {};
  for (const key of WIZARD_FIELDS) {
    const v = formData.get(key);
    if (typeof v === "string" && v !== "") values[key] = v.slice(0, MAX_VALUE_LENGTH);
  }
  return values;
}

function attributionFrom(formData: FormData): Attribution {
  const raw: Record<string, unknown> = {};
  for (const key of ATTRIBUTION_FIELDS) raw[key] = formData.get(key);
  return cleanAttribution(raw);
}

/**
 * The visit this lead is credited to (server/attribution/): a campaign on the wizard's own URL,
 * else the one the draft or the form carries, else the first visit the attribution cookie
 * remembers, else this request's referrer. A request that asks not to be tracked (Sec-GPC, DNT)
 * keeps only source, medium and campaign, whatever the earlier pages recorded.
 */
async function leadAttribution(request: Request, url: URL, env: Env, ...earlier: (Attribution | undefined)[]): Promise<Attribution> {
  const landing = visitAttribution(request, url);
  const remembered = await readAttributionCookie(request, env);
  // Only a campaign on this URL outranks the earlier pages; its referrer alone does not.
  const credited = creditedVisit(hasCampaign(landing) ? landing : undefined, ...earlier, remembered?.attribution, landing);
  return asksNotToTrack(request) ? campaignOnly(credited) : credited;
}

/** A message about the whole form, in the visitor's language. */
function notice(
  locale: Locale,
  env: Env,
  kind: "expired" | "spam" | "turnstile" | "database" | "withOffice" | "withOfficeCustomer",
  type: "error" | "warning" = "error",
): FormView["notice"] {
  const copy = inLocale(wizardNotices, locale)[kind];
  return { kind: type, title: copy.title, message: copy.message(businessContact(getConfig(env))) };
}

export async function newFormToken(env: Env, issuedAt = Date.now(), formKey = randomId()): Promise<string> {
  return issueFormToken(signingSecret(env), { issuedAt, formKey });
}

const isFrequency = (v: string | null): v is (typeof SERVICE_FREQUENCIES)[number] => (SERVICE_FREQUENCIES as readonly (string | null)[]).includes(v);

/** The contact step prefilled from a stored lead (the plan step's Back link on a browser without the draft). */
function leadValues(lead: Lead): WizardValues {
  return {
    serviceType: lead.service_type,
    fullName: `${lead.first_name} ${lead.last_name}`.trim(),
    email: lead.email,
    phone: lead.phone,
    zipCode: lead.zip_code,
    referralSource: lead.referral_source,
    serviceFrequency: lead.service_frequency,
    ...(lead.preferred_day && { preferredDay: lead.preferred_day }),
    // Ticked again only for today's wording: consent to an older one is not carried into a new submit.
    ...(lead.sms_updates && isCurrentSmsConsent(lead.sms_consent_version) && { smsConsent: lead.sms_consent_version }),
  };
}

/**
 * GET /get-started[?step=service|contact|community|plan]: the step the URL names, rendered from
 * the visitor's draft (cookie), so refresh, Back and Forward show what was entered. A step the
 * draft has not reached yet sends the visitor to the last one it has. `?service=` and
 * `?frequency=` (the pricing page's buttons) preselect answers.
 */
export async function wizardLoad({ request, env, db }: WizardDeps, url: URL): Promise<WizardLoad> {
  const secret = signingSecret(env);
  const locale = localeOf(request);
  const step = url.searchParams.get("step");
  const ref = url.searchParams.get("lead");
  const stored = await loadDraft(request, env);
  const draft = stored?.draft;
  const attribution = await leadAttribution(request, url, env, draft?.attribution);
  const base = { errors: {}, turnstileSiteKey: turnstileSiteKey(env) };

  if (ref && (step === "plan" || step === "contact")) {
    const leadId = await readLeadRef(secret, ref);
    const lead = leadId ? await findActiveLead(db, leadId) : undefined;
    if (lead && lead.service_type === "residential") {
      if (step === "plan") return { view: planView(env, locale, lead, ref) };
      if (draft?.leadId !== lead.id) {
        // No draft for this lead here: same form key as the stored lead, so pressing Next again with
        // the same details finds it; dated before the stored submit, so it is not a fast submit.
        const formKey = lead.idempotency_key?.match(/^wizard:([^:]+):/)?.[1];
        return {
          view: {
            ...base,
            step: "contact",
            serviceType: "residential",
            values: leadValues(lead),
            attribution: cleanAttribution(lead),
            token: await newFormToken(env, Date.parse(lead.created_at) - MIN_FILL_MS, formKey),
          },
        };
      }
    }
  }

  // A frequency is a residential plan (the pricing page's buttons): it skips the service question.
  const frequency = url.searchParams.get("frequency");
  const preset = serviceTypeOf(url.searchParams.get("service")) ?? (isFrequency(frequency) ? "residential" : null);
  const serviceType = preset ?? draft?.serviceType ?? null;
  const values: WizardValues = {
    ...draft?.values,
    ...(serviceType && { serviceType }),
    ...(isFrequency(frequency) && { serviceFrequency: frequency }),
  };
  const wanted = step ?? (preset ? "contact" : "service");
  // The furthest step this draft can show.
  const reachable: FormStep = !serviceType
    ? "service"
    : serviceType === "commercial" && contactSchema(serviceType, inLocale(leadMessages, locale)).safeParse(values).success
      ? "community"
      : "contact";
  const order = { service: 1, contact: 2, community: 3 } as const;
  const shown: FormStep = FORM_STEPS.includes(wanted) && order[wanted as FormStep] <= order[reachable] ? (wanted as FormStep) : reachable;
  const view: FormView = {
    ...base,
    step: shown,
    serviceType,
    values,
    attribution,
    token: await newFormToken(env, Date.now(), draft?.formKey),
  };
  if (shown === wanted) return { view };
  if (wanted === "plan" && draft?.leadId && draft.serviceType === "residential") {
    const lead = await findActiveLead(db, draft.leadId);
    if (lead?.service_type === "residential") return { view, redirect: planUrl(locale, await issueLeadRef(secret, lead.id)) };
  }
  return { view, redirect: stepUrl(locale, shown) };
}

function planView(env: Env, locale: Locale, lead: Lead, ref: string): PlanView {
  const config = getConfig(env);
  return {
    step: "plan",
    firstName: lead.first_name,
    email: lead.email,
    phone: lead.phone,
    zipCode: lead.zip_code,
    outOfArea: lead.out_of_area,
    clientReference: lead.client_reference ?? "",
    backHref: contactUrlFor(locale, ref),
    pricing: {
      tableId: config.STRIPE_PRICING_TABLE_ID ?? "",
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? "",
      scriptUrl: config.STRIPE_PRICING_TABLE_SCRIPT_URL,
    },
  };
}

/** The fields a step shows: posted empty, they are cleared (an unchecked radio is not posted at all). */
function fieldsOf(step: unknown, serviceType: LeadServiceType | null): readonly WizardField[] {
  if (step === "contact") return contactFields(serviceType);
  if (step === "community") return COMMUNITY_FIELDS;
  return [];
}

/**
 * POST /get-started. Each step posts its own fields (and the others in hidden fields); they are
 * merged into the visitor's draft, which is saved, and a step that passes answers with a redirect
 * to the next step's URL (post/redirect/get). Only the final submit writes a lead; sending it
 * again from the same draft (Back, edit, Next) updates that lead instead of adding one.
 */
export async function handleWizardPost({ request, env, ctx, db }: WizardDeps, formData: FormData): Promise<WizardResult> {
  const secret = signingSecret(env);
  // The language of the page that posted (the form posts to its own URL): messages, next URLs and the lead's locale.
  const locale = localeOf(request);
  const messages = inLocale(leadMessages, locale);
  const intent = formData.get("intent");
  const currentStep = formData.get("step");
  const token = await readFormToken(secret, formData.get("token"));
  const stored = await loadDraft(request, env);
  // A form rendered from another draft (or from a stored lead on a browser without the draft)
  // carries another form key: it starts a draft of its own rather than touching this one's lead.
  const previous = stored && (!token || token.formKey === stored.draft.formKey) ? stored.draft : null;
  const draftId = previous && stored ? stored.id : newDraftId();

  const posted = valuesFrom(formData);
  const values: WizardValues = { ...previous?.values, ...posted };
  const serviceType = serviceTypeOf(values.serviceType);
  for (const f of fieldsOf(currentStep, serviceType)) if (posted[f] === undefined) delete values[f];
  // The form's hidden fields carry the visit its page was rendered with (a whole visit, never merged field by field).
  const attribution = await leadAttribution(request, new URL(request.url), env, attributionFrom(formData), previous?.attribution);
  const formKey = previous?.formKey ?? token?.formKey ?? randomId();
  const draft: WizardDraft = {
    serviceType,
    values,
    attribution,
    formKey,
    startedAt: Math.min(previous?.startedAt ?? Number.POSITIVE_INFINITY, token?.issuedAt ?? Date.now()),
    leadId: previous?.leadId ?? null,
    ...(previous?.leadVersion !== undefined && { leadVersion: previous.leadVersion }),
    // The box is on the contact step: the wording the visitor saw is in the language of the page that sent it.
    smsConsentLocale: currentStep === "contact" ? locale : (previous?.smsConsentLocale ?? locale),
  };
  const cookie = draftCookie(env, draftId);
  const save = async () => {
    await saveDraft(env, draftId, draft);
    return cookie;
  };
  const postedToken = formData.get("token");
  const tokenString = token && typeof postedToken === "string" ? postedToken : await newFormToken(env, Date.now(), formKey);

  const view = (step: FormStep, extra: Partial<FormView> = {}): FormView => ({
    step,
    serviceType,
    values,
    attribution,
    token: tokenString,
    errors: {},
    turnstileSiteKey: turnstileSiteKey(env),
    ...extra,
  });
  const show = async (step: FormStep, status: number, extra: Partial<FormView> = {}): Promise<WizardResult> => ({
    view: view(step, extra),
    status,
    cookie: await save(),
  });
  const go = async (step: FormStep): Promise<WizardResult> => ({ redirect: stepUrl(locale, step), cookie: await save() });

  if (!serviceType) {
    return intent === "service"
      ? { view: view("service", { errors: { serviceType: messages.serviceType } }), status: 400 }
      : { view: view("service"), status: 200 };
  }
  if (intent === "service") return go("contact");
  if (intent === "back") return go(currentStep === "community" ? "contact" : "service");

  const contact = contactSchema(serviceType, messages).safeParse(values);
  if (!contact.success) return show("contact", 400, { errors: fieldErrors(contact.error) });

  if (intent === "next" && serviceType === "commercial") return go("community");
  if (intent !== "submit") return go(currentStep === "community" && serviceType === "commercial" ? "community" : "contact");

  let community = null;
  if (serviceType === "commercial") {
    const parsed = communitySchema(messages).safeParse(values);
    if (!parsed.success) return show("community", 400, { errors: fieldErrors(parsed.error) });
    community = parsed.data;
  }
  const finalStep: FormStep = serviceType === "commercial" ? "community" : "contact";

  // Spam checks, all before any database access. A filled honeypot is refused. A form sent
  // faster than people usually type is only suspicious (password managers and autofill are
  // fast too): with Turnstile configured the challenge decides, as it does for every submit;
  // without it the lead is accepted and the fast submit logged.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { view: view(finalStep, { notice: notice(locale, env, "spam") }), status: 400 };
  if (!token) return show(finalStep, 400, { notice: notice(locale, env, "expired", "warning") });
  const ip = clientIp(request);
  const siteKey = turnstileSiteKey(env);
  if (siteKey && env.TURNSTILE_SECRET_KEY && !(await verifyTurnstile(env.TURNSTILE_SECRET_KEY, formData.get("cf-turnstile-response"), ip))) {
    return show(finalStep, 400, { notice: notice(locale, env, "turnstile") });
  }
  const fillMs = Date.now() - draft.startedAt;
  if (fillMs < MIN_FILL_MS) log.warn("lead_fast_submit", { serviceType, fillMs, turnstile: siteKey !== null });

  const { firstName, lastName } = splitFullName(contact.data.fullName);
  const schedule = serviceType === "residential" ? scheduleSchema(messages).parse(values) : null;
  const input: CreateLeadInput = {
    firstName,
    lastName,
    fullName: contact.data.fullName,
    email: contact.data.email,
    phone: contact.data.phone,
    zipCode: contact.data.zipCode,
    serviceType,
    referralSource: contact.data.referralSource,
    smsConsentVersion: contact.data.smsConsent || null,
    smsConsentLocale: contact.data.smsConsent ? draft.smsConsentLocale : undefined,
    ...(schedule && { serviceFrequency: schedule.serviceFrequency, preferredDay: schedule.preferredDay || null }),
    ...(community && {
      managementCompany: community.managementCompany,
      communityName: community.communityName,
      role: community.role,
      numHomes: community.numHomes,
      requestType: community.requestType,
    }),
    locale,
  };

  /** On to the plan (or the thank-you page); `written`: this visitor's own write left the lead at its version. */
  const done = async (lead: Lead, written = false): Promise<WizardResult> => {
    draft.leadId = lead.id;
    if (written) draft.leadVersion = lead.version;
    // Coming back, the visitor sees the details as stored: "(305) 555-0142", lower-case email.
    Object.assign(values, { fullName: contact.data.fullName, email: lead.email, phone: lead.phone });
    const cookie = await save();
    if (serviceType === "commercial") return { redirect: thankYouUrl(locale, lead.out_of_area), cookie };
    return { redirect: planUrl(locale, await issueLeadRef(secret, lead.id)), cookie };
  };

  // This draft already stored its lead: the visitor came back and sent it again.
  if (draft.leadId !== null) {
    try {
      const lead = await findActiveLead(db, draft.leadId);
      if (lead && lead.service_type === serviceType) {
        const fields = visitorFields(lead, input);
        // The owner applies it only while the request is new and at this visitor's own last version;
        // otherwise nothing is written and the history keeps what they typed (decision 0017).
        const outcome = await changeLead(db, { leadId: lead.id, actor: { kind: "visitor" }, expected: draft.leadVersion ?? -1, fields });
        if (outcome.result === "applied") {
          log.info("lead_updated_by_visitor", { leadId: lead.id, fields: outcome.changed.join(",") });
          return done(outcome.lead, true);
        }
        // Nothing changed (Back and Next): on to the plan.
        if (outcome.result === "unchanged") return done(outcome.lead);
        if (outcome.result === "stale") {
          log.info("lead_change_held", { leadId: lead.id, fields: Object.keys(fieldChanges(outcome.current, fields)).join(",") });
          const converted = outcome.current.status === "converted";
          return show(finalStep, 409, { notice: notice(locale, env, converted ? "withOfficeCustomer" : "withOffice", "warning") });
        }
        // Deleted meanwhile: this submit is a new lead (below).
      }
    } catch (error) {
      log.error("lead_update_failed", error, { serviceType });
      return show(finalStep, 503, { notice: notice(locale, env, "database") });
    }
    // Deleted by staff, or another kind of request: this submit is a new lead.
    draft.leadId = null;
  }

  // Same form and same details → same key: double clicks, reloads and retries find the first lead.
  const fingerprint = await sha256Hex(JSON.stringify(input));
  const outcome = await submitLead({
    db,
    env,
    ctx,
    ip,
    input,
    meta: { idempotencyKey: `wizard:${formKey}:${fingerprint.slice(0, 32)}`, attribution, actor: "visitor" },
  });

  if (!outcome.ok) {
    if (outcome.reason === "rate_limited") {
      const copy = inLocale(wizardNotices, locale).rateLimited;
      const message = copy.message(businessContact(getConfig(env)), retryAfterMinutes(outcome.retryAfter));
      return show(finalStep, 429, { notice: { kind: "error", title: copy.title, message } });
    }
    return show(finalStep, 503, { notice: notice(locale, env, "database") });
  }
  // A lead this call did not create (the same details sent again) was not written by this visitor now.
  return done(outcome.lead, outcome.created);
}
