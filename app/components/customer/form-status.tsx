import { useNavigation } from "react-router";
import type { DemoNoticeId, OwnServiceForm } from "~/lib/customer-dashboard";

/** A panel form's submit button, which says it is saving while its own form is on its way. */
export function SaveButton({ intent, label, pending }: { intent: OwnServiceForm["intent"]; label: string; pending: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className="btn-primary w-full sm:w-auto">
      {busy ? pending : label}
    </button>
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
