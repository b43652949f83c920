import { formatDateTime } from "~/lib/dates";
import type { NotificationKind, NotificationStatus } from "~server/db/schema";

/** What the admin needs of one notification row (server/models/lead-notifications.ts). */
export interface NotificationSummary {
  kind: NotificationKind;
  status: NotificationStatus;
  attempts: number;
  last_error: string | null;
  updated_at: string;
}

const KIND_LABELS: Record<NotificationKind, string> = {
  staff_email: "Staff e-mail",
  visitor_confirmation: "Visitor confirmation",
  webhook: "Webhook",
};

const STATUS_TEXT: Record<NotificationStatus, { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-mist text-ink ring-line" },
  sent: { label: "Sent", className: "bg-emerald-50 text-emerald-900 ring-emerald-600/30" },
  failed: { label: "Failed, retrying", className: "bg-amber-50 text-amber-900 ring-amber-600/30" },
  dead: { label: "Not delivered", className: "bg-red-50 text-red-800 ring-red-600/30" },
};

/** Per lead: whether each notification went out, and the last failure when one did not. */
export function NotificationStatus({ notifications }: { notifications: readonly NotificationSummary[] | undefined }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Notifications</p>
      {!notifications || notifications.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">None recorded</p>
      ) : (
        <ul className="mt-1 space-y-1.5 text-sm">
          {notifications.map((n) => {
            const status = STATUS_TEXT[n.status];
            return (
              <li key={n.kind} data-notification={n.kind}>
                <span className="text-ink">{KIND_LABELS[n.kind]}</span>{" "}
                <span className={`inline-block rounded px-1.5 text-xs font-semibold ring-1 ring-inset ${status.className}`}>{status.label}</span>
                {n.status !== "sent" && n.attempts > 0 && (
                  <span className="text-xs text-ink-muted">
                    {" "}
                    after {n.attempts} attempt{n.attempts === 1 ? "" : "s"}
                  </span>
                )}
                {n.status !== "sent" && n.last_error && <p className="text-xs [overflow-wrap:anywhere] text-ink-muted">{n.last_error}</p>}
                {n.status === "sent" && (
                  <span className="text-xs text-ink-muted">
                    {" "}
                    <time dateTime={n.updated_at}>{formatDateTime(n.updated_at)}</time>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
