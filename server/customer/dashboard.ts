import { type Config, getConfig } from "../config";
import {
  CHANGE_INTENTS,
  type ChangeDone,
  type ChangeForm,
  type OwnBilling,
  type OwnChanges,
  type OwnPayments,
  type OwnService,
  type OwnServiceForm,
  type ServiceBanner,
} from "~/lib/customer-dashboard";
import { cancelSchema, pauseSchema } from "~/lib/self-service";
import { customerContactSchema, serviceDetailsSchema } from "~/lib/customer-schema";
import { missingForVisits } from "~/lib/service-address";
import { addDays, businessDate, formatBusinessTime, formatIsoDate, formatMonthYearIn } from "~/lib/dates";
import type { Locale } from "~/lib/i18n";
import { type FieldErrors, type FormValues, formValues, idParam, pageParam, parseForm, formVersion } from "~/lib/forms";
import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { startCheckout } from "../billing/payment-link";
import { openPortal, portalSessions } from "../billing/portal";
import { paymentsConfigured } from "../billing/stripe";
import type { CustomerAreaCopy } from "../content/customer-area";
import { currentSmsConsent } from "../content/sms-consent";
import { updateCustomerService } from "../leads/change";
import { paymentsOf } from "../models/billing";
import { latestKeyword } from "../models/sms";
import { toE164 } from "../sms/phone";
import { type ChangeResult, upcomingVisits } from "../models/service-account";
import { arrivalOfVisit } from "../models/route-arrivals";
import { customerVisits, findVisit } from "../models/visits";
import { minutesUntil } from "../routing/arrival";
import { changeableOn, loadAccount, type ServiceAccount } from "../service/account";
import { cancelForCustomer, endPauseForCustomer, pauseForCustomer, setVisitSkipped } from "../service/changes";

/** The signed-in customer, as the dashboard needs them. */
export interface DashboardUser {
  id: number;
  email: string;
  createdAt: string;
}

/**
 * A real customer's dashboard: their service, visits (one page of history), billing, changes
 * (skips, pause, cancellation), the banner when service is stopped or at risk, and what the query
 * says just happened (saved, changed, back from checkout).
 */
export async function customerDashboard(db: Db, env: Env, user: DashboardUser, lead: Lead, t: CustomerAreaCopy, locale: Locale, query: URLSearchParams) {
  const today = businessDate();
  const phone = toE164(lead.phone);
  const [history, account, payments, keyword] = await Promise.all([
    customerVisits(db, user.id, pageParam(query.get("page")), today),
    loadAccount(db, lead.id),
    paymentsOf(db, lead.id),
    phone ? latestKeyword(db, phone) : undefined,
  ]);
  if (!account) throw new Error("The customer's service has no account");
  const changes = await ownChanges(db, account, locale);
  return {
    mode: "service" as const,
    service: ownService(lead, user, t, locale, keyword?.action === "withdrawn"),
    billing: ownBilling(lead, account, getConfig(env), query.get("checkout"), locale),
    changes,
    banner: bannerOf(account),
    payments: ownPayments(payments),
    done: changeDone(query),
    visits: {
      items: history.visits.map((v) => ({ id: v.id, date: v.date, status: v.status, reason: v.skip_reason, note: v.note, hasPhoto: v.photo_key !== null })),
      // The account's next visit: planned, or past the planning window the first the plan will have.
      next: account.nextVisit,
      page: history.page,
      pageCount: history.pageCount,
    },
  };
}

/** What one of the customer's forms came to; the route answers each (a redirect, the form again, or an error page). */
export type DashboardOutcome =
  /** Saved or changed: back to a tab, the query saying what happened. */
  | { result: "done"; query: string }
  /** A form sent back with what was wrong beside its fields (400) or refused as stale (409), what was typed kept. */
  | { result: "form"; status: 400 | 409; form: OwnServiceForm }
  /** A skip, pause or cancellation refused: wrong input (400), a stale page or past the cut-off (409). */
  | { result: "change"; status: 400 | 409; change: ChangeForm }
  /** To the payment provider's checkout or portal. */
  | { result: "provider"; url: string }
  /** No checkout or portal: payments not set up here (409), or the provider failed (502). */
  | { result: "billing"; status: 409 | 502; billing: "notConfigured" | "failed" | "notOffered" }
  /** Nothing of the customer's to change (the service or the visit is gone): 404. */
  | { result: "not_found"; message: string }
  | { result: "unknown_intent" };

const gone = (message = "No service to change"): DashboardOutcome => ({ result: "not_found", message });

