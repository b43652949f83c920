import type { InvoiceStatus, VisitStatus } from "~/content/customer-sample";

type Status = VisitStatus | InvoiceStatus;

/** Colour plus a text label (colour is never the only signal). */
const styles: Record<Status, { label: string; className: string; dot: string }> = {
  completed: { label: "Completed", className: "bg-brand-soft text-brand-dark ring-brand/25", dot: "bg-brand" },
  scheduled: { label: "Scheduled", className: "bg-blue-50 text-blue-800 ring-blue-700/20", dot: "bg-blue-600" },
  canceled: { label: "Canceled", className: "bg-slate-100 text-slate-700 ring-slate-500/25", dot: "bg-slate-500" },
  paid: { label: "Paid", className: "bg-brand-soft text-brand-dark ring-brand/25", dot: "bg-brand" },
  pending: { label: "Pending", className: "bg-amber-50 text-amber-900 ring-amber-600/30", dot: "bg-amber-500" },
};

export function StatusBadge({ status }: { status: Status }) {
  const s = styles[status];
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset ${s.className}`}>
      <span className={`h-2 w-2 rounded-full ${s.dot}`} aria-hidden="true" />
      {s.label}
    </span>
  );
}
