import { href, Link } from "react-router";
import type { UnscheduledCustomer } from "~server/models/visits";

const MISSING_LABELS: Record<UnscheduledCustomer["missing"][number], string> = {
  address: "Street address",
  zip: "ZIP in the service area",
  day: "Visit day",
  account: "Customer account",
};

/**
 * Converted customers without planned visits, with what each lacks and a link to the Edit Lead
 * form that fixes it; says so plainly when everyone is scheduled.
 */
export function ReadyToSchedule({ customers, search }: { customers: UnscheduledCustomer[] | null; search: string }) {
  if (customers === null) return null;
  return (
    <section aria-labelledby="ready-heading" className="card mb-6 p-4 sm:p-5">
      <h2 id="ready-heading" className="text-lg font-bold text-ink">
        Ready to schedule
        {customers.length > 0 && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-950 tabular-nums">{customers.length}</span>}
      </h2>
      {customers.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">
          Every converted customer has a street address, a ZIP in the service area and a day: their visits are planned.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted">
            Converted customers whose visits cannot be planned yet. Visits are planned as soon as the missing item is saved.
          </p>
          <ul className="mt-3 divide-y divide-line">
            {customers.map((c) => (
              <li key={c.leadId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{c.name}</p>
                  <p className="text-sm text-ink-soft">
                    Missing: <span className="font-medium">{c.missing.map((m) => MISSING_LABELS[m]).join(", ")}</span>
                  </p>
                </div>
                <Link
                  to={`${href("/admin/leads/:id/edit", { id: String(c.leadId) })}${search}`}
                  preventScrollReset
                  className="btn-secondary shrink-0 rounded-lg text-sm"
                >
                  Fix in Edit Lead<span className="sr-only"> for {c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
