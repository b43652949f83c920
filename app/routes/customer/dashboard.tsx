import { href, Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
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
import { invoices, notificationPreferences, paymentMethod, sampleCustomer, serviceVisits } from "~/content/customer-sample";
import { pageMeta } from "~/lib/meta";
import { useBusiness, useRootData } from "~/root";
import { requireUser } from "~server/auth/guards";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { user: { name: user.name || user.email, email: user.email, isAdmin: user.role === "admin" } };
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

export default function CustomerDashboard({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  // The sample account carries the signed-in person's own name and e-mail, so the header and
  // the profile never name two different people.
  const customer = { ...sampleCustomer, name: user.name, email: user.email };
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
          <div
            role="note"
            aria-label="Sample data"
            className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:items-center"
          >
            <EyeIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-800 sm:mt-0" />
            <p className="text-[0.95rem]">
              <strong className="font-semibold">Preview with sample data.</strong> This dashboard shows an example account; nothing you do here changes a real
              one. Existing customers manage billing in the{" "}
              <a href={billingPortalUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline underline-offset-2">
                billing portal<span className="sr-only"> (opens in a new tab)</span>
              </a>
              .
            </p>
          </div>

          <div className="mt-6 mb-6 sm:mt-8">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Customer Dashboard</h1>
            <p className="mt-1 text-ink-muted">
              <span className="sm:hidden">Signed in as {user.name}. </span>
              Visits, invoices and settings for your {business.name} service.
            </p>
          </div>

          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[18.5rem_minmax(0,1fr)] lg:gap-8">
            <aside className="grid min-w-0 content-start gap-4" aria-label="Your account">
              <ProfileCard customer={customer} />
              <div className="card p-2 lg:p-3">
                <DashboardTabs active={tab} />
              </div>
              <HelpCard className="hidden lg:block" />
            </aside>

            <div className="min-w-0">
              {tab === "services" && <ServicesPanel visits={serviceVisits} />}
              {tab === "billing" && <BillingPanel invoices={invoices} plan={sampleCustomer.plan} paymentMethod={paymentMethod} />}
              {tab === "notifications" && <NotificationsPanel preferences={notificationPreferences} />}
              {tab === "account" && <AccountPanel customer={customer} signedInAs={user.email} />}
            </div>

            <HelpCard className="lg:hidden" />
          </div>
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