/** A real customer's own change, by the form's intent, from a page rendered at the form's version (null: treated as stale). */
export async function changeFromDashboard(
  db: Db,
  env: Env,
  user: { id: number; email: string },
  lead: Lead,
  form: FormData,
  t: CustomerAreaCopy,
  locale: Locale,
): Promise<DashboardOutcome> {
  const intent = form.get("intent");
  const version = formVersion(form);
  if (intent === "contact") {
    const parsed = parseForm(customerContactSchema(t.errors), form);
    if (!parsed.ok) return refused("contact", parsed.errors, parsed.values, version);
    const { phone, gateInstructions, dogs } = parsed.data;
    const outcome = await updateCustomerService(
      db,
      lead,
      { phone, ...(gateInstructions !== undefined && { gate_instructions: gateInstructions }), ...(dogs !== undefined && { dogs }) },
      version,
      user,
    );
    if (outcome.result === "stale") return conflicted("contact", parsed.values, outcome.current);
    if (outcome.result === "not_found") return gone();
    return { result: "done", query: "tab=account&saved=1" };
  }
  if (intent === "service") {
    const parsed = parseForm(serviceDetailsSchema(t.errors), form);
    if (!parsed.ok) return refused("service", parsed.errors, parsed.values, version);
    const { address, zipCode, preferredDay } = parsed.data;
    // A new day or address that moves their next visit e-mails them the new schedule (if they keep reminders on).
    const outcome = await updateCustomerService(db, lead, { address, zip_code: zipCode, out_of_area: false, preferred_day: preferredDay }, version, user, {
      notify: env,
    });
    if (outcome.result === "stale") return conflicted("service", parsed.values, outcome.current);
    if (outcome.result === "not_found") return gone();
    return { result: "done", query: "tab=account&saved=service" };
  }
  if (intent === "notifications") {
    // Texts on/off is the customer's text consent itself, kept with its history (server/sms/consent.ts), saved with the e-mail choices.
    const outcome = await updateCustomerService(
      db,
      lead,
      {
        notify_visit_summary: form.has("visitSummary"),
        notify_reminders: form.has("reminders"),
        notify_promotions: form.has("promotions"),
        sms_updates: form.has("texts"),
      },
      version,
      user,
    );
    if (outcome.result === "stale") return conflicted("notifications", formValues(form), outcome.current);
    if (outcome.result === "not_found") return gone();
    return { result: "done", query: "tab=notifications&saved=1" };
  }
  if (isChangeIntent(intent)) return changeService(db, env, lead, intent, form, version, user, t, locale);
  if (intent === "checkout" || intent === "portal") {
    // The checkout only where the account offers it (not while a cancellation is pending): a page left open is refused here.
    if (intent === "checkout" && !(await loadAccount(db, lead.id))?.offers.setUpPayment) return { result: "billing", status: 409, billing: "notOffered" };
    // The provider's page in the customer's language; they come back to the billing tab.
    const outcome = intent === "checkout" ? await startCheckout(db, env, lead, "/customer?tab=billing") : await openPortal(env, lead, locale);
    if (outcome.result === "ok") return { result: "provider", url: outcome.url };
    const notConfigured = outcome.result === "not_configured" || outcome.result === "no_price";
    return notConfigured ? { result: "billing", status: 409, billing: "notConfigured" } : { result: "billing", status: 502, billing: "failed" };
  }
  return { result: "unknown_intent" };
}

