import { data, href, Outlet, redirect, useMatches } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error-page";
import { LeadFiltersForm } from "~/components/admin/lead-filters";
import { LeadList } from "~/components/admin/lead-list";
import { LeadListHeader } from "~/components/admin/lead-list-header";
import { LeadPagination } from "~/components/admin/lead-pagination";
import { LeadSummary } from "~/components/admin/lead-summary";
import { AlertIcon } from "~/components/icons";
import { idParam, parseForm } from "~/lib/forms";
import { LEAD_GONE_MESSAGE, STALE_SAVE_MESSAGE, statusChangeSchema } from "~/lib/lead-edit-schema";
import { leadFiltersSearch, LEADS_PAGE_SIZE, leadListUrl, leadUrl, withConversionNotice, parseLeadFilters, savedNoticeOf } from "~/lib/lead-admin-url";
import { statusLabel } from "~/lib/lead-status";
import { pageMeta } from "~/lib/meta";
import { resendInvitationFrom } from "~server/auth/team";
import { customerStates } from "~server/models/lead-accounts";
import { ConversionNotice, SavedNotice } from "~/components/admin/customer-status";
import { leadDisplayName } from "~/lib/lead-options";
import { cloudflareContext, dbContext, staffContext } from "~server/context";
import { log } from "~server/log";
import { getLead, leadRowOf, leadSummary, listLeads } from "~server/models/lead-admin";
import { restoreLead, updateLeadStatus } from "~server/leads/change";
import { unscheduledCustomers } from "~server/models/visits";
import { ReadyToSchedule } from "~/components/admin/ready-to-schedule";
import { type DuplicateMatch, duplicatesForLeads } from "~server/models/lead-stats";
import type { OpenLeadPlace } from "./lead";
import type { Route } from "./+types/dashboard";

export async function loader({ context, url }: Route.LoaderArgs) {
  const filters = parseLeadFilters(url.searchParams);
  const db = context.get(dbContext);
  const base = { filters };
  try {
    const [page, summary, unscheduled] = await Promise.all([listLeads(db, filters), leadSummary(db), unscheduledCustomers(db)]);
    const ids = page.leads.map((lead) => lead.id);
    // The answer to a conversion just made (status or Edit Lead): ?converted=<lead id>.
    const noticeId = idParam(url.searchParams.get("converted"));
    // A row carries what the list shows; a lead's details load when it is opened (./lead.tsx).
    const [duplicates, customers] = await Promise.all([duplicatesForLeads(db, ids), noticeId ? customerStates(db, [noticeId]) : null]);
    const notice = noticeId ? (customers?.[noticeId] ?? null) : null;
    // Edit Lead's answer: ?saved=<lead id>, with the next visit when the save moved it.
    const savedAsked = savedNoticeOf(url.searchParams);
    const savedLead = savedAsked ? (page.leads.find((l) => l.id === savedAsked.leadId) ?? (await getLead(db, savedAsked.leadId))) : undefined;
    const saved = savedAsked && savedLead ? { name: leadDisplayName(savedLead), moved: savedAsked.moved } : null;
    return { ...base, ...page, leads: page.leads.map(leadRowOf), summary, unscheduled, duplicates, notice, saved, error: null };
  } catch (error) {
    log.error("admin_list_failed", error);
    return {
      ...base,
      leads: [],
      total: 0,
      page: 1,
      pageCount: 1,
      pageSize: LEADS_PAGE_SIZE,
      summary: null,
      unscheduled: null,
      notice: null,
      saved: null,
      duplicates: {} as Record<number, DuplicateMatch[]>,
      error: "Failed to fetch leads",
    };
  }
}

