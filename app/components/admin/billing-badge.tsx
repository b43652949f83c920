import { BILLING_STATE_LIST, type BillingState, optionLabel } from "~/lib/lead-options";

const STYLES: Record<BillingState, string> = {
  active: "bg-green-50 text-green-900 ring-green-600/30",
  past_due: "bg-amber-50 text-amber-900 ring-amber-600/40",
  paused: "bg-slate-100 text-slate-800 ring-slate-500/30",
  canceled: "bg-red-50 text-red-900 ring-red-600/30",
};

/** A customer's billing state in words ("Billing: Past due"), colour only as a second signal. */
export function BillingBadge({ state }: { state: BillingState | null }) {
  if (!state) return null;
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STYLES[state]}`}>
      <span className="sr-only">Billing: </span>
      {optionLabel(BILLING_STATE_LIST, state)}
    </span>
  );
}
