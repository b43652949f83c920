import { Form, href, Link } from "react-router";
import { formatVisitDate } from "~/lib/dates";
import type { CustomerState, CustomerStop } from "~server/models/lead-accounts";

const MISSING: Record<CustomerState["missing"][number], string> = { address: "street address", zip: "ZIP in the service area", day: "visit day" };
const INVITATION: Record<NonNullable<CustomerState["account"]>["invitation"], string> = {
  sent: "Invitation sent, not accepted yet",
  accepted: "Invitation accepted: the customer signs in",
  expired: "Invitation expired or used up: send a new one",
  deactivated: "Account deactivated",
};

/** "Thursday, December 3, 2026" (the business's calendar date as stored, no time zone shift). */
export const visitDay = (iso: string) => formatVisitDate(iso, "en");

/** What converting this lead did: the account and its invitation, and the first visit or what stops it. */
export function CustomerStatus({ state, search }: { state: CustomerState | undefined; search: string }) {
  if (!state) return null;
  return (
    <section aria-label="Customer" className="space-y-2 text-sm">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Customer</p>
      <p className="text-ink">{state.account ? INVITATION[state.account.invitation] : "No customer account yet (the daily job retries)"}</p>
      {state.account && (state.account.invitation === "sent" || state.account.invitation === "expired") && (
        <Form method="post" action={`${href("/admin")}${search}`} preventScrollReset>
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="userId" value={state.account.userId} />
          {/* In the lead's open details: the answer comes back to them. */}
          <input type="hidden" name="open" value={state.leadId} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-mist"
            aria-label={`Resend invitation to ${state.name}`}
          >
            Resend invitation
          </button>
        </Form>
      )}
      <VisitsLine state={state} search={search} />
    </section>
  );
}

/** Why there are no visits (or until when there are), in the office's words. */
function stopText(stop: CustomerStop): string {
  switch (stop.kind) {
    case "canceled":
      return "No visits: the subscription was canceled.";
    case "billing_paused":
      return "No visits: the subscription is paused with the payment provider.";
    case "past_due":
      return "Payment past due: visits continue for now.";
    case "paused":
      return `Paused by the customer from ${visitDay(stop.start)} until ${visitDay(stop.end)}: no visits in those days.`;
    case "ending":
      return `Canceled by the customer: last day ${visitDay(stop.date)}.`;
  }
}

function VisitsLine({ state, search }: { state: CustomerState; search: string }) {
  const stop = state.stopped ? <p className="font-semibold text-amber-950">{stopText(state.stopped)}</p> : null;
  if (state.stopped && (!state.firstVisit || state.stopped.kind === "canceled" || state.stopped.kind === "billing_paused")) return stop;
  if (state.firstVisit)
    return (
      <>
        {stop}
        <p className="text-ink">Visits planned from {visitDay(state.firstVisit)}</p>
      </>
    );
  if (state.missing.length === 0) return <p className="text-ink-muted">Visits are planned once the account is linked.</p>;
  const missing = state.missing.map((m) => MISSING[m]).join(", ");
  const editLead = (
    <Link to={`${href("/admin/leads/:id/edit", { id: String(state.leadId) })}${search}`} preventScrollReset className="link font-semibold">
      Edit Lead
    </Link>
  );
  // The customer gives what is missing when they accept the invitation (or in their customer area): the office may, instead.
  const them = state.missing.length > 1 ? "them" : "it";
  const asked =
    state.account?.invitation === "sent"
      ? `the invitation asks the customer for ${them}`
      : state.account?.invitation === "accepted"
        ? `the customer is asked for ${them} in their customer area`
        : null;
  if (asked)
    return (
      <p className="text-ink">
        No visits yet: missing {missing}; {asked}. You can fill {them} in yourself instead, in {editLead}.
      </p>
    );
  return (
    <p className="text-amber-950">
      No visits yet: missing {missing}. Fill {them} in, in {editLead}.
    </p>
  );
}

/** Edit Lead's answer, at the top of the list: saved, and the next visit when the save moved it. */
export function SavedNotice({ saved }: { saved: { name: string; moved: { before: string; after: string } | null } | null }) {
  if (!saved) return null;
  const { moved } = saved;
  return (
    <div role="status" className="mb-6 rounded-xl border border-green-200 bg-green-50 p-4 text-green-950">
      <p className="font-semibold">Saved: {saved.name}.</p>
      {moved && (
        <p className="mt-1">
          {moved.before === "none"
            ? `Visits planned from ${visitDay(moved.after)}.`
            : moved.after === "none"
              ? `No visits are planned now (the next was ${visitDay(moved.before)}).`
              : `Next visit moved from ${visitDay(moved.before)} to ${visitDay(moved.after)}.`}
        </p>
      )}
    </div>
  );
}

/** The answer to a conversion, at the top of the list: who, the account, and the visits. */
export function ConversionNotice({ state, search }: { state: CustomerState | null; search: string }) {
  if (!state) return null;
  const account = !state.account
    ? "no customer account yet (the daily job retries)"
    : state.account.invitation === "accepted"
      ? `their account ${state.email} already exists and is linked`
      : `an invitation was sent to ${state.email}`;
  return (
    <div role="status" className="mb-6 rounded-xl border border-green-200 bg-green-50 p-4 text-green-950">
      <p className="font-semibold">
        {state.name} is a customer: {account}.
      </p>
      <div className="mt-1">
        <VisitsLine state={state} search={search} />
      </div>
    </div>
  );
}
