import { data, href, Link, useLocation, useOutletContext } from "react-router";
import { LeadDialogError } from "~/components/admin/admin-dialog";
import { LeadDetails } from "~/components/admin/lead-details";
import { leadFiltersSearch, leadIdParam, leadListUrl, parseLeadFilters } from "~/lib/lead-admin-url";
import { leadDisplayName } from "~/lib/lead-options";
import { pageMeta } from "~/lib/meta";
import { dbContext } from "~server/context";
import { customerStates } from "~server/models/lead-accounts";
import { getAdminLead } from "~server/models/lead-admin";
import { notificationsForLeads } from "~server/models/lead-notifications";
import { textsAndConsentForLeads } from "~server/sms/crew";
import type { Route } from "./+types/lead";

/** Where the dashboard shows an open lead: below its row, or above the list when it is not on this page. */
export interface OpenLeadPlace {
  inRow: boolean;
}

/**
 * One lead's details, opened from the list (/admin/leads/7?q=…): the list around it is the
 * dashboard's, and the details are loaded only for the lead that is open. Their forms post to the
 * list's action with the lead's id (`open`), which answers back to this address.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const id = leadIdParam(params.id);
  const lead = await getAdminLead(db, id);
  if (!lead) throw data("Lead not found", { status: 404 });
  const [notifications, customers, texts] = await Promise.all([notificationsForLeads(db, [id]), customerStates(db, [id]), textsAndConsentForLeads(db, [id])]);
  return { lead, notifications: notifications[id], customer: customers[id], texts: texts[id] };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Admin Dashboard", description: "Lead management.", path: href("/admin"), noindex: true });

export default function Lead({ loaderData }: Route.ComponentProps) {
  const { lead, notifications, customer, texts } = loaderData;
  const location = useLocation();
  const place = useOutletContext<OpenLeadPlace | undefined>();
  const search = leadFiltersSearch(parseLeadFilters(new URLSearchParams(location.search)));
  const details = <LeadDetails lead={lead} search={search} notifications={notifications} texts={texts} customer={customer} />;
  if (place?.inRow) return details;
  // Not on the list's page (another page, or a filter it no longer matches): above the list, named.
  return (
    <section aria-labelledby="open-lead-heading" className="card mb-6 space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="open-lead-heading" className="text-lg font-bold text-ink">
          {leadDisplayName(lead)}
        </h2>
        <Link to={leadListUrl(location.search)} preventScrollReset className="link text-sm font-semibold">
          Hide details
        </Link>
      </div>
      {details}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LeadDialogError error={error} title="Lead details" />;
}
