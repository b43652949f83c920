import { data, Form, href, Link, useLocation, useNavigation } from "react-router";
import { AdminDialog, LeadDialogError } from "~/components/admin/admin-dialog";
import { leadIdParam, leadListUrl } from "~/lib/lead-admin-url";
import { leadDisplayName, optionLabel, BILLING_STATE_LIST, LEAD_LOCALE_LIST, frequencyLabel } from "~/lib/lead-options";
import { pageMeta } from "~/lib/meta";
import { type PaymentLinkOutcome, sendPaymentLink } from "~server/billing/payment-link";
import { cloudflareContext, dbContext, staffContext } from "~server/context";
import { getLead } from "~server/models/lead-admin";
import { billingOf } from "~server/service/account";
import type { Route } from "./+types/lead-payment-link";

async function activeLead(context: Route.LoaderArgs["context"], raw: string | undefined) {
  const lead = await getLead(context.get(dbContext), leadIdParam(raw));
  if (!lead || lead.deleted_at) throw data("Lead not found", { status: 404 });
  return lead;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const lead = await activeLead(context, params.id);
  return {
    lead: {
      name: leadDisplayName(lead),
      email: lead.email,
      language: optionLabel(LEAD_LOCALE_LIST, lead.locale),
      plan: frequencyLabel(lead.service_frequency),
      billing: optionLabel(BILLING_STATE_LIST, billingOf(lead).state) || null,
    },
  };
}

/**
 * "Send payment link": a subscription checkout for the lead's plan, kept on the lead and e-mailed
 * to the customer in their language through the notification queue. When a setting is missing
 * nothing is made and the office is told which (server/billing/payment-link.ts).
 */
export async function action({ context, params }: Route.ActionArgs) {
  const lead = await activeLead(context, params.id);
  const { env } = context.get(cloudflareContext);
  const outcome = await sendPaymentLink(context.get(dbContext), env, lead, context.get(staffContext), href("/customer") + "?tab=billing");
  if (outcome.result === "sent") {
    const language = optionLabel(LEAD_LOCALE_LIST, lead.locale);
    return {
      sent: true as const,
      message: `Payment link for the ${frequencyLabel(lead.service_frequency)} plan e-mailed to ${lead.email} (in ${language}). It works for 24 hours.`,
    };
  }
  // Only the provider's failure or the queue may pass on a second try; a missing setting or a customer who cannot get a link will not.
  const retry = outcome.result === "provider_failed" || outcome.result === "not_queued";
  const status = outcome.result === "provider_failed" ? 502 : outcome.result === "not_queued" ? 503 : 409;
  return data({ sent: false as const, retry, message: outcomeMessage(outcome, lead) }, { status });
}

/** What the office reads when no link was made, and what to do about it. */
function outcomeMessage(
  outcome: Exclude<PaymentLinkOutcome, { result: "sent" }>,
  lead: Parameters<typeof billingOf>[0] & { service_frequency: Parameters<typeof frequencyLabel>[0] },
): string {
  switch (outcome.result) {
    case "not_configured":
      return "Payments are not configured on this site (STRIPE_SECRET_KEY is not set), so no link was made; trying again will not help. Whoever manages the site's Cloudflare settings (its operator) can set up payments: the STRIPE_SECRET_KEY secret, in docs/configuration.md. Until then, take the payment another way.";
    case "no_price":
      return `No price is configured for the ${frequencyLabel(lead.service_frequency)} plan (${outcome.variable}), so no link was made; trying again will not help. Whoever manages the site's Cloudflare settings (its operator) can set it: ${outcome.variable}, in docs/configuration.md.`;
    case "not_residential":
      return "Commercial service is quoted, not sold by subscription: no payment link for it.";
    case "has_subscription":
      return `This customer already has a subscription (${optionLabel(BILLING_STATE_LIST, billingOf(lead).state)}). They manage it in the billing portal.`;
    case "provider_failed":
      return "The payment provider did not accept the request, so no link was sent. Try again in a moment.";
    case "not_queued":
      return "The link was made but the e-mail could not be queued. Send it again in a moment.";
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Send Payment Link", description: "E-mail a customer a payment link.", path: href("/admin"), noindex: true });

export default function PaymentLink({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(location.pathname) === true;
  return (
    <AdminDialog title="Send payment link" description={lead.name}>
      {actionData ? (
        <p
          role={actionData.sent ? "status" : "alert"}
          className={`rounded-lg border px-4 py-3 text-sm ${actionData.sent ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"}`}
        >
          {actionData.message}
        </p>
      ) : (
        <p className="text-ink">
          E-mails <strong>{lead.email}</strong> a link to pay for the <strong>{lead.plan}</strong> plan by card, in {lead.language}. Once they pay, the
          subscription shows here and in their customer area.
          {lead.billing && <span className="mt-2 block text-sm text-ink-muted">Billing now: {lead.billing}.</span>}
        </p>
      )}
      <Form method="post" preventScrollReset className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={leadListUrl(location.search)} preventScrollReset className="btn-secondary rounded-lg">
          {actionData?.sent ? "Done" : actionData ? "Close" : "Cancel"}
        </Link>
        {!actionData?.sent && (!actionData || actionData.retry) && (
          <button type="submit" disabled={sending} className="btn-primary rounded-lg">
            {sending ? "Sending..." : actionData ? "Try again" : "Send payment link"}
          </button>
        )}
      </Form>
    </AdminDialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LeadDialogError error={error} title="Send payment link" />;
}
