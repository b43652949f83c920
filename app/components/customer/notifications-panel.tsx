import type { NotificationPreferences } from "~/content/customer-sample";
import { PanelCard, TabPanel } from "./panel";
import { NoticeSlot, PreviewForm } from "./preview-action";

export function NotificationsPanel({ preferences }: { preferences: NotificationPreferences }) {
  return (
    <TabPanel id="notifications" title="Notifications" description="Choose what we tell you about and how we reach you.">
      {/* The switches have no name: only the preview notice is requested, nothing is sent. */}
      <PreviewForm action="save-preferences" tab="notifications" className="grid gap-6">
        <PanelCard title="What we send you">
          <ul className="-my-3 divide-y divide-line">
            {preferences.types.map((item) => (
              <li key={item.id} className="py-3">
                <Switch id={`pref-${item.id}`} label={item.label} description={item.description} defaultChecked={item.enabled} />
              </li>
            ))}
          </ul>
        </PanelCard>
        <PanelCard title="How we reach you" description="Service confirmations go to every method you turn on.">
          <ul className="-my-3 divide-y divide-line">
            {preferences.methods.map((item) => (
              <li key={item.id} className="py-3">
                <Switch id={`method-${item.id}`} label={item.label} description={item.description} defaultChecked={item.enabled} />
              </li>
            ))}
          </ul>
        </PanelCard>
        <div className="grid gap-4">
          <NoticeSlot actions={["save-preferences"]} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            <p className="text-sm text-ink-muted sm:mr-auto">Text messages may incur carrier charges. Reply STOP to opt out.</p>
            <button type="submit" className="btn-primary">
              Save Preferences
            </button>
          </div>
        </div>
      </PreviewForm>
    </TabPanel>
  );
}

function Switch({ id, label, description, defaultChecked }: { id: string; label: string; description: string; defaultChecked: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-ink-muted">
          {description}
        </p>
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          defaultChecked={defaultChecked}
          aria-describedby={`${id}-description`}
          className="peer h-7 w-12 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors checked:bg-brand focus-visible:outline-offset-2"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
