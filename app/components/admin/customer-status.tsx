import { Form, href, Link } from "react-router";
import { formatVisitDate } from "~/lib/dates";
import type { CustomerState } from "~server/models/lead-accounts";

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

function VisitsLine({ state, search }: { state: CustomerState; search: string }) {
  if (state.firstVisit) return <p className="text-ink">Visits planned from {visitDay(state.firstVisit)}</p>;
  if (state.missing.length === 0) return <p className="text-ink-muted">Visits are planned once the account is linked.</p>;
  return (
    <p className="text-amber-950">
      No visits yet: missing {state.missing.map((m) => MISSING[m]).join(", ")}.{" "}
      <Link to={`${href("/admin/leads/:id/edit", { id: String(state.leadId) })}${search}`} preventScrollReset className="link font-semibold">
        Fix in Edit Lead
      </Link>
    </p>
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
