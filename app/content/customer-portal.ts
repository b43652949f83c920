/** The customer dashboard's tabs and preview-action notices (copy). Both live in the URL so they work without JavaScript. */

export const TABS = [
  { id: "services", label: "Services" },
  { id: "billing", label: "Billing & Invoices" },
  { id: "notifications", label: "Notifications" },
  { id: "account", label: "Account Settings" },
] as const;

export type TabId = (typeof TABS)[number]["id"];

export function parseTab(value: string | null): TabId {
  return TABS.find((t) => t.id === value)?.id ?? "services";
}

export type NoticeKind = "service" | "billing" | "account";

/**
 * Every button of the customer dashboard. None has a real effect in the preview, so each
 * answers with a notice that says so and where the real thing is done.
 */
export const PREVIEW_ACTIONS = {
  reschedule: {
    kind: "service",
    title: "Rescheduling isn't available in this preview",
    body: "This dashboard shows sample visits, so nothing was moved. To reschedule a real visit, contact our team at least 24 hours before it.",
  },
  "pay-now": {
    kind: "billing",
    title: "No payment was taken",
    body: "This dashboard shows sample invoices. Real invoices are paid in the secure billing portal run by our card payment provider.",
  },
  "update-payment": {
    kind: "billing",
    title: "Your card wasn't changed",
    body: "Payment methods are stored by our card payment provider, not on this site. Update your card in the secure billing portal.",
  },
  download: {
    kind: "billing",
    title: "Sample invoices have no file to download",
    body: "Real invoices and receipts can be downloaded from the billing portal, and each one is also e-mailed to you.",
  },
  "save-preferences": {
    kind: "account",
    title: "Your preferences weren't saved",
    body: "This preview doesn't store notification settings yet. Tell our team how you'd like to hear from us and we'll update it for you.",
  },
  "update-information": {
    kind: "account",
    title: "Your details weren't changed",
    body: "This preview shows a sample profile. To update your name, contact details or service address, contact our team.",
  },
  "change-password": {
    kind: "account",
    title: "Password changes aren't available here yet",
    body: "Your password wasn't changed. If you need a new one, contact our team and we'll help you reset it.",
  },
  "change-plan": {
    kind: "account",
    title: "Your plan wasn't changed",
    body: "Plan changes are handled by our team and need 7 days' notice before your next billing date. Get in touch and we'll find the right schedule for your yard.",
  },
  "cancel-service": {
    kind: "account",
    title: "Your service wasn't canceled",
    body: "Cancellation needs 7 days' notice before your next billing date. Contact our team to cancel or pause; prepaid service is refunded prorated.",
  },
} as const satisfies Record<string, { kind: NoticeKind; title: string; body: string }>;

export type PreviewActionId = keyof typeof PREVIEW_ACTIONS;

export function isPreviewAction(value: string | null): value is PreviewActionId {
  return value !== null && Object.hasOwn(PREVIEW_ACTIONS, value);
}

export function parseNotice(value: string | null): PreviewActionId | null {
  return isPreviewAction(value) ? value : null;
}
