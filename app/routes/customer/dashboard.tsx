import { data, href, Link, redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { MailIcon, PhoneIcon, EyeIcon } from "~/components/icons";
import { AccountPanel } from "~/components/customer/account-panel";
import { BillingPanel } from "~/components/customer/billing-panel";
import { parseTab } from "~/content/customer-portal";
import { DashboardTabs } from "~/components/customer/dashboard-tabs";
import { NotificationsPanel } from "~/components/customer/notifications-panel";
import { PortalHeader } from "~/components/customer/portal-header";
import { ProfileCard } from "~/components/customer/profile-card";
import { ServicesPanel } from "~/components/customer/services-panel";
import { business } from "~/content/business";
import { hoursText } from "~/lib/business-contact";
import { OwnAccountPanel, OwnBillingPanel, OwnNotificationsPanel, OwnProfileCard, type OwnService, OwnServicesPanel } from "~/components/customer/own-service";
import { formatMonthYear, invoices, notificationPreferences, paymentMethod, sampleCustomer, serviceVisits } from "~/content/customer-sample";
import { customerContactSchema } from "~/lib/customer-schema";
import { parseForm } from "~/lib/forms";
import { frequencyLabel, preferredDayLabel } from "~/lib/lead-options";
import { pageMeta } from "~/lib/meta";
import { useBusiness, useRootData } from "~/root";
import { requireUser } from "~server/auth/guards";
import { dbContext } from "~server/context";
import type { Lead } from "~server/db/schema";
import { customerService, updateCustomerService } from "~server/models/customer-service";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const base = { user: { name: user.name || user.email, email: user.email, isAdmin: user.role === "admin" }, saved: url.searchParams.get("saved") === "1" };
  // The fixed sample dashboard is for the demo account only, labelled as sample data.
  if (user.demo) return { ...base, mode: "demo" as const, service: null };
  const lead = user.leadId ? await customerService(context.get(dbContext), user.leadId) : undefined;
  if (!lead) return { ...base, mode: "none" as const, service: null };
  return { ...base, mode: "service" as const, service: ownService(lead, user) };
}

