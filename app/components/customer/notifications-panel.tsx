import { fill } from "~/lib/i18n";
import type { OwnService, OwnServiceForm } from "~/lib/customer-dashboard";
import type { CustomerAreaCopy } from "~server/content/customer-area";
import { useCustomerPath } from "./customer-path";
import { ConflictNotice, CustomerForm, type DemoAnswer, DemoNotice, SaveButton, SavedNotice, VersionField } from "./form-status";
import { PanelCard, TabPanel } from "./panel";

/**
 * The notifications tab: which e-mails the customer gets, and texts (their consent). A number that
 * replied STOP gets no text whatever the box says: beside it, the page says so and that START turns
 * texts back on.
 */
export function NotificationsPanel({
  service,
  form = null,
  saved,
  demoAnswer = null,
  t,
}: {
  service: OwnService;
  /** This tab's form sent back (a save refused as stale): what was ticked, and what is saved now. */
  form?: OwnServiceForm | null;
  saved: boolean;
  demoAnswer?: DemoAnswer | null;
  t: CustomerAreaCopy;
}) {
  const customerPath = useCustomerPath();
  const c = t.notifications;
  const sent = form?.intent === "notifications" ? form : null;
  // After a refused save the boxes keep what was ticked; otherwise they show what is stored.
  const ticked = (name: string, stored: boolean) => (sent ? name in sent.values : stored);
  const items = [
    { name: "visitSummary", label: c.visitSummary, description: c.visitSummaryHelp, checked: ticked("visitSummary", service.notifications.visitSummary) },
    { name: "reminders", label: c.reminders, description: c.remindersHelp, checked: ticked("reminders", service.notifications.reminders) },
    { name: "promotions", label: c.promotions, description: c.promotionsHelp, checked: ticked("promotions", service.notifications.promotions) },
  ];
  const conflict = sent?.conflict ?? null;
  const yesNo = (value: string | undefined) => (value ? t.conflict.on : t.conflict.off);
  return (
    <TabPanel id="notifications" title={c.title} description={c.description}>
      <CustomerForm action={customerPath("?tab=notifications")} className="grid gap-6">
        <VersionField version={sent ? sent.version : service.version} />
        <ConflictNotice
          saved={
            conflict && [
              { label: c.visitSummary, value: yesNo(conflict.visitSummary) },
              { label: c.reminders, value: yesNo(conflict.reminders) },
              { label: c.promotions, value: yesNo(conflict.promotions) },
              { label: c.texts, value: yesNo(conflict.texts) },
            ]
          }
          t={t.conflict}
        />
        <PanelCard title={c.card} description={fill(c.allTo, { email: service.email })}>
          <ul className="-my-3 divide-y divide-line">
            {items.map((item) => (
              <li key={item.name} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <label htmlFor={`pref-${item.name}`} className="block cursor-pointer font-semibold text-ink">
                    {item.label}
                  </label>
                  <p id={`pref-${item.name}-description`} className="text-sm text-ink-muted">
                    {item.description}
                  </p>
                </div>
                <input
                  id={`pref-${item.name}`}
                  name={item.name}
                  type="checkbox"
                  defaultChecked={item.checked}
                  aria-describedby={`pref-${item.name}-description`}
                  className="size-6 shrink-0 cursor-pointer accent-brand"
                />
              </li>
            ))}
          </ul>
        </PanelCard>
        <PanelCard title={c.textsCard} description={fill(c.textsTo, { phone: service.phone })}>
          <div className="flex items-center justify-between gap-4">
            <div className="min-w-0">
              <label htmlFor="pref-texts" className="block cursor-pointer font-semibold text-ink">
                {c.texts}
              </label>
              <p id="pref-texts-description" className="text-sm text-ink-muted">
                {c.textsHelp}
              </p>
            </div>
            <input
              id="pref-texts"
              name="texts"
              type="checkbox"
              defaultChecked={ticked("texts", service.texts.on)}
              aria-describedby={`pref-texts-description${service.texts.stopped ? " pref-texts-stopped" : ""} pref-texts-terms`}
              className="size-6 shrink-0 cursor-pointer accent-brand"
            />
          </div>
          {service.texts.stopped && (
            <p id="pref-texts-stopped" role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {c.textsStopped}
            </p>
          )}
          <p id="pref-texts-terms" className="mt-3 text-sm text-ink-muted">
            {c.textsAgree} <q>{service.texts.wording}</q> {c.textsStop}
          </p>
        </PanelCard>
        {/* Texts on for a number that replied STOP send nothing: the note beside the box says so, not "Saved". */}
        <SavedNotice show={saved && !sent && !(service.texts.on && service.texts.stopped)} text={c.saved} />
        <DemoNotice answer={demoAnswer} id="notifications" />
        <div className="flex justify-end">
          <SaveButton intent="notifications" label={c.save} pending={t.saving} />
        </div>
      </CustomerForm>
    </TabPanel>
  );
}
