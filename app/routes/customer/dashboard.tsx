import { data, href, Link, redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { MailIcon, PhoneIcon, EyeIcon } from "~/components/icons";
import { AccountPanel } from "~/components/customer/account-panel";
import { BillingPanel } from "~/components/customer/billing-panel";
import { DashboardTabs } from "~/components/customer/dashboard-tabs";
import { NotificationsPanel } from "~/components/customer/notifications-panel";
import { PortalHeader } from "~/components/customer/portal-header";
import { ProfileCard } from "~/components/customer/profile-card";
import { ServicesPanel } from "~/components/customer/services-panel";
import { business } from "~/content/business";
import { hoursText } from "~/lib/business-contact";
import {
  CHANGE_INTENTS,
  type ChangeForm,
  demoNoticeFor,
  type OwnBilling,
  type OwnChanges,
  type OwnPayments,
  type OwnService,
  type OwnServiceForm,
  parseTab,
  type ServiceBanner,
} from "~/lib/customer-dashboard";
import { type ChangeDone, ServiceBannerNote, ServiceChanges } from "~/components/customer/own-changes";
import { beforeSkipCutoff, cancelSchema, pauseSchema } from "~/lib/self-service";
import type { Db } from "~server/db/client";
import { paymentsOf } from "~server/models/billing";
import { type ChangeResult, currentPause, lastCancellation, lastVisitBy, upcomingVisits } from "~server/models/service-stops";
import { cancelForCustomer, endPauseForCustomer, pauseForCustomer, setVisitSkipped } from "~server/visits/customer-changes";
import { customerContactSchema, serviceDetailsSchema } from "~/lib/customer-schema";
import { missingForVisits } from "~/lib/service-address";
import { addDays, businessDate, formatIsoDate, formatMonthYearIn } from "~/lib/dates";
import { fill, type Locale, localizePath, useLocale } from "~/lib/i18n";
import { type FieldErrors, type FormValues, formValues, pageParam, parseForm } from "~/lib/forms";
import { formVersion } from "~/lib/lead-admin-forms";
import { pageMeta } from "~/lib/meta";
import { useBusiness, useRootData } from "~/lib/root-data";
import { requireUser } from "~server/auth/guards";
import { cloudflareContext, dbContext } from "~server/context";
import { needsSubscription, startCheckout } from "~server/billing/payment-link";
import { openPortal, portalSessions } from "~server/billing/portal";
import { paymentsConfigured } from "~server/billing/stripe";
import { type Config, getConfig } from "~server/config";
import { customerArea, type CustomerAreaCopy, type DemoNoteCopy } from "~server/content/customer-area";
import { demoCustomerArea } from "~server/content/customer-demo";
import type { Lead } from "~server/db/schema";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import { customerService } from "~server/models/customer-service";
import { updateCustomerService } from "~server/leads/change";
import { customerVisits, findVisit } from "~server/models/visits";
import { currentSmsConsent } from "~server/content/sms-consent";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const locale = localeOf(request);
  // The crew have no service of their own: their page is the day's visits.
  if (user.role === "crew") throw redirect(localizePath(locale, href("/admin/visits")));
  // The demo banner's words travel only to the demo account; its sample words become its data here.
  const { demo: demoNote, demoData: _demoWords, ...t } = inLocale(customerArea, locale);
  const base = {
    user: { name: user.name || user.email, email: user.email, isAdmin: user.role === "admin" },
    saved: url.searchParams.get("saved") === "1",
    savedService: url.searchParams.get("saved") === "service",
    today: businessDate(),
    t,
  };
  // The demo account sees the real panels with sample data (labelled so), in the page's language.
  if (user.demo) return { ...base, mode: "demo" as const, ...demoCustomerArea(locale, base.user), demoNote };
  const lead = user.leadId ? await customerService(context.get(dbContext), user.leadId) : undefined;
  if (!lead) return { ...base, mode: "none" as const, service: null, visits: null, billing: null, changes: null, banner: null, payments: null, done: null };
  const db = context.get(dbContext);
  const today = businessDate();
  const [history, changes, payments] = await Promise.all([
    customerVisits(db, user.id, pageParam(url.searchParams.get("page")), today),
    ownChanges(db, lead, today),
    paymentsOf(db, lead.id),
  ]);
  return {
    ...base,
    mode: "service" as const,
    service: ownService(lead, user, t, locale),
    billing: ownBilling(lead, getConfig(context.get(cloudflareContext).env), url.searchParams.get("checkout"), locale),
    changes,
    banner: bannerOf(lead, changes, today),
    payments: ownPayments(payments),
    done: changeDone(url.searchParams),
    visits: {
      items: history.visits.map((v) => ({ id: v.id, date: v.date, status: v.status, reason: v.skip_reason, note: v.note, hasPhoto: v.photo_key !== null })),
      next: history.next?.date ?? null,
      page: history.page,
      pageCount: history.pageCount,
    },
  };
}

