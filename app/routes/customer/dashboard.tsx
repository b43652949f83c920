import { data, href, redirect } from "react-router";
import { AccountPanel } from "~/components/customer/account-panel";
import { BillingPanel } from "~/components/customer/billing-panel";
import { DashboardTabs } from "~/components/customer/dashboard-tabs";
import { HelpCard, NoServiceYet } from "~/components/customer/help-cards";
import { NotificationsPanel } from "~/components/customer/notifications-panel";
import { ServiceBannerNote, ServiceChanges } from "~/components/customer/own-changes";
import { PortalHeader } from "~/components/customer/portal-header";
import { ProfileCard } from "~/components/customer/profile-card";
import { SampleDataNote } from "~/components/customer/sample-data-note";
import { ServicesPanel } from "~/components/customer/services-panel";
import { business } from "~/content/business";
import { ENHANCE } from "~/enhance/scripts";
import { demoNoticeFor, parseTab } from "~/lib/customer-dashboard";
import { businessDate } from "~/lib/dates";
import { localeFromPath, localizePath, useLocale } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { useRootData } from "~/lib/root-data";
import { requireUser } from "~server/auth/guards";
import { cloudflareContext, dbContext } from "~server/context";
import { inLocale } from "~server/content/catalogue";
import { customerArea } from "~server/content/customer-area";
import { demoCustomerArea } from "~server/content/customer-demo";
import { changeFromDashboard, customerDashboard } from "~server/customer/dashboard";
import { customerService } from "~server/models/customer-service";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/dashboard";

/**
 * The customer area is a document without React (docs/decisions/0022), as the crew's day is: a
 * customer on a phone loads the page, posts its forms natively (the server answers with the tab
 * again, its notice or the form with its messages and what was typed), and runs one small script
 * (app/enhance/customer-area.js: busy buttons, one post per tap) instead of the framework. The
 * tabs are links; a page with React that links here (the admin header) loads it as a document.
 * Its inlined stylesheet is its own (app/styles/customer-area.css).
 */
export const handle: RouteHandle = { hydrate: false, scripts: [ENHANCE.customerArea], stylesheet: "customerArea" };
export const clientLoader = loadAsDocument;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const locale = localeOf(request);
  // The crew have no service of their own: their page is the day's visits.
  if (user.role === "crew") throw redirect(localizePath(locale, href("/admin/visits")));
  // The demo banner's words travel only to the demo account; its sample words become its data here.
  const { demo: demoNote, demoData: _demoWords, ...t } = inLocale(customerArea, locale);
  const base = {
    user: { name: user.name || user.email, email: user.email, isAdmin: user.role === "admin" },
    tab: parseTab(url.searchParams.get("tab")),
    saved: url.searchParams.get("saved") === "1",
    savedService: url.searchParams.get("saved") === "service",
    today: businessDate(),
    t,
  };
  // The demo account sees the real panels with sample data (labelled so), in the page's language.
  if (user.demo) return { ...base, mode: "demo" as const, ...demoCustomerArea(locale, base.user), demoNote };
  const db = context.get(dbContext);
  const lead = user.leadId ? await customerService(db, user.leadId) : undefined;
  if (!lead) return { ...base, mode: "none" as const, service: null, visits: null, billing: null, changes: null, banner: null, payments: null, done: null };
  return { ...base, ...(await customerDashboard(db, context.get(cloudflareContext).env, user, lead, t, locale, url.searchParams)) };
}

/** A real customer's own changes (server/customer/dashboard.ts); the demo's forms change nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const locale = localeOf(request);
  const form = await request.formData();
  if (user.demo) {
    // Each demo form is answered with what a real account would have done.
    const notice = demoNoticeFor(form.get("intent"));
    if (!notice) throw data("No service to change", { status: 404 });
    return data({ demo: notice }, { status: 403 });
  }
  const db = context.get(dbContext);
  const lead = user.leadId ? await customerService(db, user.leadId) : undefined;
  if (!lead) throw data("No service to change", { status: 404 });
  const outcome = await changeFromDashboard(db, context.get(cloudflareContext).env, user, lead, form, inLocale(customerArea, locale), locale);
  switch (outcome.result) {
    case "done":
      return redirect(`${localizePath(locale, href("/customer"))}?${outcome.query}`, 303);
    case "provider":
      return redirect(outcome.url, 303);
    case "form":
      return data({ form: outcome.form }, { status: outcome.status });
    case "change":
      return data({ change: outcome.change }, { status: outcome.status });
    case "billing":
      return data({ billing: outcome.billing }, { status: outcome.status });
    case "not_found":
      throw data(outcome.message, { status: 404 });
    case "unknown_intent":
      throw data("Unknown action", { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, {
    title: loaderData?.t.meta.title ?? "Customer Dashboard",
    description: loaderData?.t.meta.description ?? "",
    path: href("/customer"),
    locale: localeFromPath(location.pathname),
    noindex: true,
  });

export default function CustomerDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { user, mode, service, tab, saved, savedService, visits, today, t } = loaderData;
  const demoAnswer =
    loaderData.mode === "demo" && actionData && "demo" in actionData ? { id: actionData.demo, text: loaderData.demoNote.notices[actionData.demo] } : null;
  const locale = useLocale();
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
            <a href={localizePath(locale, href("/privacy"))} className="hover:text-ink hover:underline">
              {t.frame.privacy}
            </a>
            <a href={localizePath(locale, href("/terms"))} className="hover:text-ink hover:underline">
              {t.frame.terms}
            </a>
            <a href={localizePath(locale, "/")} className="hover:text-ink hover:underline">
              {t.frame.mainSite}
            </a>
          </p>
        </div>
      </footer>
    </div>
  );
}
