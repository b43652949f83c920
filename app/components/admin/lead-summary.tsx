import type { LeadSummary as Counts } from "~server/models/lead-admin";

/** The dashboard's four headline counts; "–" when they could not be loaded. */
export function LeadSummary({ summary }: { summary: Counts | null }) {
  return (
    <section aria-label="Summary" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <SummaryCard label="Total Leads" value={summary?.total} tone="bg-ink" />
      <SummaryCard label="New Leads" value={summary?.new} tone="bg-blue-600" />
      <SummaryCard label="Converted" value={summary?.converted} tone="bg-green-600" />
      <SummaryCard label="In Progress" value={summary?.inProgress} tone="bg-purple-600" hint="Contacted + scheduled" />
    </section>
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
