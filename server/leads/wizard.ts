import type { FormStep, FormView, PlanView } from "~/components/wizard/types";
import { HONEYPOT_FIELD } from "~/components/wizard/types";
import type { BusinessContact } from "~/lib/business-contact";
import {
  type Attribution,
  ATTRIBUTION_FIELDS,
  cleanAttribution,
  communitySchema,
  contactSchema,
  fieldErrors,
  type LeadServiceType,
  serviceTypeSchema,
  splitFullName,
  WIZARD_FIELDS,
  type WizardValues,
} from "~/lib/lead-schema";
import type { WaitUntil } from "../context";
import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { findActiveLead } from "../models/leads";
import { clientIp } from "../rate-limit-rules";
import { issueFormToken, issueLeadRef, MIN_FILL_MS, randomId, readFormToken, readLeadRef, sha256Hex, signingSecret } from "./signing";
import { retryAfterText, submitLead } from "./submit";
import { turnstileSiteKey, verifyTurnstile } from "./turnstile";
import { businessContact, getConfig } from "../config";
import { log } from "../log";

interface WizardDeps {
  request: Request;
  env: Env;
  ctx: WaitUntil;
  db: Db;
}

export type WizardResult = { view: FormView; status: number } | { redirect: string };

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

/** utm_* from the landing URL and the referrer when it is another site. */
function landingAttribution(url: URL, request: Request): Attribution {
  const raw: Record<string, unknown> = {};
  for (const key of ATTRIBUTION_FIELDS) raw[key] = url.searchParams.get(key);
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      if (new URL(referer).host !== url.host) raw.landing_referrer = referer;
    } catch {
      // An unparseable Referer header is simply not recorded.
    }
  }
  return cleanAttribution(raw);
}

const noticesFor = (business: BusinessContact) => ({
  expired: {
    kind: "warning",
    title: "This form had expired",
    message: "Your details are still here. Please press the button again to send them.",
  },
  spam: {
    kind: "error",
    title: "We could not accept this request",
    message: `Please call us at ${business.phone} or e-mail ${business.email} and we will help you directly.`,
  },
  turnstile: {
    kind: "error",
    title: "Please confirm you are not a robot",
    message: "Complete the check below, then press the button again.",
  },
  database: {
    kind: "error",
    title: "We could not save your request",
    message: `Something went wrong on our side and nothing was sent. Your details are still here: please try again in a moment, or call us at ${business.phone}.`,
  },
}) satisfies Record<string, FormView["notice"]>;

export async function newFormToken(env: Env, issuedAt = Date.now(), formKey = randomId()): Promise<string> {
  return issueFormToken(signingSecret(env), { issuedAt, formKey });
}

/** GET /get-started: step 1, a contact step prefilled from a stored lead, or the plan step. */
export async function wizardLoaderView({ request, env, db }: WizardDeps, url: URL): Promise<FormView | PlanView> {
  const secret = signingSecret(env);
  const base = { attribution: landingAttribution(url, request), errors: {}, turnstileSiteKey: turnstileSiteKey(env) };
  const step = url.searchParams.get("step");
  const ref = url.searchParams.get("lead");
  const leadId = ref ? await readLeadRef(secret, ref) : null;
  const lead = leadId ? await findActiveLead(db, leadId) : undefined;

  if (lead && ref && lead.service_type === "residential") {
    if (step === "plan") return planView(env, lead, ref);
    if (step === "contact") {
      // Same form key as the stored lead, so pressing Next again with the same details finds it.
      const formKey = lead.idempotency_key?.match(/^wizard:([^:]+):/)?.[1];
      return {
        ...base,
        step: "contact",
        serviceType: "residential",
        values: {
          serviceType: "residential",
          fullName: `${lead.first_name} ${lead.last_name}`.trim(),
          email: lead.email,
          phone: lead.phone,
          zipCode: lead.zip_code,
          referralSource: lead.referral_source,
        },
        attribution: cleanAttribution(lead),
        // Dated before the stored submit, so pressing Next again is not counted as a fast submit.
        token: await newFormToken(env, Date.parse(lead.created_at) - MIN_FILL_MS, formKey),
      };
    }
  }

  const preset = serviceTypeSchema.safeParse(url.searchParams.get("service"));
  const token = await newFormToken(env);
  if (preset.success) return { ...base, step: "contact", serviceType: preset.data, values: { serviceType: preset.data }, token };
  return { ...base, step: "service", serviceType: null, values: {}, token };
}

function planView(env: Env, lead: Lead, ref: string): PlanView {
  const config = getConfig(env);
  return {
    step: "plan",
    firstName: lead.first_name,
    email: lead.email,
    phone: lead.phone,
    zipCode: lead.zip_code,
    outOfArea: lead.out_of_area,
    clientReference: lead.client_reference ?? "",
    backHref: `/get-started?step=contact&lead=${encodeURIComponent(ref)}`,
    pricing: {
      tableId: config.STRIPE_PRICING_TABLE_ID ?? "",
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? "",
      scriptUrl: config.STRIPE_PRICING_TABLE_SCRIPT_URL,
    },
  };
}