/** A real customer's own changes: phone and gate instructions, or which e-mails they get. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const t = inLocale(customerArea, localeOf(request));
  const here = localizePath(localeOf(request), href("/customer"));
  const db = context.get(dbContext);
  if (user.demo) {
    // The demo's forms change nothing: each is answered with what a real account would have done.
    const notice = demoNoticeFor((await request.formData()).get("intent"));
    if (!notice) throw data("No service to change", { status: 404 });
    return data({ demo: notice }, { status: 403 });
  }
  const lead = user.leadId ? await customerService(db, user.leadId) : undefined;
  if (!lead) throw data("No service to change", { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");
  // The lead's version the form was rendered from (null when it carried none: treated as stale).
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
    if (outcome.result === "not_found") throw data("No service to change", { status: 404 });
    return redirect(`${here}?tab=account&saved=1`, 303);
  }
  if (intent === "service") {
    const parsed = parseForm(serviceDetailsSchema(t.errors), form);
    if (!parsed.ok) return refused("service", parsed.errors, parsed.values, version);
    const { address, zipCode, preferredDay } = parsed.data;
    // A new day or address that moves their next visit e-mails them the new schedule (if they keep reminders on).
    const { env } = context.get(cloudflareContext);
    const outcome = await updateCustomerService(db, lead, { address, zip_code: zipCode, out_of_area: false, preferred_day: preferredDay }, version, user, {
      notify: env,
    });
    if (outcome.result === "stale") return conflicted("service", parsed.values, outcome.current);
    if (outcome.result === "not_found") throw data("No service to change", { status: 404 });
    return redirect(`${here}?tab=account&saved=service`, 303);
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
    if (outcome.result === "not_found") throw data("No service to change", { status: 404 });
    return redirect(`${here}?tab=notifications&saved=1`, 303);
  }
  if (isChangeIntent(intent)) return changeService(db, context.get(cloudflareContext).env, lead, intent, form, version, user, t, here);
  if (intent === "checkout" || intent === "portal") {
    const { env } = context.get(cloudflareContext);
    // The provider's page in the customer's language; they come back to the billing tab.
    const outcome =
      intent === "checkout" ? await startCheckout(db, env, lead, `${href("/customer")}?tab=billing`) : await openPortal(env, lead, localeOf(request));
    if (outcome.result === "ok") return redirect(outcome.url, 303);
    const notConfigured = outcome.result === "not_configured" || outcome.result === "no_price";
    return data({ billing: notConfigured ? ("notConfigured" as const) : ("failed" as const) }, { status: notConfigured ? 409 : 502 });
  }
  throw data("Unknown action", { status: 400 });
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
  here: string,
) {
  const today = businessDate();
  const values = formValues(form);
  const back = (query: string) => redirect(`${here}?tab=services&${query}`, 303);
  const refusedChange = (status: 400 | 409, errors: FieldErrors, notice: ChangeForm["notice"] = null) =>
    data({ change: { intent, errors, values, version: status === 409 ? null : version, notice } satisfies ChangeForm }, { status });
  let outcome: ChangeResult;
  let done: string;
  if (intent === "skip" || intent === "unskip") {
    const visitId = Number(values.visit);
    if (!Number.isSafeInteger(visitId)) throw data("No such visit", { status: 404 });
    outcome = await setVisitSkipped(db, lead, visitId, intent === "skip", version, user);
    const visit = outcome.result === "ok" || outcome.result === "unchanged" ? await findVisit(db, visitId) : undefined;
    done = `changed=${intent === "skip" ? "skipped" : "undone"}&on=${visit?.date ?? ""}`;
  } else if (intent === "pause") {
    const parsed = parseForm(pauseSchema(t.selfService.errors, today), form);
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
  if (outcome.result === "not_found") throw data("Nothing to change", { status: 404 });
  return back(done);
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

/** The services tab's changes: upcoming visits (each skippable until the cut-off), the pause and the cancellation. */
async function ownChanges(db: Db, lead: Lead, today: string): Promise<OwnChanges> {
  const now = new Date();
  const [upcoming, pause, cancellation] = await Promise.all([
    upcomingVisits(db, lead.id, today),
    currentPause(db, lead.id, today),
    lastCancellation(db, lead.id),
  ]);
  const ending = cancellation && cancellation.end_date >= today ? cancellation : null;
  return {
    today,
    upcoming: upcoming.map((v) => ({ id: v.id, date: v.date, skipped: v.status === "skipped", changeable: beforeSkipCutoff(v.date, now) })),
    pause: pause ? { start: pause.start_date, end: pause.end_date } : null,
    cancellation: ending ? { end: ending.end_date, lastVisit: await lastVisitBy(db, lead.id, ending.end_date, today) } : null,
  };
}

