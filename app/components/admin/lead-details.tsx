import { href, Link } from "react-router";
import { EditDeleteLinks } from "~/components/admin/lead-actions";
import { LeadBilling } from "~/components/admin/lead-billing";
import { NotificationStatus, type NotificationSummary } from "~/components/admin/notification-status";
import { StatusForm } from "~/components/admin/status-form";
import { HistoryIcon } from "~/components/icons";
import { formatDateTime } from "~/lib/dates";
import { EDIT_FIELD_LABELS } from "~/lib/lead-edit-schema";
import {
  CLICK_NETWORK_LIST,
  COMMUNITY_ROLE_LIST,
  leadDisplayName,
  optionLabel,
  REFERRAL_SOURCE_LIST,
  REQUEST_TYPE_LIST,
  leadServiceLabel,
  preferredDayLabel,
} from "~/lib/lead-options";
import type { AdminLead } from "~server/models/lead-admin";
import type { LeadTexts } from "~server/sms/crew";
import { LeadTextsList } from "~/components/admin/lead-texts";
import type { CustomerState } from "~server/models/lead-accounts";
import { CustomerStatus } from "~/components/admin/customer-status";

/** Everything about one lead, in its details row: contact, service, source, notes, status, history and notifications. */
export function LeadDetails({
  lead,
  search,
  notifications,
  texts,
  customer,
}: {
  lead: AdminLead;
  search: string;
  notifications?: NotificationSummary[];
  texts?: LeadTexts;
  customer?: CustomerState;
}) {
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
          <SmsConsent lead={lead} />
          <Detail label="Service">{leadServiceLabel(lead)}</Detail>
          {lead.service_type === "residential" && <Detail label="Preferred day">{preferredDayLabel(lead.preferred_day)}</Detail>}
          {lead.service_type === "residential" && <Detail label="Dogs">{lead.dogs ?? <span className="text-ink-muted">Not recorded</span>}</Detail>}
          <Detail label="Source">
            {/* Campaign values come from URLs anyone can write: each is isolated so its text direction cannot spill over. */}
            {lead.utm_source ? (
              <>
                UTM: <bdi>{lead.utm_source}</bdi>
              </>
            ) : (
              "No UTM source"
            )}
            {lead.utm_medium && (
              <span className="text-ink-muted">
                {" "}
                / <bdi>{lead.utm_medium}</bdi>
              </span>
            )}
            {lead.referral_source && <span className="text-ink-muted"> · heard via {optionLabel(REFERRAL_SOURCE_LIST, lead.referral_source)}</span>}
          </Detail>
          {(lead.utm_campaign || lead.click_network) && (
            <Detail label="Campaign">
              {lead.utm_campaign ? <bdi>{lead.utm_campaign}</bdi> : <span className="text-ink-muted">Not named</span>}
              {(lead.utm_term || lead.utm_content) && (
                <span className="text-ink-muted">
                  {" "}
                  ·{" "}
                  {lead.utm_term && (
                    <>
                      term <bdi>{lead.utm_term}</bdi>
                    </>
                  )}
                  {lead.utm_term && lead.utm_content && ", "}
                  {lead.utm_content && (
                    <>
                      content <bdi>{lead.utm_content}</bdi>
                    </>
                  )}
                </span>
              )}
              {lead.click_network && (
                <span className="block text-sm text-ink-muted">
                  {optionLabel(CLICK_NETWORK_LIST, lead.click_network)} click
                  {lead.click_id && (
                    <code className="ml-1 text-xs [overflow-wrap:anywhere]">
                      <bdi>{lead.click_id}</bdi>
                    </code>
                  )}
                </span>
              )}
            </Detail>
          )}
          {(lead.landing_path || lead.landing_referrer) && (
            <Detail label="Landing page">
              {lead.landing_path ? (
                <code className="text-sm [overflow-wrap:anywhere]">
                  <bdi>{lead.landing_path}</bdi>
                </code>
              ) : (
                <span className="text-ink-muted">Not recorded</span>
              )}
              {lead.landing_referrer && (
                <span className="block text-sm text-ink-muted [overflow-wrap:anywhere]">
                  from <bdi>{lead.landing_referrer}</bdi>
                </span>
              )}
            </Detail>
          )}
          <Detail label="Received">{formatDateTime(lead.created_at)}</Detail>
          {presentCommercial.map(([label, value]) => (
            <Detail key={label} label={label}>
              {value}
            </Detail>
          ))}
        </dl>
        <div>
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{EDIT_FIELD_LABELS.special_instructions}</p>
          <p className="mt-1 rounded-lg bg-mist px-3 py-2 whitespace-pre-wrap text-ink">
            {lead.special_instructions || <span className="text-ink-muted italic">No instructions in the quote</span>}
          </p>
        </div>
        <div>
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{EDIT_FIELD_LABELS.office_notes}</p>
          <p className="mt-1 rounded-lg bg-mist px-3 py-2 whitespace-pre-wrap text-ink">
            {lead.office_notes || <span className="text-ink-muted italic">No office notes</span>}
          </p>
        </div>
        <CustomerSettings lead={lead} />
      </div>
      <div className="space-y-4 lg:border-l lg:border-line lg:pl-5">
        {lead.deleted_at ? (
          <p className="text-sm text-ink-muted">Deleted {formatDateTime(lead.deleted_at)}. Restore it to change its status.</p>
        ) : (
          <StatusForm leadId={lead.id} status={lead.status} version={lead.version} search={search} />
        )}
        <Link
          to={`${href("/admin/leads/:id/history", { id: String(lead.id) })}${search}`}
          preventScrollReset
          className="link inline-flex items-center gap-1.5 text-sm"
        >
          <HistoryIcon className="size-4" />
          View history
        </Link>
        <LeadBilling lead={lead} search={search} />
        {!lead.deleted_at && <CustomerStatus state={customer} search={search} />}
        <NotificationStatus notifications={notifications} />
        <LeadTextsList texts={texts} leadId={lead.id} textsOn={lead.sms_updates && !lead.deleted_at} search={search} />
        {!lead.deleted_at && (
          <div className="flex gap-2 sm:hidden">
            <EditDeleteLinks leadId={lead.id} name={leadDisplayName(lead)} search={search} />
          </div>
        )}
      </div>
    </div>
  );
}

