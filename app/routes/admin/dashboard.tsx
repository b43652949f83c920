import { useEffect, useEffectEvent, useRef, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, Outlet, redirect, useFetcher, useLocation, useNavigation } from "react-router";
import { AdminHeader } from "~/components/admin/admin-header";
import { DuplicateBadge } from "~/components/admin/duplicate-badge";
import { NotificationStatus, type NotificationSummary } from "~/components/admin/notification-status";
import { StatusBadge } from "~/components/admin/status-badge";
import { AlertIcon, ClockIcon, DownloadIcon, HistoryIcon, PencilIcon, RestoreIcon, SearchIcon, TrashIcon } from "~/components/icons";
import {
  frequencyLabel,
  preferredDayLabel,
  formatDate,
  formatDateTime,
  LEAD_STATUS_OPTIONS,
  type LeadFilters,
  leadFiltersSearch,
  leadListUrl,
  parseLeadFilters,
  STALE_AFTER_DAYS,
  LEAD_GONE_MESSAGE,
  STALE_SAVE_MESSAGE,
  statusChangeSchema,
  statusLabel,
} from "~/lib/lead-admin";
import { parseForm } from "~/lib/forms";
import { COMMUNITY_ROLE_LIST, leadDisplayName, optionLabel, REFERRAL_SOURCE_LIST, REQUEST_TYPE_LIST } from "~/lib/lead-options";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~server/auth/guards";
import { dbContext } from "~server/context";
import { type AdminLead, leadSummary, listLeads, restoreLead, updateLeadStatus } from "~server/models/lead-admin";
import { notificationsForLeads } from "~server/models/lead-notifications";
import { type DuplicateMatch, duplicatesForLeads } from "~server/models/lead-stats";
import type { Route } from "./+types/dashboard";
import { log } from "~server/log";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const filters = parseLeadFilters(url.searchParams);
  const db = context.get(dbContext);
  const base = { admin: { email: admin.email, name: admin.name }, filters };
  try {
    const [page, summary] = await Promise.all([listLeads(db, filters), leadSummary(db)]);
    const notifications: Record<number, NotificationSummary[]> = await notificationsForLeads(
      db,
      page.leads.map((lead) => lead.id),
    );
    const duplicates: Record<number, DuplicateMatch[]> = await duplicatesForLeads(
      db,
      page.leads.map((lead) => lead.id),
    );
    return { ...base, ...page, summary, notifications, duplicates, error: null };
  } catch (error) {
    log.error("admin_list_failed", error);
    return {
      ...base,
      leads: [],
      total: 0,
      page: 1,
      pageCount: 1,
      pageSize: 50,
      summary: null,
      notifications: {} as Record<number, NotificationSummary[]>,
      duplicates: {} as Record<number, DuplicateMatch[]>,
      error: "Failed to fetch leads",
    };
  }
}