/**
 * Row actions on the list: the status dropdown, Resend invitation and Restore. Edit and delete have
 * their own routes. A form in an open lead's details sends its id (`open`), and the answer goes
 * back to that lead's address with its details open; otherwise to the list.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = context.get(staffContext);
  const db = context.get(dbContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const open = idParam(form.get("open"));
  const back = open === null ? leadListUrl(url.searchParams) : leadUrl(open, url.searchParams);
  let result: string;
  if (intent === "status") {
    const parsed = parseForm(statusChangeSchema, form);
    if (!parsed.ok) return data({ error: "Failed to update lead: choose a valid status." }, { status: 400 });
    // The owner gives a converted customer their account and re-plans their visits.
    const outcome = await updateLeadStatus(db, parsed.data.leadId, parsed.data.status, parsed.data.version, admin, context.get(cloudflareContext).env);
    // Converting answers with what it did: the account, the invitation, the first visit or what is missing.
    if (outcome.result === "applied" && parsed.data.status === "converted") return redirect(withConversionNotice(back, parsed.data.leadId), 303);
    if (outcome.result === "stale") {
      // Nothing was written; the message names the other admin's status.
      const now = statusLabel(outcome.current.status);
      return data({ error: `${STALE_SAVE_MESSAGE} Its status is now ${now}.`, leadId: outcome.current.id }, { status: 409 });
    }
    result = outcome.result;
  } else if (intent === "resend") {
    // The team page's "Resend invitation", with its messages (server/auth/team.ts).
    const outcome = await resendInvitationFrom(db, context.get(cloudflareContext).env, form, admin);
    if (outcome.result === "refused") return data({ error: outcome.message }, { status: outcome.status });
    result = "ok";
  } else if (intent === "restore") {
    const id = idParam(form.get("leadId"));
    if (id === null) return data({ error: "Failed to restore lead: unknown lead." }, { status: 400 });
    // A restored customer's visits are planned again at once (by the owner).
    result = (await restoreLead(db, id, admin, context.get(cloudflareContext).env)).result;
  } else {
    return data({ error: "Unknown action." }, { status: 400 });
  }
  if (result === "not_found") return data({ error: LEAD_GONE_MESSAGE }, { status: 404 });
  return redirect(back, 303);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Admin Dashboard", description: "Lead management.", path: href("/admin"), noindex: true });

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, leads, total, page, pageCount, pageSize, summary, unscheduled, duplicates, notice, saved } = loaderData;
  // The lead whose details are open (its own URL, /admin/leads/7): below its row, or above the list when not on this page.
  const openMatch = useMatches().find((match) => match.id === "routes/admin/lead");
  const openId = openMatch ? Number(openMatch.params.id) : null;
  const openInRow = openId !== null && leads.some((lead) => lead.id === openId);
  const error = actionData?.error ?? loaderData.error;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Admin Dashboard</h1>
            <p className="mt-1 text-sm text-ink-muted">Quote requests from the website, newest first.</p>
          </div>
        </div>

        {error && (
          <div role="alert" className="mb-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
            <div>
              <p className="font-semibold">Error</p>
              <p className="text-sm">{error}</p>
            </div>
          </div>
        )}

        <SavedNotice saved={saved} />
        <ConversionNotice state={notice} search={leadFiltersSearch(filters)} />

        <LeadSummary summary={summary} />

        <ReadyToSchedule customers={unscheduled} search={leadFiltersSearch(filters)} />

        {openMatch && !openInRow && <Outlet context={{ inRow: false } satisfies OpenLeadPlace} />}

        <section aria-labelledby="leads-heading" className="card overflow-hidden">
          <LeadListHeader filters={filters} total={total} first={first} last={last} />
          <LeadFiltersForm filters={filters} />
          <LeadList leads={leads} filters={filters} duplicates={duplicates} openId={openInRow ? openId : null} />
          <LeadPagination filters={filters} page={page} pageCount={pageCount} />
        </section>
      </main>

      {/* The lead dialogs (edit, delete, history) are child routes. */}
      {!openMatch && <Outlet />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminErrorPage error={error} title="Admin Dashboard" fallback="Failed to fetch leads" reload={{ to: href("/admin"), label: "Reload the dashboard" }} />
  );
}
