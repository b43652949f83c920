import { Field } from "~/components/form-field";
import { AlertIcon, CalendarIcon } from "~/components/icons";
import type { ChangeDone, ChangeForm, OwnChanges, ServiceBanner } from "~/lib/customer-dashboard";
import { addDays, formatDateRange, formatIsoDate } from "~/lib/dates";
import { fill, useLocale } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { CANCEL_REASONS, PAUSE_MAX_DAYS } from "~/lib/self-service";
import type { CustomerAreaCopy } from "~server/content/customer-area";
import { useCustomerPath } from "./customer-path";
import { CustomerForm, type DemoAnswer, DemoNotice, VersionField } from "./form-status";
import { PanelCard } from "./panel";

/**
 * The customer's own changes on the services tab (docs/decisions/0020): each upcoming visit with
 * "Skip this visit" (or its undo) until the cut-off the day before (SERVICE_TERMS), the pause and the cancellation. Every
 * form carries the lead's version and works without JavaScript.
 */
export function ServiceChanges({
  changes,
  version,
  form,
  done,
  demoAnswer,
  t,
}: {
  changes: OwnChanges;
  version: number;
  form: ChangeForm | null;
  done: ChangeDone | null;
  demoAnswer: DemoAnswer | null;
  t: CustomerAreaCopy;
}) {
  const locale = useLocale();
  const date = (iso: string) => formatIsoDate(iso, locale);
  const c = t.selfService;
  const contact = useBusiness();
  const customerPath = useCustomerPath();
  const doneText =
    done &&
    (done.kind === "skipped"
      ? fill(c.skippedNotice, { date: date(done.date) })
      : done.kind === "undone"
        ? fill(c.undoneNotice, { date: date(done.date) })
        : done.kind === "paused"
          ? fill(c.pausedNotice, { range: formatDateRange(done.start, done.end, locale) })
          : done.kind === "pauseEnded"
            ? c.pauseEndedNotice
            : fill(c.canceledNotice, { date: date(done.date) }));
  const formVersion = form?.version ?? version;
  return (
    <>
      {doneText && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          {doneText}
        </p>
      )}
      <ChangeNotice form={form} t={t} phone={contact.phone} />
      <DemoNotice answer={demoAnswer} id="changes" />
      <PanelCard title={c.upcoming} description={c.upcomingHelp}>
        {changes.arrival && (
          <p role="status" data-testid="arrival" className="mb-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-semibold text-green-900">
            {changes.arrival.minutes !== null
              ? fill(c.arrivalMinutes, { minutes: changes.arrival.minutes })
              : fill(changes.arrival.before === 0 ? c.arrivalNext : changes.arrival.before === 1 ? c.arrivalOne : c.arrivalMany, {
                  count: changes.arrival.before,
                  from: changes.arrival.from,
                  to: changes.arrival.to,
                })}
          </p>
        )}
        {changes.upcoming.length === 0 ? (
          <p className="flex items-start gap-3 text-ink-soft">
            <CalendarIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
            {changes.later ? fill(c.nextLater, { date: date(changes.later) }) : c.noUpcoming}
          </p>
        ) : (
          <ul className="-my-3 divide-y divide-line">
            {changes.upcoming.map((v) => (
              <li key={v.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="font-semibold text-ink">
                  {date(v.date)}
                  {v.skipped && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">{c.skippedTag}</span>}
                </p>
                {v.changeable ? (
                  <CustomerForm action={customerPath("?tab=services")} className="shrink-0">
                    <VersionField version={formVersion} />
                    <input type="hidden" name="visit" value={v.id} />
                    <ChangeButton
                      intent={v.skipped ? "unskip" : "skip"}
                      label={v.skipped ? c.undo : c.skip}
                      aria={fill(v.skipped ? c.undoLabel : c.skipLabel, { date: date(v.date) })}
                      secondary
                      pending={t.saving}
                    />
                  </CustomerForm>
                ) : (
                  <p className="text-sm text-ink-muted">{fill(c.tooLateTag, { phone: contact.phone })}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
      {changes.pause ? (
        <PanelCard title={c.pausedCard}>
          <p className="text-ink-soft">{fill(c.pausedBody, { range: formatDateRange(changes.pause.start, changes.pause.end, locale) })}</p>
          {changes.pause.endsOn !== null ? (
            <CustomerForm action={customerPath("?tab=services")} className="mt-4">
              <VersionField version={formVersion} />
              <ChangeButton intent="endPause" label={c.endPause} pending={t.saving} secondary />
            </CustomerForm>
          ) : (
            <p className="mt-4 text-sm text-ink-muted">{fill(c.tooLateTag, { phone: contact.phone })}</p>
          )}
        </PanelCard>
      ) : (
        changes.canPause && <PauseForm changes={changes} version={formVersion} form={form?.intent === "pause" ? form : null} t={t} />
      )}
      {changes.cancellation ? (
        <PanelCard title={fill(c.canceledCard, { date: date(changes.cancellation.end) })}>
          <p className="text-ink-soft">
            {fill(c.canceledBody, {
              last: changes.cancellation.lastVisit ? date(changes.cancellation.lastVisit) : c.noLastVisit,
              phone: contact.phone,
            })}
          </p>
        </PanelCard>
      ) : (
        changes.canCancel && <CancelForm changes={changes} version={formVersion} form={form?.intent === "cancel" ? form : null} t={t} />
      )}
    </>
  );
}

/** A refused change: stale page (409) or past the cut-off. */
function ChangeNotice({ form, t, phone }: { form: ChangeForm | null; t: CustomerAreaCopy; phone: string }) {
  if (!form?.notice) return null;
  return (
    <p role="alert" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
      {form.notice === "stale" ? t.conflict.title : fill(t.selfService.tooLate, { phone })}
    </p>
  );
}

function ChangeButton({
  intent,
  label,
  aria,
  pending,
  secondary = false,
}: {
  intent: ChangeForm["intent"];
  label: string;
  aria?: string;
  pending: string;
  secondary?: boolean;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      data-pending={pending}
      aria-label={aria}
      className={`${secondary ? "btn-secondary" : "btn-primary"} w-full sm:w-auto`}
    >
      {label}
    </button>
  );
}

function PauseForm({ changes, version, form, t }: { changes: OwnChanges; version: number; form: ChangeForm | null; t: CustomerAreaCopy }) {
  const c = t.selfService;
  const customerPath = useCustomerPath();
  const errors = form?.errors ?? {};
  const values = form?.values ?? {};
  // From the first day a change may touch; to the longest pause, or the last day of a cancellation.
  const min = changes.firstDate;
  const longest = addDays(min, PAUSE_MAX_DAYS - 1);
  const max = changes.pauseEndMax !== null && changes.pauseEndMax < longest ? changes.pauseEndMax : longest;
  return (
    <PanelCard title={c.pauseCard} description={c.pauseHelp}>
      <CustomerForm action={customerPath("?tab=services")} noValidate className="grid gap-4 sm:grid-cols-2">
        <VersionField version={version} />
        <Field name="start" label={c.pauseStart} error={errors.start} required>
          {(props) => <input {...props} type="date" min={min} defaultValue={values.start ?? ""} autoFocus={Boolean(errors.start)} className="field-input" />}
        </Field>
        <Field name="end" label={c.pauseEnd} error={errors.end} required>
          {(props) => (
            <input
              {...props}
              type="date"
              min={min}
              max={max}
              defaultValue={values.end ?? ""}
              autoFocus={Boolean(errors.end) && !errors.start}
              className="field-input"
            />
          )}
        </Field>
        <div className="sm:col-span-2 sm:flex sm:justify-end">
          <ChangeButton intent="pause" label={c.pause} pending={t.saving} />
        </div>
      </CustomerForm>
    </PanelCard>
  );
}

function CancelForm({ changes, version, form, t }: { changes: OwnChanges; version: number; form: ChangeForm | null; t: CustomerAreaCopy }) {
  const c = t.selfService;
  const customerPath = useCustomerPath();
  const errors = form?.errors ?? {};
  const values = form?.values ?? {};
  // What happens to the payments: a subscription ends with the paid period; without one there is nothing to end.
  return (
    <PanelCard title={c.cancelCard} description={changes.subscription ? c.cancelHelp : c.cancelHelpNoSubscription} tone="danger">
      <CustomerForm action={customerPath("?tab=services")} noValidate className="grid gap-4">
        <VersionField version={version} />
        <Field name="end" idPrefix="cancel-" label={c.cancelEnd} error={errors.end} required>
          {(props) => (
            <input
              {...props}
              type="date"
              min={changes.cancelEndMin}
              defaultValue={values.end ?? ""}
              autoFocus={Boolean(errors.end)}
              className="field-input sm:max-w-xs"
            />
          )}
        </Field>
        <Field name="reason" label={c.cancelReason} error={errors.reason} required>
          {(props) => (
            <select {...props} defaultValue={values.reason ?? ""} autoFocus={Boolean(errors.reason) && !errors.end} className="field-input sm:max-w-xs">
              <option value="">{c.chooseReason}</option>
              {CANCEL_REASONS.map((r) => (
                <option key={r} value={r}>
                  {c.reasons[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="comment" label={c.cancelComment} error={errors.comment} optionalText={t.account.optional}>
          {(props) => <textarea {...props} rows={3} maxLength={1000} defaultValue={values.comment ?? ""} className="field-input" />}
        </Field>
        {changes.subscription && <p className="text-sm text-ink-muted">{c.providerNote}</p>}
        <div className="flex justify-end">
          <ChangeButton intent="cancel" label={c.cancel} pending={t.saving} />
        </div>
      </CustomerForm>
    </PanelCard>
  );
}

/** On every tab while the service is stopped or at risk: why, and where to act. */
export function ServiceBannerNote({ banner, t }: { banner: ServiceBanner; t: CustomerAreaCopy }) {
  const locale = useLocale();
  const contact = useBusiness();
  const customerPath = useCustomerPath();
  if (!banner) return null;
  const date = (iso: string) => formatIsoDate(iso, locale);
  const b = t.banner;
  const text =
    banner.kind === "canceled"
      ? fill(banner.restart ? b.canceled : b.canceledCall, { phone: contact.phone })
      : banner.kind === "ending"
        ? fill(b.ending, { date: date(banner.date) })
        : banner.kind === "paused"
          ? fill(b.paused, { range: formatDateRange(banner.start, banner.end, locale) })
          : banner.kind === "billingPaused"
            ? fill(b.billingPaused, { phone: contact.phone })
            : b.pastDue;
  // The billing tab is where to act: past due (the card), or ended with a restart on offer.
  const toBilling = (banner.kind === "canceled" && banner.restart) || banner.kind === "pastDue";
  return (
    <div role="note" data-testid="service-banner" className="mb-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <AlertIcon className="mt-0.5 h-5 w-5 shrink-0" />
      <p>
        {text}
        {toBilling && (
          <>
            {" "}
            <a href={customerPath("?tab=billing")} className="font-semibold underline underline-offset-2">
              {b.billingLink}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