/** A real customer's own changes: phone and gate instructions, or which e-mails they get. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const db = context.get(dbContext);
  const lead = user.leadId && !user.demo ? await customerService(db, user.leadId) : undefined;
  if (!lead) throw data("No service to change", { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "contact") {
    const parsed = parseForm(customerContactSchema, form);
    if (!parsed.ok) return data({ form: { intent: "contact" as const, errors: parsed.errors, values: parsed.values } }, { status: 400 });
    await updateCustomerService(db, lead, { phone: parsed.data.phone, gate_instructions: parsed.data.gateInstructions }, user);
    return redirect(`${href("/customer")}?tab=account&saved=1`, 303);
  }
  if (intent === "notifications") {
    await updateCustomerService(
      db,
      lead,
      { notify_visit_summary: form.has("visitSummary"), notify_reminders: form.has("reminders"), notify_promotions: form.has("promotions") },
      user,
    );
    return redirect(`${href("/customer")}?tab=notifications&saved=1`, 303);
  }
  throw data("Unknown action", { status: 400 });
}

function ownService(lead: Lead, user: { email: string; createdAt: string }): OwnService {
  return {
    name: lead.full_name || `${lead.first_name} ${lead.last_name}`.trim(),
    email: user.email,
    phone: lead.phone,
    address: [lead.address, lead.zip_code].filter(Boolean).join(", "),
    serviceType: lead.property_type === "Commercial" ? "Commercial pet waste removal" : "Residential dog waste removal",
    frequency: frequencyLabel(lead.service_frequency),
    preferredDay: lead.preferred_day ? preferredDayLabel(lead.preferred_day) : null,
    memberSince: formatMonthYear(user.createdAt.slice(0, 10)),
    notes: lead.special_instructions,
    gateInstructions: lead.gate_instructions,
    notifications: { visitSummary: lead.notify_visit_summary, reminders: lead.notify_reminders, promotions: lead.notify_promotions },
  };
}

/** Tabs and notices live in the query string only; switching them needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameRoute = currentUrl.pathname === nextUrl.pathname;
  const isGet = !formMethod || formMethod.toUpperCase() === "GET";
  return sameRoute && isGet ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Customer Dashboard",
    description: "Your visits, invoices, notifications and account settings.",
    path: href("/customer"),
    noindex: true,
  });

export default function CustomerDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { user, mode, service, saved } = loaderData;
  const [searchParams] = useSearchParams();
  const tab = parseTab(searchParams.get("tab"));
  const { billingPortalUrl } = useRootData();

  return (
    <div className="flex min-h-screen flex-col bg-mist/60">
      <a href="#main" className="sr-only z-50 rounded-full bg-ink px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        Skip to content
      </a>
      <PortalHeader name={user.name} isAdmin={user.isAdmin} />

      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
          {mode === "demo" && <SampleDataNote billingPortalUrl={billingPortalUrl} />}

          <div className="mt-6 mb-6 first:mt-0 sm:mt-8">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Customer Dashboard</h1>
            <p className="mt-1 text-ink-muted">
              <span className="sm:hidden">Signed in as {user.name}. </span>
              {mode === "demo" ? `Visits, invoices and settings for your ${business.name} service.` : `Your ${business.name} service.`}
            </p>
          </div>

          {mode === "none" ? (
            <NoServiceYet />
          ) : (
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[18.5rem_minmax(0,1fr)] lg:gap-8">
              <aside className="grid min-w-0 content-start gap-4" aria-label="Your account">
                {service ? <OwnProfileCard service={service} /> : <ProfileCard customer={{ ...sampleCustomer, name: user.name, email: user.email }} />}
                <div className="card p-2 lg:p-3">
                  <DashboardTabs active={tab} />
                </div>
                <HelpCard className="hidden lg:block" />
              </aside>

              <div className="min-w-0">
                {service ? (
                  <>
                    {tab === "services" && <OwnServicesPanel service={service} />}
                    {tab === "billing" && <OwnBillingPanel billingPortalUrl={billingPortalUrl} />}
                    {tab === "notifications" && <OwnNotificationsPanel service={service} saved={saved} />}
                    {tab === "account" && <OwnAccountPanel service={service} form={actionData?.form ?? null} saved={saved} />}
                  </>
                ) : (
                  <SamplePanels tab={tab} name={user.name} email={user.email} />
                )}
              </div>

              <HelpCard className="lg:hidden" />
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
            <Link to={href("/privacy")} className="hover:text-ink hover:underline">
              Privacy
            </Link>
            <Link to={href("/terms")} className="hover:text-ink hover:underline">
              Terms
            </Link>
            <Link to={href("/")} className="hover:text-ink hover:underline">
              Main site
            </Link>
          </p>
        </div>
      </footer>
    </div>
  );
}

/** The demo account's banner: everything below is sample data. */
function SampleDataNote({ billingPortalUrl }: { billingPortalUrl: string }) {
  return (
    <div role="note" aria-label="Sample data" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:items-center">
      <EyeIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-800 sm:mt-0" />
      <p className="text-[0.95rem]">
        <strong className="mr-1.5 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold tracking-wide uppercase">Sample data</strong>
        <strong className="font-semibold">Demo account.</strong> This dashboard shows an example account; nothing you do here changes a real one. Existing
        customers manage billing in the{" "}
        <a href={billingPortalUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline underline-offset-2">
          billing portal<span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </p>
    </div>
  );
}

/** The sample dashboard's panels (demo account), with the signed-in person's own name and e-mail. */
function SamplePanels({ tab, name, email }: { tab: ReturnType<typeof parseTab>; name: string; email: string }) {
  const customer = { ...sampleCustomer, name, email };
  return (
    <>
      {tab === "services" && <ServicesPanel visits={serviceVisits} />}
      {tab === "billing" && <BillingPanel invoices={invoices} plan={sampleCustomer.plan} paymentMethod={paymentMethod} />}
      {tab === "notifications" && <NotificationsPanel preferences={notificationPreferences} />}
      {tab === "account" && <AccountPanel customer={customer} signedInAs={email} />}
    </>
  );
}

/** A signed-in account with no service linked: say so, and how to fix it, instead of showing anything invented. */
function NoServiceYet() {
  const contact = useBusiness();
  return (
    <section aria-labelledby="no-service-heading" className="card max-w-2xl p-6 sm:p-8">
      <h2 id="no-service-heading" className="text-xl font-bold text-ink">
        No service is linked to this account yet
      </h2>
      <p className="mt-2 text-ink-soft">
        Your plan, visits and instructions appear here once your service starts. If you already have a plan with us, contact our team and we'll connect it to
        this account.
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <a href={contact.phoneHref} className="btn-primary">
          <PhoneIcon className="h-4 w-4" />
          Call {contact.phone}
        </a>
        <Link to={href("/get-started")} className="btn-secondary">
          Get a free quote
        </Link>
      </p>
    </section>
  );
}

function HelpCard({ className = "" }: { className?: string }) {
  const contact = useBusiness();
  return (
    <section aria-label="Need a hand?" className={`card p-5 ${className}`}>
      <h2 className="font-bold text-ink">Need a hand?</h2>
      <p className="mt-1 text-sm text-ink-muted">Our Miami team answers {hoursText(contact.hours)}.</p>
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