/**
 * POST /get-started. Every step posts the whole wizard state (visible fields plus hidden ones);
 * the server re-validates what it needs for the step it is asked to leave, and only the final
 * submit writes anything.
 */
export async function handleWizardPost({ request, env, ctx, db }: WizardDeps, formData: FormData): Promise<WizardResult> {
  const secret = signingSecret(env);
  const intent = formData.get("intent");
  const currentStep = formData.get("step");
  const values = valuesFrom(formData);
  const attribution = attributionFrom(formData);
  const token = await readFormToken(secret, formData.get("token"));
  const tokenString = token ? String(formData.get("token")) : await newFormToken(env);
  const service = serviceTypeSchema.safeParse(values.serviceType);
  const serviceType = service.success ? service.data : null;

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
  const show = (step: FormStep, status = 200, extra: Partial<FormView> = {}): WizardResult => ({ view: view(step, extra), status });

  if (!serviceType) {
    return show("service", intent === "service" ? 400 : 200, intent === "service" ? { errors: { serviceType: "Choose Residential or Commercial" } } : {});
  }
  if (intent === "service") return show("contact");
  if (intent === "back") return show(currentStep === "community" ? "contact" : "service");

  const contact = contactSchema(serviceType).safeParse(values);
  if (!contact.success) return show("contact", 400, { errors: fieldErrors(contact.error) });

  if (intent === "next" && serviceType === "commercial") return show("community");
  if (intent !== "submit") return show(currentStep === "community" ? "community" : "contact");

  let community = null;
  if (serviceType === "commercial") {
    const parsed = communitySchema.safeParse(values);
    if (!parsed.success) return show("community", 400, { errors: fieldErrors(parsed.error) });
    community = parsed.data;
  }
  const finalStep: FormStep = serviceType === "commercial" ? "community" : "contact";
  const business = businessContact(getConfig(env));
  const noticeFor = noticesFor(business);

  // Spam checks, all before any database access. A filled honeypot is refused. A form sent
  // faster than people usually type is only suspicious (password managers and autofill are
  // fast too): with Turnstile configured the challenge decides, as it does for every submit;
  // without it the lead is accepted and the fast submit logged.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return show(finalStep, 400, { notice: noticeFor.spam });
  if (!token) return show(finalStep, 400, { notice: noticeFor.expired });
  const ip = clientIp(request);
  const siteKey = turnstileSiteKey(env);
  if (siteKey && env.TURNSTILE_SECRET_KEY && !(await verifyTurnstile(env.TURNSTILE_SECRET_KEY, formData.get("cf-turnstile-response"), ip))) {
    return show(finalStep, 400, { notice: noticeFor.turnstile });
  }
  const fillMs = Date.now() - token.issuedAt;
  if (fillMs < MIN_FILL_MS) log.warn("lead_fast_submit", { serviceType, fillMs, turnstile: siteKey !== null });

  const { firstName, lastName } = splitFullName(contact.data.fullName);
  const input = {
    firstName,
    lastName,
    email: contact.data.email,
    phone: contact.data.phone,
    zipCode: contact.data.zipCode,
    serviceType,
    referralSource: contact.data.referralSource,
    ...(community && {
      managementCompany: community.managementCompany,
      communityName: community.communityName,
      role: community.role,
      numHomes: community.numHomes,
      requestType: community.requestType,
    }),
  };
  // Same form and same details → same key: double clicks, reloads and retries find the first lead.
  const fingerprint = await sha256Hex(JSON.stringify(input));
  const outcome = await submitLead({
    db,
    env,
    ctx,
    ip,
    input,
    meta: { idempotencyKey: `wizard:${token.formKey}:${fingerprint.slice(0, 32)}`, attribution, actor: "visitor" },
  });

  if (!outcome.ok) {
    if (outcome.reason === "rate_limited") {
      return show(finalStep, 429, {
        notice: {
          kind: "error",
          title: "Too many requests from your connection",
          message: `We have received several requests from your network in the last hour. Your details are still here: please try again ${retryAfterText(outcome.retryAfter)}, or call us at ${business.phone}.`,
        },
      });
    }
    return show(finalStep, 503, { notice: noticeFor.database });
  }

  if (serviceType === "commercial") {
    return { redirect: outcome.lead.out_of_area ? "/commercial-thank-you?coverage=confirm" : "/commercial-thank-you" };
  }
  const ref = await issueLeadRef(secret, outcome.lead.id);
  return { redirect: `/get-started?step=plan&lead=${encodeURIComponent(ref)}` };
}
