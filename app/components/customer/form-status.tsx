import { useEffect, useRef } from "react";
import { isHydrating } from "~/components/form-field";
import type { DemoNoticeId, OwnServiceForm, SavedValue } from "~/lib/customer-dashboard";
import type { CustomerAreaCopy } from "~server/content/customer-area";

/** The lead's version the form was rendered from: the server refuses a save from an older one (409). */
export function VersionField({ version }: { version: number | null }) {
  return <input type="hidden" name="version" value={version ?? ""} />;
}

/**
 * After a save refused as stale (409), at the top of its form: nothing was saved, what is saved
 * now, and that the fields below still hold what was typed. Announced (role=alert) and focused when
 * it appears: on the server's page by autofocus (the customer area and the invitation page are
 * documents), and by the effect should a page with React show it after a submit.
 */
export function ConflictNotice({ saved, t }: { saved: SavedValue[] | null; t: CustomerAreaCopy["conflict"] }) {
  const ref = useRef<HTMLDivElement>(null);
  // Focused when a (new) conflict appears, not on every render: typing elsewhere keeps its focus.
  const shown = saved ? JSON.stringify(saved) : null;
  useEffect(() => {
    if (shown && !isHydrating()) ref.current?.focus();
  }, [shown]);
  if (!saved) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      autoFocus
      data-testid="version-conflict"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 focus:outline-2 focus:outline-offset-2 focus:outline-amber-600"
    >
      <p className="font-semibold">{t.title}</p>
      <p className="mt-2">{t.saved}</p>
      <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {saved.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="mb-1 break-words whitespace-pre-line sm:mb-0">{value || t.empty}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2">{t.keep}</p>
    </div>
  );
}

/**
 * A panel form's submit button. With JavaScript, app/enhance/customer-area.js shows `pending`
 * ("Saving...") while its form is on its way and keeps a second tap from posting again.
 */
export function SaveButton({ intent, label, pending }: { intent: OwnServiceForm["intent"]; label: string; pending: string }) {
  return (
    <button type="submit" name="intent" value={intent} data-pending={pending} className="btn-primary w-full sm:w-auto">
      {label}
    </button>
  );
}

/**
 * A customer area form, posted natively (`action`: the customer area with the tab its answer
 * shows) and marked for app/enhance/customer-area.js (busy buttons, one post per tap).
 */
export function CustomerForm({
  action,
  className,
  noValidate,
  children,
}: {
  action: string;
  className?: string;
  noValidate?: boolean;
  children: React.ReactNode;
}) {
  return (
    <form method="post" action={action} noValidate={noValidate} data-customer-form="" className={className}>
      {children}
    </form>
  );
}

/** The line that confirms a save (after the redirect, from the URL). */
export function SavedNotice({ show, text }: { show: boolean; text: string }) {
  if (!show) return null;
  return (
    <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
      {text}
    </p>
  );
}

/** What the demo account's last form was answered with (the action's data), in the page's language. */
export interface DemoAnswer {
  id: DemoNoticeId;
  text: string;
}

/** The demo account's answer beside the form that asked (`id`): nothing changed, and why. */
export function DemoNotice({ answer, id }: { answer: DemoAnswer | null; id: DemoNoticeId }) {
  if (answer?.id !== id) return null;
  const { text } = answer;
  return (
    <p role="status" data-testid="demo-notice" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {text}
    </p>
  );
}