const isChangeIntent = (v: unknown): v is ChangeForm["intent"] => CHANGE_INTENTS.some((i) => i === v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A skip (or its undo), a pause (or its early end) or a cancellation, from a form rendered at
 * `version` (docs/decisions/0020). Done: a redirect to the services tab that says what changed.
 * Wrong input: 400 beside the fields; stale page: 409; past the cut-off: 409 with the phone.
 */
async function changeService(
  db: Db,
  env: Env,
  lead: Lead,
  intent: ChangeForm["intent"],
  form: FormData,
  version: number | null,
  user: { id: number; email: string },
  t: CustomerAreaCopy,
  locale: Locale,
): Promise<DashboardOutcome> {
  const today = businessDate();
  const values = formValues(form);
  const refusedChange = (status: 400 | 409, errors: FieldErrors, notice: ChangeForm["notice"] = null): DashboardOutcome => ({
    result: "change",
    status,
    change: { intent, errors, values, version: status === 409 ? null : version, notice },
  });
  let outcome: ChangeResult;
  let done: string;
  if (intent === "skip" || intent === "unskip") {
    const visitId = idParam(values.visit);
    if (visitId === null) return gone("No such visit");
    outcome = await setVisitSkipped(db, lead, visitId, intent === "skip", version, user);
    const visit = outcome.result === "ok" || outcome.result === "unchanged" ? await findVisit(db, visitId) : undefined;
    done = `changed=${intent === "skip" ? "skipped" : "undone"}&on=${visit?.date ?? ""}`;
  } else if (intent === "pause") {
    const account = await loadAccount(db, lead.id);
    if (!account) return gone();
    const parsed = parseForm(pauseSchema(pauseMessages(t, account, locale), pauseBounds(account)), form);
    if (!parsed.ok) return refusedChange(400, parsed.errors);
    outcome = await pauseForCustomer(db, env, lead, parsed.data, version, user);
    if (outcome.result === "exists") return refusedChange(400, { start: t.selfService.pauseExists });
    done = `changed=paused&from=${parsed.data.start}&to=${parsed.data.end}`;
  } else if (intent === "endPause") {
    outcome = await endPauseForCustomer(db, env, lead, version, user);
    done = "changed=pauseEnded";
  } else {
    const parsed = parseForm(cancelSchema({ ...t.selfService.errors, unsafeText: t.errors.unsafeText }, today), form);
    if (!parsed.ok) return refusedChange(400, parsed.errors);
    outcome = await cancelForCustomer(db, env, lead, { ...parsed.data, comment: parsed.data.comment ?? "" }, version, user);
    done = `changed=canceled&on=${parsed.data.end}`;
  }
  if (outcome.result === "conflict") return refusedChange(409, {}, "stale");
  if (outcome.result === "too_late") return refusedChange(409, {}, "tooLate");
  if (outcome.result === "not_found") return gone("Nothing to change");
  return { result: "done", query: `tab=services&${done}` };
}

/** The confirmation the services tab shows after a change (the redirect's query). */
function changeDone(params: URLSearchParams): ChangeDone | null {
  const changed = params.get("changed");
  const on = params.get("on") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if ((changed === "skipped" || changed === "undone" || changed === "canceled") && DATE.test(on)) return { kind: changed, date: on };
  if (changed === "paused" && DATE.test(from) && DATE.test(to)) return { kind: "paused", start: from, end: to };
  if (changed === "pauseEnded") return { kind: "pauseEnded" };
  return null;
}

/** The services tab's changes, from the account: upcoming visits (each skippable until the cut-off), the pause and the cancellation. */
async function ownChanges(db: Db, account: ServiceAccount, locale: Locale): Promise<OwnChanges> {
  const upcoming = await upcomingVisits(db, account.leadId, account.today);
  // Today's visit, still to do: when the crew is expected (server/models/route-arrivals.ts).
  const todays = upcoming.find((v) => v.date === account.today && v.status === "scheduled");
  const now = new Date();
  const arrival = todays ? await arrivalOfVisit(db, todays, now) : null;
  const { cancellation, changes } = account;
  const ending = cancellation && cancellation.end >= account.today ? cancellation : null;
  return {
    today: account.today,
    firstDate: changes.firstDate,
    upcoming: upcoming.map((v) => ({ id: v.id, date: v.date, skipped: v.status === "skipped", changeable: changeableOn(account, v.date) })),
    // Past the planning window (a monthly plan), the next visit the plan will have.
    later: upcoming.length === 0 ? account.nextVisit : null,
    pause: account.pause ? { start: account.pause.start, end: account.pause.end, endsOn: changes.pauseEndsOn } : null,
    cancellation: ending ? { end: ending.end, lastVisit: ending.lastVisit } : null,
    arrival: arrival
      ? {
          before: arrival.before,
          from: formatBusinessTime(arrival.from, locale),
          to: formatBusinessTime(arrival.to, locale),
          minutes: arrival.onTheWay ? minutesUntil(arrival.expected, now) : null,
        }
      : null,
    canPause: changes.canPause,
    pauseEndMax: changes.pauseEndMax,
    canCancel: changes.canCancel,
    cancelEndMin: changes.cancelEndMin,
    subscription: account.billing.subscription,
  };
}

/** Why the service is stopped or at risk, for the banner on every tab: the account's status. */
function bannerOf(account: ServiceAccount): ServiceBanner {
  switch (account.status) {
    case "ended":
      return { kind: "canceled", restart: account.offers.restart };
    case "ending":
      return account.cancellation ? { kind: "ending", date: account.cancellation.end } : null;
    case "paused":
      return account.pause && account.pause.start <= account.today
        ? { kind: "paused", start: account.pause.start, end: account.pause.end }
        : { kind: "billingPaused" };
    case "past_due":
      return { kind: "pastDue" };
    default:
      return account.pause && account.pause.start <= addDays(account.today, 14) ? { kind: "paused", start: account.pause.start, end: account.pause.end } : null;
  }
}

/** The pause form's dates, from the account: from the first day a change may touch, to the last day of a cancellation. */
const pauseBounds = (account: ServiceAccount) => ({ startMin: account.changes.pauseStartMin, endMax: account.changes.pauseEndMax });

/** The pause form's messages, with the account's dates in words. */
function pauseMessages(t: CustomerAreaCopy, account: ServiceAccount, locale: Locale) {
  const m = t.selfService.errors;
  const tomorrow = addDays(account.today, 1);
  return {
    ...m,
    startTooSoon:
      account.changes.pauseStartMin === tomorrow ? m.startTooSoon : m.startFrom.replace("{date}", formatIsoDate(account.changes.pauseStartMin, locale)),
    endAfterLastDay: m.endAfterLastDay.replace("{date}", formatIsoDate(account.changes.pauseEndMax ?? account.today, locale)),
  };
}

function ownPayments({ plan, invoices }: Awaited<ReturnType<typeof paymentsOf>>): OwnPayments {
  return {
    price: plan ? { amount: plan.amount, currency: plan.currency, interval: plan.interval, intervalCount: plan.interval_count } : null,
    invoices: invoices.map((i) => ({ id: i.id, number: i.number, date: i.date, amount: i.amount, currency: i.currency, status: i.status, url: i.hosted_url })),
  };
}

/** A form sent back with what was wrong beside its fields (400); it keeps the version it was sent with. */
function refused(intent: OwnServiceForm["intent"], errors: FieldErrors, values: FormValues, version: number | null): DashboardOutcome {
  return { result: "form", status: 400, form: { intent, errors, values, version, conflict: null } };
}

/**
 * A save from a page older than the stored lead (409): nothing was written. The form comes back
 * with what was typed and the current version, and what is saved now beside it, so saving again
 * is a deliberate choice.
 */
function conflicted(intent: OwnServiceForm["intent"], values: FormValues, current: Lead): DashboardOutcome {
  return { result: "form", status: 409, form: { intent, errors: {}, values, version: current.version, conflict: savedValues(intent, current) } };
}

/** What is stored for one form's fields, under the form's field names (checkboxes "on" or ""). */
function savedValues(intent: OwnServiceForm["intent"], lead: Lead): FormValues {
  const on = (value: boolean) => (value ? "on" : "");
  if (intent === "contact") return { phone: lead.phone, gateInstructions: lead.gate_instructions, dogs: lead.dogs === null ? "" : String(lead.dogs) };
  if (intent === "service") return { address: lead.address, zipCode: lead.zip_code, preferredDay: lead.preferred_day ?? "" };
  return {
    visitSummary: on(lead.notify_visit_summary),
    reminders: on(lead.notify_reminders),
    promotions: on(lead.notify_promotions),
    texts: on(lead.sms_updates),
  };
}

/** The billing tab's data, from the account: the subscription, or the way to start one, and what just happened (back from the provider). */
function ownBilling(lead: Lead, account: ServiceAccount, config: Config, checkout: string | null, locale: Locale): OwnBilling {
  const date = (iso: string | null) => (iso ? formatIsoDate(businessDate(new Date(iso)), locale) : null);
  const ending = account.status === "ending" && account.cancellation ? account.cancellation.end : null;
  return {
    state: account.billing.state,
    since: date(account.billing.since),
    // No charge is promised past the last day of a cancellation.
    nextCharge: ending ? null : date(account.billing.nextChargeAt),
    canStart: account.offers.setUpPayment,
    restart: account.offers.restart,
    endsOn: ending,
    configured: paymentsConfigured(config),
    portalSession: portalSessions(config) && Boolean(lead.stripe_customer_id),
    returned: checkout === "done" ? "done" : checkout === "canceled" ? "canceled" : null,
  };
}

/** `stopped`: the number replied STOP (its latest keyword), so no text goes to it until START. */
function ownService(lead: Lead, user: { email: string; createdAt: string }, t: CustomerAreaCopy, locale: Locale, stopped: boolean): OwnService {
  return {
    version: lead.version,
    name: lead.full_name || `${lead.first_name} ${lead.last_name}`.trim(),
    email: user.email,
    phone: lead.phone,
    address: [lead.address, lead.zip_code].filter(Boolean).join(", "),
    street: lead.address,
    zip: lead.zip_code,
    day: lead.preferred_day,
    missing: lead.status === "converted" ? missingForVisits(lead) : [],
    serviceType: lead.property_type === "Commercial" ? t.profile.commercial : t.profile.residential,
    frequency: t.frequencies[lead.service_frequency],
    preferredDay: lead.preferred_day ? t.days[lead.preferred_day] : null,
    // The month the account was made in Miami, not in UTC (an evening sign-up on the 31st is that month).
    memberSince: formatMonthYearIn(businessDate(new Date(user.createdAt)), locale),
    notes: lead.special_instructions,
    gateInstructions: lead.gate_instructions,
    dogs: lead.dogs,
    notifications: { visitSummary: lead.notify_visit_summary, reminders: lead.notify_reminders, promotions: lead.notify_promotions },
    texts: { on: lead.sms_updates, wording: currentSmsConsent(locale).label, stopped },
  };
}