/** Why the service is stopped or at risk, for the banner on every tab (the provider's state first: it is what is true now). */
function bannerOf(lead: Lead, changes: OwnChanges, today: string): ServiceBanner {
  if (lead.billing_state === "canceled") return { kind: "canceled" };
  if (changes.cancellation) return { kind: "ending", date: changes.cancellation.end };
  if (changes.pause && changes.pause.start <= addDays(today, 14)) return { kind: "paused", start: changes.pause.start, end: changes.pause.end };
  if (lead.billing_state === "paused") return { kind: "billingPaused" };
  if (lead.billing_state === "past_due") return { kind: "pastDue" };
  return null;
}

function ownPayments({ plan, invoices }: Awaited<ReturnType<typeof paymentsOf>>): OwnPayments {
  return {
    price: plan ? { amount: plan.amount, currency: plan.currency, interval: plan.interval, intervalCount: plan.interval_count } : null,
    invoices: invoices.map((i) => ({ id: i.id, number: i.number, date: i.date, amount: i.amount, currency: i.currency, status: i.status, url: i.hosted_url })),
  };
}

/** A form sent back with what was wrong beside its fields (400); it keeps the version it was sent with. */
function refused(intent: OwnServiceForm["intent"], errors: FieldErrors, values: FormValues, version: number | null) {
  const form: OwnServiceForm = { intent, errors, values, version, conflict: null };
  return data({ form }, { status: 400 });
}

/**
 * A save from a page older than the stored lead (409): nothing was written. The form comes back
 * with what was typed and the current version, and what is saved now beside it, so saving again
 * is a deliberate choice.
 */
function conflicted(intent: OwnServiceForm["intent"], values: FormValues, current: Lead) {
  const form: OwnServiceForm = { intent, errors: {}, values, version: current.version, conflict: savedValues(intent, current) };
  return data({ form }, { status: 409 });
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

/** The billing tab's data: the subscription, or the way to start one, and what just happened (back from the provider). */
function ownBilling(lead: Lead, config: Config, checkout: string | null, locale: Locale): OwnBilling {
  const date = (iso: string | null) => (iso ? formatIsoDate(businessDate(new Date(iso)), locale) : null);
  return {
    state: lead.billing_state,
    since: date(lead.billing_state_at),
    nextCharge: lead.billing_state === "canceled" ? null : date(lead.billing_next_charge_at),
    canStart: lead.service_type === "residential" && needsSubscription(lead),
    configured: paymentsConfigured(config),
    portalSession: portalSessions(config) && Boolean(lead.stripe_customer_id),
    returned: checkout === "done" ? "done" : checkout === "canceled" ? "canceled" : null,
  };
}

function ownService(lead: Lead, user: { email: string; createdAt: string }, t: CustomerAreaCopy, locale: Locale): OwnService {
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
    memberSince: formatMonthYearIn(user.createdAt.slice(0, 10), locale),
    notes: lead.special_instructions,
    gateInstructions: lead.gate_instructions,
    dogs: lead.dogs,
    notifications: { visitSummary: lead.notify_visit_summary, reminders: lead.notify_reminders, promotions: lead.notify_promotions },
    texts: { on: lead.sms_updates, wording: currentSmsConsent(locale).label },
  };
}

