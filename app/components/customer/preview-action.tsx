import { useEffect, useRef } from "react";
import { Form, href, Link, useLocation, useSearchParams } from "react-router";
import { CloseIcon, ExternalLinkIcon, MailIcon, PhoneIcon, InfoIcon } from "~/components/icons";
import { useBusiness, useRootData } from "~/lib/root-data";
import { PREVIEW_ACTIONS, parseNotice, parseTab, type PreviewActionId, type TabId } from "~/content/customer-portal";

const noticeId = (action: PreviewActionId) => `notice-${action}`;

/**
 * A real GET form: without JavaScript the browser loads `?tab=…&notice=…#notice-…` and the
 * page renders the notice there; with JavaScript React Router swaps it in without a reload.
 */
export function PreviewForm({ action, tab, className, children }: { action: PreviewActionId; tab: TabId; className?: string; children: React.ReactNode }) {
  return (
    <Form method="get" action={`${href("/customer")}#${noticeId(action)}`} preventScrollReset replace className={className}>
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="notice" value={action} />
      {children}
    </Form>
  );
}

type ButtonVariant = "primary" | "secondary" | "danger" | "quiet";

const variantClass: Record<ButtonVariant, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  danger:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-red-700/30 bg-white px-6 py-2.5 text-base font-semibold text-red-800 transition-colors hover:border-red-700 hover:bg-red-50",
  quiet:
    "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-brand-dark transition-colors hover:bg-brand-tint",
};

/** One button that asks for the preview notice of `action`. */
export function PreviewButton({
  action,
  tab,
  variant = "secondary",
  className = "",
  children,
}: {
  action: PreviewActionId;
  tab: TabId;
  variant?: ButtonVariant;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <PreviewForm action={action} tab={tab} className="shrink-0">
      <button type="submit" className={`${variantClass[variant]} whitespace-nowrap ${className}`}>
        {children}
      </button>
    </PreviewForm>
  );
}

/**
 * Shows the notice for whichever of `actions` is in the URL, next to the buttons that asked for it.
 * When it appears after a click, focus moves to it so screen readers read it and it scrolls into view.
 * A click before hydration is a native GET to `…#notice-…`: the new page opens on the notice, and
 * focus moves to it once hydrated, as for a click afterwards.
 */
export function NoticeSlot({ actions, className = "" }: { actions: readonly PreviewActionId[]; className?: string }) {
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const notice = parseNotice(searchParams.get("notice"));
  const tab = parseTab(searchParams.get("tab"));
  const ref = useRef<HTMLDivElement>(null);
  const shown = notice && actions.includes(notice) ? notice : null;
  // undefined until the first effect: then a notice counts as new when the URL's hash asks for it.
  const previous = useRef<PreviewActionId | null | undefined>(undefined);

  useEffect(() => {
    const isNew = previous.current === undefined ? shown !== null && hash === `#${noticeId(shown)}` : shown !== previous.current;
    if (shown && isNew) ref.current?.focus();
    previous.current = shown;
  }, [shown, searchParams, hash]);

  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} className={`focus:outline-none ${className}`}>
      <PreviewNotice action={shown} dismissTo={`${href("/customer")}?tab=${tab}`} />
    </div>
  );
}

function PreviewNotice({ action, dismissTo }: { action: PreviewActionId; dismissTo: string }) {
  const contact = useBusiness();
  const { billingPortalUrl } = useRootData();
  const { kind, title, body } = PREVIEW_ACTIONS[action];
  return (
    <div
      id={noticeId(action)}
      role="status"
      data-testid="preview-notice"
      className="relative rounded-xl border border-sky-300 bg-sky-50 p-4 pr-12 text-ink sm:p-5 sm:pr-14"
    >
      <div className="flex gap-3">
        <InfoIcon className="mt-0.5 h-5 w-5 shrink-0 text-sky-800" />
        <div className="min-w-0">
          <p className="font-semibold">{title}</p>
          <p className="mt-1 text-[0.95rem] leading-relaxed text-ink-soft">{body}</p>
          <ul className="mt-3 flex flex-col gap-2 text-[0.95rem] sm:flex-row sm:flex-wrap sm:gap-x-5">
            {kind === "billing" && (
              <li>
                <a href={billingPortalUrl} target="_blank" rel="noopener noreferrer" className="link inline-flex items-center gap-1.5">
                  Open the billing portal
                  <ExternalLinkIcon className="h-4 w-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            )}
            <li>
              <a href={contact.phoneHref} className="link inline-flex items-center gap-1.5">
                <PhoneIcon className="h-4 w-4" />
                Call {contact.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${contact.email}`} className="link inline-flex items-center gap-1.5">
                <MailIcon className="h-4 w-4" />
                E-mail {contact.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <Link
        to={dismissTo}
        replace
        preventScrollReset
        className="absolute top-2 right-2 grid h-11 w-11 place-items-center rounded-full text-ink-muted hover:bg-sky-100 hover:text-ink"
      >
        <CloseIcon className="h-5 w-5" />
        <span className="sr-only">Dismiss notice</span>
      </Link>
    </div>
  );
}