/** Row actions on the list: the status dropdown and Restore. Edit and delete have their own routes. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const form = await request.formData();
  const intent = form.get("intent");
  let result: string;
  if (intent === "status") {
    const parsed = parseForm(statusChangeSchema, form);
    if (!parsed.ok) return data({ error: "Failed to update lead: choose a valid status." }, { status: 400 });
    const outcome = await updateLeadStatus(db, parsed.data.leadId, parsed.data.status, parsed.data.version, admin);
    if (outcome.result === "conflict") {
      // Nothing was written; the message names the other admin's status.
      const now = statusLabel(outcome.current.status);
      return data({ error: `${STALE_SAVE_MESSAGE} Its status is now ${now}.`, leadId: outcome.current.id }, { status: 409 });
    }
    result = outcome.result;
  } else if (intent === "restore") {
    const id = Number(form.get("leadId"));
    if (!Number.isInteger(id) || id < 1) return data({ error: "Failed to restore lead: unknown lead." }, { status: 400 });
    result = await restoreLead(db, id, admin);
  } else {
    return data({ error: "Unknown action." }, { status: 400 });
  }
  if (result === "not_found") return data({ error: LEAD_GONE_MESSAGE }, { status: 404 });
  return redirect(leadListUrl(url.searchParams), 303);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Admin Dashboard", description: "Lead management.", path: "/admin", noindex: true });

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, filters, leads, total, page, pageCount, pageSize, summary, notifications, duplicates } = loaderData;
  const error = actionData?.error ?? loaderData.error;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin" && navigation.formMethod === undefined;
  const deletedView = filters.view === "deleted";
  const filtered = filters.q !== "" || filters.status !== "all";
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <div className="min-h-dvh bg-mist">
      <AdminHeader email={admin.email} current="leads" />

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

        <section aria-label="Summary" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <SummaryCard label="Total Leads" value={summary?.total} tone="bg-ink" />
          <SummaryCard label="New Leads" value={summary?.new} tone="bg-blue-600" />
          <SummaryCard label="Converted" value={summary?.converted} tone="bg-green-600" />
          <SummaryCard label="In Progress" value={summary?.inProgress} tone="bg-purple-600" hint="Contacted + scheduled" />
        </section>

        <section aria-labelledby="leads-heading" className="card overflow-hidden">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-4 sm:px-5">
            <div>
              <h2 id="leads-heading" className="text-lg font-bold text-ink">
                Lead Management
              </h2>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {total === 0 ? "No leads" : `Showing ${first}–${last} of ${total} ${deletedView ? "deleted " : ""}lead${total === 1 ? "" : "s"}`}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <nav aria-label="Lead views" className="flex rounded-lg bg-mist p-1 text-sm font-semibold">
                <ViewTab to={`/admin${leadFiltersSearch(filters, { view: "active", page: 1 })}`} current={!deletedView}>
                  Active
                </ViewTab>
                <ViewTab to={`/admin${leadFiltersSearch(filters, { view: "deleted", page: 1 })}`} current={deletedView}>
                  Deleted
                </ViewTab>
              </nav>
              <a
                href={`/admin/leads.csv${leadFiltersSearch(filters, { page: 1 })}`}
                download
                className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-mist"
              >
                <DownloadIcon className="size-4" />
                Export CSV
              </a>
            </div>
          </div>

          <Form
            method="get"
            role="search"
            aria-label="Filter leads"
            className="grid gap-3 border-b border-line bg-canvas px-4 py-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end sm:px-5"
          >
            {deletedView && <input type="hidden" name="view" value="deleted" />}
            <div>
              <label htmlFor="lead-search" className="mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase">
                Search
              </label>
              <div className="relative">
                <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-ink-muted" />
                <input
                  id="lead-search"
                  type="search"
                  name="q"
                  defaultValue={filters.q}
                  key={filters.q}
                  placeholder="Name, email, address or phone"
                  className="field-input min-h-10 py-2 pl-9 text-sm"
                />
              </div>
            </div>
            <div>
              <label htmlFor="lead-status" className="mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase">
                Status
              </label>
              <select id="lead-status" name="status" defaultValue={filters.status} key={filters.status} className="field-input min-h-10 py-2 text-sm">
                <option value="all">All statuses</option>
                {LEAD_STATUS_OPTIONS.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex gap-2">
              <button
                type="submit"
                className="inline-flex min-h-10 items-center justify-center rounded-lg bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-soft"
              >
                {searching ? "Filtering..." : "Filter"}
              </button>
              {filtered && (
                <Link
                  to={`/admin${leadFiltersSearch(filters, { q: "", status: "all", page: 1 })}`}
                  className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-ink-muted hover:bg-mist hover:text-ink"
                >
                  Clear
                </Link>
              )}
            </div>
          </Form>

          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{deletedView ? "Deleted leads" : "Leads"}</caption>
              <thead className="bg-canvas text-xs tracking-wide text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="py-2.5 pr-2 pl-4 font-semibold sm:px-5">
                    Lead
                  </th>
                  <th scope="col" className="hidden px-3 py-2.5 font-semibold md:table-cell">
                    Contact
                  </th>
                  <th scope="col" className="hidden px-3 py-2.5 font-semibold sm:table-cell">
                    Date
                  </th>
                  <th scope="col" className="px-2 py-2.5 font-semibold sm:px-3">
                    Status
                  </th>
                  <th scope="col" className="py-2.5 pr-4 pl-2 text-right font-semibold sm:px-5">
                    Actions
                  </th>
                </tr>
              </thead>
              {leads.length === 0 ? (
                <tbody>
                  <tr>
                    <td colSpan={5} className="px-5 py-14 text-center">
                      <p className="font-semibold text-ink">No leads found matching your criteria.</p>
                      {filtered && <p className="mt-1 text-ink-muted">Try a different search or status.</p>}
                    </td>
                  </tr>
                </tbody>
              ) : (
                leads.map((lead) => (
                  <LeadRows key={lead.id} lead={lead} filters={filters} notifications={notifications[lead.id]} duplicates={duplicates[lead.id]} />
                ))
              )}
            </table>
          </div>

          {pageCount > 1 && (
            <nav aria-label="Pagination" className="flex items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm sm:px-5">
              <span className="text-ink-muted">
                Page {page} of {pageCount}
              </span>
              <div className="flex gap-2">
                {page > 1 ? (
                  <Link
                    to={`/admin${leadFiltersSearch(filters, { page: page - 1 })}`}
                    className="rounded-lg border border-line bg-white px-3 py-2 font-semibold hover:bg-mist"
                  >
                    Previous
                  </Link>
                ) : null}
                {page < pageCount ? (
                  <Link
                    to={`/admin${leadFiltersSearch(filters, { page: page + 1 })}`}
                    className="rounded-lg border border-line bg-white px-3 py-2 font-semibold hover:bg-mist"
                  >
                    Next
                  </Link>
                ) : null}
              </div>
            </nav>
          )}
        </section>
      </main>

      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : "Failed to fetch leads";
  return (
    <div className="min-h-dvh bg-mist">
      <main id="main" className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-2xl font-bold text-ink">Admin Dashboard</h1>
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Error</p>
          <p className="text-sm">{message}</p>
          <p className="mt-1 text-sm">Something went wrong on our side. Please try again in a moment.</p>
        </div>
        <p className="mt-6">
          <a href="/admin" className="link">
            Reload the dashboard
          </a>
        </p>
      </main>
    </div>
  );
}

function SummaryCard({ label, value, tone, hint }: { label: string; value: number | undefined; tone: string; hint?: string }) {
  return (
    <div className="card relative overflow-hidden p-4 sm:p-5">
      <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1 ${tone}`} />
      <p className="text-sm font-semibold text-ink-muted">{label}</p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-ink tabular-nums">{value ?? "–"}</p>
      {hint && <p className="mt-0.5 text-xs text-ink-muted">{hint}</p>}
    </div>
  );
}

function ViewTab({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`rounded-md px-3 py-1.5 ${current ? "bg-white text-ink shadow-sm" : "text-ink-muted hover:text-ink"}`}
    >
      {children}
    </Link>
  );
}

const actionButton = "inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-line bg-white px-2.5 text-xs font-semibold text-ink hover:bg-mist";

/** One lead: its table row and, when "Details" is open, a full-width details row (CSS :has, no JS needed). */
function LeadRows({
  lead,
  filters,
  notifications,
  duplicates,
}: {
  lead: AdminLead;
  filters: LeadFilters;
  notifications?: NotificationSummary[];
  duplicates?: DuplicateMatch[];
}) {
  const search = leadFiltersSearch(filters);
  const name = leadDisplayName(lead);
  const detailsId = `lead-${lead.id}-details`;
  const deleted = lead.deleted_at !== null;
  return (
    <tbody className="group border-t border-line">
      <tr className="align-top group-has-[details[open]]:bg-brand-tint/60 hover:bg-canvas">
        <td className="py-3 pr-2 pl-4 sm:px-5">
          <p className="font-semibold [overflow-wrap:anywhere] text-ink">{name}</p>
          <p className="text-xs text-ink-muted">
            {lead.property_type} · {frequencyLabel(lead.service_frequency)}
          </p>
          <p className="mt-0.5 text-xs [overflow-wrap:anywhere] text-ink-muted md:hidden">{lead.email}</p>
          <p className="text-xs text-ink-muted sm:hidden">{formatDate(lead.created_at)}</p>
          {lead.stale && !deleted && (
            <p className="mt-1 inline-flex items-center gap-1 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
              <ClockIcon className="size-3.5" />
              {`No activity ${STALE_AFTER_DAYS}+ days`}
            </p>
          )}
          <DuplicateBadge lead={lead} matches={duplicates} />
        </td>
        <td className="hidden px-3 py-3 md:table-cell">
          <p className="[overflow-wrap:anywhere] text-ink">{lead.email}</p>
          <p className="text-ink-muted">{lead.phone}</p>
        </td>
        <td className="hidden px-3 py-3 whitespace-nowrap text-ink-muted sm:table-cell">
          <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>
        </td>
        <td className="px-2 py-3 sm:px-3">
          <StatusBadge status={lead.status} />
        </td>
        <td className="py-3 pr-4 pl-2 sm:px-5">
          <div className="flex justify-end gap-1.5">
            <details className="inline-block">
              <summary aria-controls={detailsId} className={`${actionButton} list-none`}>
                <span className="group-has-[details[open]]:hidden">Details</span>
                <span className="hidden group-has-[details[open]]:inline">Hide</span>
                <span className="sr-only"> for {name}</span>
              </summary>
            </details>
            {deleted ? (
              <Form method="post" action={`/admin${search}`} preventScrollReset>
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="leadId" value={lead.id} />
                <button type="submit" className={actionButton}>
                  <RestoreIcon className="size-3.5" />
                  Restore<span className="sr-only"> {name}</span>
                </button>
              </Form>
            ) : (
              // On phones these two move into the details panel, leaving room for the lead's name.
              <span className="hidden gap-1.5 sm:flex">
                <EditDeleteLinks leadId={lead.id} name={name} search={search} />
              </span>
            )}
          </div>
        </td>
      </tr>
      <tr id={detailsId} className="hidden bg-brand-tint/40 group-has-[details[open]]:table-row">
        <td colSpan={5} className="px-4 pt-1 pb-5 sm:px-5">
          <LeadDetails lead={lead} search={search} notifications={notifications} />
        </td>
      </tr>
    </tbody>
  );
}