/** Tabs and notices live in the query string only; switching them needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // A save refused as stale (409): the whole page shows the service as it is now, with its version.
  if (actionStatus === 409) return true;
  const sameRoute = currentUrl.pathname === nextUrl.pathname;
  const isGet = !formMethod || formMethod.toUpperCase() === "GET";
  return sameRoute && isGet ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, {
    title: loaderData?.t.meta.title ?? "Customer Dashboard",
    description: loaderData?.t.meta.description ?? "",
    path: href("/customer"),
    locale: location.pathname.startsWith("/es/") ? "es" : "en",
    noindex: true,
  });

export default function CustomerDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { user, mode, service, saved, savedService, visits, today, t } = loaderData;
  const demoAnswer =
    loaderData.mode === "demo" && actionData && "demo" in actionData ? { id: actionData.demo, text: loaderData.demoNote.notices[actionData.demo] } : null;
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const tab = parseTab(searchParams.get("tab"));
  const { billingPortalUrl } = useRootData();

  return (
    <div className="flex min-h-screen flex-col bg-mist/60">
      <a href="#main" className="sr-only z-50 rounded-full bg-ink px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        {t.frame.skip}
      </a>
      <PortalHeader name={user.name} isAdmin={user.isAdmin} t={t.frame} />

      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
          {loaderData.mode === "demo" && <SampleDataNote billingPortalUrl={billingPortalUrl} t={loaderData.demoNote} />}

          <div className="mt-6 mb-6 first:mt-0 sm:mt-8">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.frame.heading}</h1>
            <p className="mt-1 text-ink-muted">
              <span className="sm:hidden">
                {t.frame.signedInAs} {user.name}.{" "}
              </span>
              {mode === "demo" ? t.frame.demoIntro : t.frame.intro}
            </p>
          </div>

          {mode === "none" ? (
            <NoServiceYet t={t.none} />
          ) : (
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[18.5rem_minmax(0,1fr)] lg:gap-8">
              <aside className="grid min-w-0 content-start gap-4" aria-label={t.frame.yourAccount}>
                {service && <ProfileCard service={service} t={t} />}
                <div className="card p-2 lg:p-3">
                  <DashboardTabs active={tab} labels={t.tabs} label={t.frame.sections} />
                </div>
                <HelpCard className="hidden lg:block" t={t.help} />
              </aside>

              <div className="min-w-0">
                <ServiceBannerNote banner={loaderData.banner} t={t} />
                {service && (
                  <>
                    {tab === "services" && (
                      <ServicesPanel
                        service={service}
                        visits={visits}
                        today={today}
                        ended={loaderData.banner?.kind === "canceled"}
                        changes={
                          loaderData.changes && (
                            <ServiceChanges
                              changes={loaderData.changes}
                              version={service.version}
                              form={actionData && "change" in actionData ? actionData.change : null}
                              done={loaderData.done}
                              demoAnswer={demoAnswer}
                              t={t}
                            />
                          )
                        }
                        t={t}
                      />
                    )}
                    {tab === "billing" && loaderData.billing && (
                      <BillingPanel
                        billingPortalUrl={billingPortalUrl}
                        billing={loaderData.billing}
                        payments={loaderData.payments}
                        service={service}
                        firstVisit={visits && visits.page === 1 && visits.items.length === 0 ? visits.next : null}
                        notice={actionData && "billing" in actionData ? actionData.billing : null}
                        demoAnswer={demoAnswer}
                        t={t}
                      />
                    )}
                    {tab === "notifications" && (
                      <NotificationsPanel
                        service={service}
                        form={actionData && "form" in actionData ? actionData.form : null}
                        saved={saved}
                        demoAnswer={demoAnswer}
                        t={t}
                      />
                    )}
                    {tab === "account" && (
                      <AccountPanel
                        service={service}
                        form={actionData && "form" in actionData ? actionData.form : null}
                        saved={saved}
                        savedService={savedService}
                        next={visits?.next ?? null}
                        today={today}
                        demoAnswer={demoAnswer}
                        demoPasswordNote={loaderData.mode === "demo" ? loaderData.demoNote.password : null}
                        t={t}
                      />
                    )}
                  </>
                )}
              </div>

              <HelpCard className="lg:hidden" t={t.help} />
            </div>
          )}
        </div>
      </main>

      <footer className="border-t border-line bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {business.legalName}
          </p>
          <p className="flex gap-5">
            <Link to={localizePath(locale, href("/privacy"))} className="hover:text-ink hover:underline">
              {t.frame.privacy}
            </Link>
            <Link to={localizePath(locale, href("/terms"))} className="hover:text-ink hover:underline">
              {t.frame.terms}
            </Link>
            <Link to={localizePath(locale, "/")} className="hover:text-ink hover:underline">
              {t.frame.mainSite}
            </Link>
          </p>
        </div>
      </footer>
    </div>
  );
}

/** The demo account's banner: everything below is sample data. */
function SampleDataNote({ billingPortalUrl, t }: { billingPortalUrl: string; t: DemoNoteCopy }) {
  return (
    <div role="note" aria-label={t.label} className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:items-center">
      <EyeIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-800 sm:mt-0" />
      <p className="text-[0.95rem]">
        <strong className="mr-1.5 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold tracking-wide uppercase">{t.label}</strong>
        <strong className="font-semibold">{t.title}</strong> {t.body}{" "}
        <a href={billingPortalUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline underline-offset-2">
          {t.portal}
          <span className="sr-only"> {t.newTab}</span>
        </a>
        .
      </p>
    </div>
  );
}

/** A signed-in account with no service linked: say so, and how to fix it, instead of showing anything invented. */
function NoServiceYet({ t }: { t: CustomerAreaCopy["none"] }) {
  const contact = useBusiness();
  const locale = useLocale();
  return (
    <section aria-labelledby="no-service-heading" className="card max-w-2xl p-6 sm:p-8">
      <h2 id="no-service-heading" className="text-xl font-bold text-ink">
        {t.title}
      </h2>
      <p className="mt-2 text-ink-soft">{t.body}</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <a href={contact.phoneHref} className="btn-primary">
          <PhoneIcon className="h-4 w-4" />
          {fill(t.call, { phone: contact.phone })}
        </a>
        <Link to={localizePath(locale, href("/get-started"))} className="btn-secondary">
          {t.quote}
        </Link>
      </p>
    </section>
  );
}

function HelpCard({ className = "", t }: { className?: string; t: CustomerAreaCopy["help"] }) {
  const contact = useBusiness();
  const locale = useLocale();
  return (
    <section aria-label={t.title} className={`card p-5 ${className}`}>
      <h2 className="font-bold text-ink">{t.title}</h2>
      <p className="mt-1 text-sm text-ink-muted">{fill(t.hours, { hours: hoursText(contact.hours, locale) })}</p>
      <ul className="mt-3 grid gap-2 text-sm">
        <li>
          <a href={contact.phoneHref} className="link inline-flex min-h-11 items-center gap-2 sm:min-h-0">
            <PhoneIcon className="h-4 w-4" />
            {contact.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${contact.email}`} className="link inline-flex min-h-11 items-center gap-2 sm:min-h-0">
            <MailIcon className="h-4 w-4" />
            {contact.email}
          </a>
        </li>
      </ul>
    </section>
  );
}
