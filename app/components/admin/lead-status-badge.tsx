import { STATUS_STYLES, statusLabel } from "~/lib/lead-status";
import type { LeadStatus } from "~server/db/schema";

/** The status colour plus the capitalised word, so colour is never the only signal. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  const style = STATUS_STYLES[status];
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${style.badge}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${style.dot}`} />
      {statusLabel(status)}
    </span>
  );
}
