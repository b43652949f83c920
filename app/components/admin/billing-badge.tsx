import { BILLING_STATE_LIST, type BillingState, optionLabel, SERVICE_STATE_LIST, type ServiceState } from "~/lib/lead-options";

const STYLES: Record<BillingState, string> = {
  active: "bg-green-50 text-green-900 ring-green-600/30",
  past_due: "bg-amber-50 text-amber-900 ring-amber-600/40",
  paused: "bg-slate-100 text-slate-800 ring-slate-500/30",
  canceled: "bg-red-50 text-red-900 ring-red-600/30",
};

const SERVICE_STYLES: Record<ServiceState, string> = { ...STYLES, ending: "bg-orange-50 text-orange-900 ring-orange-600/40" };

/** A state in words after a hidden name ("Billing: Past due"), colour only as a second signal. */
function StatePill({ name, label, style }: { name: string; label: string; style: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${style}`}>
      <span className="sr-only">{`${name}: `}</span>
      {label}
    </span>
  );
}

/** A customer's billing state with the payment provider. */
export function BillingBadge({ state }: { state: BillingState | null }) {
  return state ? <StatePill name="Billing" label={optionLabel(BILLING_STATE_LIST, state)} style={STYLES[state]} /> : null;
}

/** A customer's service as its account says ("Service: Ending"), whatever made it so. */
export function ServiceBadge({ state }: { state: ServiceState | null }) {
  return state ? <StatePill name="Service" label={optionLabel(SERVICE_STATE_LIST, state)} style={SERVICE_STYLES[state]} /> : null;
}
