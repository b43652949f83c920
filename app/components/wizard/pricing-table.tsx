import { AlertIcon, ChevronLeftIcon } from "~/components/icons";
import type { WizardCopy } from "./copy";

declare module "react" {
  // The payment provider's web component; its script defines it.
  namespace JSX {
    interface IntrinsicElements {
      "stripe-pricing-table": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        "pricing-table-id"?: string;
        "publishable-key"?: string;
        "customer-email"?: string;
        "client-reference-id"?: string;
      };
    }
  }
}

interface PricingTableProps {
  scriptUrl: string;
  tableId: string;
  publishableKey: string;
  email: string;
  clientReference: string;
  backHref: string;
  t: WizardCopy["plan"];
}

/**
 * The embedded pricing table, as the server renders it: "loading" until the plan step's script
 * (app/enhance/pricing-table.js) has inserted the provider's script (async, no referrer) and put
 * the provider's element, with the data attributes' values, in the loader's place. If the script
 * fails, the script shows the template's message: Retry inserts the script again. Visitors
 * without JavaScript see the plan step's notice instead.
 */
export function PricingTable({ scriptUrl, tableId, publishableKey, email, clientReference, backHref, t }: PricingTableProps) {
  return (
    <div
      aria-busy="true"
      data-pricing-table=""
      data-script-url={scriptUrl}
      data-table-id={tableId}
      data-publishable-key={publishableKey}
      data-email={email}
      data-client-reference={clientReference}
    >
      <div role="status" className="flex flex-col items-center justify-center gap-4 py-16 text-ink-muted">
        <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand/20 border-t-brand" aria-hidden="true" />
        <p className="font-medium">{t.loading}</p>
      </div>
      <template data-pricing-failed="">
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
          <AlertIcon className="mx-auto h-8 w-8" />
          <p className="mt-3 font-semibold">{t.failed}</p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            <button type="button" data-retry="" className="btn-primary">
              {t.retry}
            </button>
            <a href={backHref} className="btn-secondary">
              <ChevronLeftIcon className="h-5 w-5" />
              {t.backToContact}
            </a>
          </div>
        </div>
      </template>
    </div>
  );
}
