import { useEffect, useEffectEvent, useRef, useState } from "react";
import { href, useFetcher, useLocation } from "react-router";
import { LEAD_STATUSES, type LeadStatus } from "~/lib/lead-options";
import { statusLabel } from "~/lib/lead-status";

/**
 * A lead's status in its details. One markup for everyone: a real POST form with a select and a
 * Save button. Once the page has hydrated, a change saves at once through a fetcher and CSS hides
 * the Save button (`html[data-hydrated] .js-hidden`). A choice made before hydration is still in
 * the select when React takes over, so it is saved then; pressing Save before hydration posts the
 * form natively.
 */
export function StatusForm({ leadId, status, version, search }: { leadId: number; status: LeadStatus; version: number; search: string }) {
  const fetcher = useFetcher<{ error?: string }>();
  const failure = fetcher.state === "idle" ? fetcher.data?.error : undefined;
  const location = useLocation();
  const selectRef = useRef<HTMLSelectElement>(null);
  const busy = fetcher.state !== "idle";
  // "Saved" once a save has finished: derived while rendering from the busy flag's last value.
  const [saved, setSaved] = useState(false);
  const [wasBusy, setWasBusy] = useState(busy);
  if (wasBusy !== busy) {
    setWasBusy(busy);
    setSaved(!busy);
  }
  const action = `${href("/admin")}${search || location.search}`;
  const save = (form: HTMLFormElement | null) => {
    if (form) void fetcher.submit(form, { method: "post", action, preventScrollReset: true });
  };
  // Runs once React owns the select: a value differing from the rendered one was chosen before
  // hydration. Only on mount (an effect event reads the latest props without being a
  // dependency): later changes go through onChange.
  const saveChoiceMadeBeforeHydration = useEffectEvent(() => {
    const select = selectRef.current;
    if (select && select.value !== status) save(select.form);
  });
  useEffect(() => saveChoiceMadeBeforeHydration(), []);
  const selectId = `lead-${leadId}-status`;
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="version" value={version} />
      {/* Shown in the lead's open details: the answer comes back to them. */}
      <input type="hidden" name="open" value={leadId} />
      <label htmlFor={selectId} className="mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase">
        Status
      </label>
      <div className="flex items-center gap-2">
        <select
          ref={selectRef}
          id={selectId}
          name="status"
          key={status}
          defaultValue={status}
          // No restored form state after a reload or Back: a differing value always means a person chose it.
          autoComplete="off"
          onChange={(event) => save(event.currentTarget.form)}
          className="field-input min-h-10 max-w-48 py-2 text-sm"
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
        <button type="submit" className="js-hidden inline-flex min-h-10 items-center rounded-lg bg-ink px-3 text-sm font-semibold text-white hover:bg-ink-soft">
          Save
        </button>
        <span role="status" className="text-xs font-semibold text-ink-muted">
          {busy ? "Saving\u2026" : saved && !failure ? "Saved" : ""}
        </span>
      </div>
      <p role="alert" className="mt-1 text-xs font-semibold text-red-700 empty:hidden">
        {failure ?? ""}
      </p>
    </fetcher.Form>
  );
}
