import { useEffect, useState } from "react";
import { Link } from "react-router";
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

const SCRIPT_ID = "stripe-pricing-table-script";

type LoadState = "loading" | "loaded" | "error";

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
 * The embedded pricing table. Its script is inserted on demand (async, no referrer); Retry
 * removes it and inserts it again. Rendered only in the browser (the plan step's no-JS notice
 * covers visitors without JavaScript).
 */
export function PricingTable({ scriptUrl, tableId, publishableKey, email, clientReference, backHref, t }: PricingTableProps) {
  const [state, setState] = useState<LoadState>("loading");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (customElements.get("stripe-pricing-table")) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the server renders "loading"; the browser's registry is known only after hydration.
      setState("loaded");
      return;
    }
    let cancelled = false;
    const existing = document.getElementById(SCRIPT_ID);
    let script = existing instanceof HTMLScriptElement && existing.dataset.state !== "error" ? existing : null;
    if (!script) {
      // A failed script element cannot be retried: remove it and insert a fresh one.
      existing?.remove();
      script = document.createElement("script");
      script.id = SCRIPT_ID;
      script.src = scriptUrl;
      script.async = true;
      script.referrerPolicy = "no-referrer";
      script.dataset.state = "loading";
      // Permanent listeners record the outcome even if this component has unmounted meanwhile.
      const created = script;
      created.addEventListener("load", () => (created.dataset.state = "loaded"));
      created.addEventListener("error", () => (created.dataset.state = "error"));
      document.head.appendChild(script);
    } else if (script.dataset.state === "loaded") {
      setState("loaded");
      return;
    }
    const el = script;
    const onLoad = () => {
      if (!cancelled) setState("loaded");
    };
    const onError = () => {
      console.error("Pricing table script failed to load", scriptUrl);
      if (!cancelled) setState("error");
    };
    el.addEventListener("load", onLoad);
    el.addEventListener("error", onError);
    return () => {
      cancelled = true;
      el.removeEventListener("load", onLoad);
      el.removeEventListener("error", onError);
    };
  }, [scriptUrl, attempt]);

  function retry() {
    setState("loading");
    setAttempt((n) => n + 1);
  }

  if (state === "error") {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <AlertIcon className="mx-auto h-8 w-8" />
        <p className="mt-3 font-semibold">{t.failed}</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={retry} className="btn-primary">
            {t.retry}
          </button>
          <Link to={backHref} className="btn-secondary">
            <ChevronLeftIcon className="h-5 w-5" />
            {t.backToContact}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div aria-busy={state === "loading"}>
      {state === "loading" && (
        <div role="status" className="flex flex-col items-center justify-center gap-4 py-16 text-ink-muted">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand/20 border-t-brand" aria-hidden="true" />
          <p className="font-medium">{t.loading}</p>
        </div>
      )}
      {state === "loaded" && (
        <stripe-pricing-table pricing-table-id={tableId} publishable-key={publishableKey} customer-email={email} client-reference-id={clientReference} />
      )}
    </div>
  );
}