/** Whether the visitor agreed to text messages: when, to which wording, and the words themselves. */
function SmsConsent({ lead }: { lead: AdminLead }) {
  if (!lead.sms_updates) {
    return (
      <Detail label="Text messages">
        <span className="text-ink-muted">Not agreed: do not text</span>
      </Detail>
    );
  }
  return (
    <Detail label="Text messages" className="sm:col-span-2 xl:col-span-3">
      Agreed {lead.sms_consent_at ? formatDateTime(lead.sms_consent_at) : "(time not recorded)"}
      <span className="text-ink-muted"> · wording {lead.sms_consent_version ?? "unknown"}</span>
      {lead.sms_consent_text && <q className="mt-1 block text-sm text-ink-muted">{lead.sms_consent_text}</q>}
    </Detail>
  );
}

function Detail({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

/** What the customer set in the customer area: the crew's access instructions and which e-mails they want. */
function CustomerSettings({ lead }: { lead: AdminLead }) {
  const emails = [
    ["visit summaries", lead.notify_visit_summary],
    ["reminders", lead.notify_reminders],
    ["news and offers", lead.notify_promotions],
  ] as const;
  const wanted = emails.filter(([, on]) => on).map(([label]) => label);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      <div>
        <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Gate and yard instructions</dt>
        <dd className="mt-0.5 whitespace-pre-wrap text-ink">{lead.gate_instructions || <span className="text-ink-muted italic">None given</span>}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Customer e-mails</dt>
        <dd className="mt-0.5 text-ink">{wanted.length > 0 ? wanted.join(", ") : "None (opted out of all)"}</dd>
      </div>
    </dl>
  );
}