function EditDeleteLinks({ leadId, name, search }: { leadId: number; name: string; search: string }) {
  return (
    <>
      <Link to={`/admin/leads/${leadId}/edit${search}`} preventScrollReset className={actionButton}>
        <PencilIcon className="size-3.5" />
        Edit<span className="sr-only"> {name}</span>
      </Link>
      <Link to={`/admin/leads/${leadId}/delete${search}`} preventScrollReset className={`${actionButton} text-red-700 hover:border-red-200 hover:bg-red-50`}>
        <TrashIcon className="size-3.5" />
        Delete<span className="sr-only"> {name}</span>
      </Link>
    </>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

function LeadDetails({ lead, search, notifications }: { lead: AdminLead; search: string; notifications?: NotificationSummary[] }) {
  const commercial: [string, string | number | null][] = [
    ["Management company", lead.management_company],
    ["Community", lead.community_name],
    ["Role", optionLabel(COMMUNITY_ROLE_LIST, lead.role)],
    ["Number of homes", lead.num_homes],
    ["Request type", optionLabel(REQUEST_TYPE_LIST, lead.request_type)],
  ];
  const presentCommercial = commercial.filter(([, value]) => value !== null && value !== "");
  return (
    <div className="grid gap-5 rounded-xl border border-line bg-white p-4 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-4">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
          {lead.full_name && lead.full_name !== leadDisplayName(lead) && <Detail label="Name as typed">{lead.full_name}</Detail>}
          <Detail label="Address">
            {lead.address || <span className="text-ink-muted">Not given</span>}
            {lead.zip_code && <span className="text-ink-muted"> · ZIP {lead.zip_code}</span>}
            {lead.out_of_area && (
              <span className="ml-1.5 inline-block rounded bg-amber-50 px-1.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
                Out of area
              </span>
            )}
          </Detail>
          <Detail label="Email">
            <a href={`mailto:${lead.email}`} className="link [overflow-wrap:anywhere]">
              {lead.email}
            </a>
          </Detail>
          <Detail label="Phone">
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="link">
              {lead.phone}
            </a>
          </Detail>
          <Detail label="Service">
            {lead.property_type} · {frequencyLabel(lead.service_frequency)}
          </Detail>
          {lead.service_type === "residential" && <Detail label="Preferred day">{preferredDayLabel(lead.preferred_day)}</Detail>}
          <Detail label="Source">
            {lead.utm_source ? `UTM: ${lead.utm_source}` : "No UTM source"}
            {lead.referral_source && <span className="text-ink-muted"> · heard via {optionLabel(REFERRAL_SOURCE_LIST, lead.referral_source)}</span>}
          </Detail>
          <Detail label="Received">{formatDateTime(lead.created_at)}</Detail>
          {presentCommercial.map(([label, value]) => (
            <Detail key={label} label={label}>
              {value}
            </Detail>
          ))}
        </dl>
        <div>
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Notes</p>
          <p className="mt-1 rounded-lg bg-mist px-3 py-2 whitespace-pre-wrap text-ink">
            {lead.special_instructions || <span className="text-ink-muted italic">No notes available</span>}
          </p>
        </div>
      </div>
      <div className="space-y-4 lg:border-l lg:border-line lg:pl-5">
        {lead.deleted_at ? (
          <p className="text-sm text-ink-muted">Deleted {formatDateTime(lead.deleted_at)}. Restore it to change its status.</p>
        ) : (
          <StatusForm leadId={lead.id} status={lead.status} version={lead.version} search={search} />
        )}
        <Link to={`/admin/leads/${lead.id}/history${search}`} preventScrollReset className="link inline-flex items-center gap-1.5 text-sm">
          <HistoryIcon className="size-4" />
          View history
        </Link>
        <NotificationStatus notifications={notifications} />
        {!lead.deleted_at && (
          <div className="flex gap-2 sm:hidden">
            <EditDeleteLinks leadId={lead.id} name={leadDisplayName(lead)} search={search} />
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * One markup for everyone: a real POST form with a select and a Save button. Once the page has
 * hydrated, a change saves at once through a fetcher and CSS hides the Save button
 * (`html[data-hydrated] .js-hidden`). A choice made before hydration is still in the select when
 * React takes over, so it is saved then; pressing Save before hydration posts the form natively.
 */
function StatusForm({ leadId, status, version, search }: { leadId: number; status: AdminLead["status"]; version: number; search: string }) {
  const fetcher = useFetcher<{ error?: string }>();
  const failure = fetcher.state === "idle" ? fetcher.data?.error : undefined;
  const location = useLocation();
  const selectRef = useRef<HTMLSelectElement>(null);
  const busy = fetcher.state !== "idle";
  // "Saved" once a save has finished: derived while rendering from the busy flag's last value.
  const [saved, setSaved] = useState(false);
  const [wasBusy, setWasBusy] = useState(busy);
  if (wasBusy !== busy) {
    setWasBusy(busy);
    setSaved(!busy);
  }
  const action = `/admin${search || location.search}`;
  const save = (form: HTMLFormElement | null) => {
    if (form) void fetcher.submit(form, { method: "post", action, preventScrollReset: true });
  };
  // Runs once React owns the select: a value differing from the rendered one was chosen before
  // hydration. Only on mount (an effect event reads the latest props without being a
  // dependency): later changes go through onChange.
  const saveChoiceMadeBeforeHydration = useEffectEvent(() => {
    const select = selectRef.current;
    if (select && select.value !== status) save(select.form);
  });
  useEffect(() => saveChoiceMadeBeforeHydration(), []);
  const selectId = `lead-${leadId}-status`;
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="version" value={version} />
      <label htmlFor={selectId} className="mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase">
        Status
      </label>
      <div className="flex items-center gap-2">
        <select
          ref={selectRef}
          id={selectId}
          name="status"
          key={status}
          defaultValue={status}
          // No restored form state after a reload or Back: a differing value always means a person chose it.
          autoComplete="off"
          onChange={(event) => save(event.currentTarget.form)}
          className="field-input min-h-10 max-w-48 py-2 text-sm"
        >
          {LEAD_STATUS_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
        <button type="submit" className="js-hidden inline-flex min-h-10 items-center rounded-lg bg-ink px-3 text-sm font-semibold text-white hover:bg-ink-soft">
          Save
        </button>
        <span role="status" className="text-xs font-semibold text-ink-muted">
          {busy ? "Saving\u2026" : saved && !failure ? "Saved" : ""}
        </span>
      </div>
      <p role="alert" className="mt-1 text-xs font-semibold text-red-700 empty:hidden">
        {failure ?? ""}
      </p>
    </fetcher.Form>
  );
}
