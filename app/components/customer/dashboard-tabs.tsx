import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { CalendarIcon, BellIcon, CardIcon, UserIcon } from "~/components/icons";
import { TAB_IDS, type TabId } from "~/lib/customer-dashboard";

const icons: Record<TabId, (p: { className?: string }) => React.ReactNode> = {
  services: CalendarIcon,
  billing: CardIcon,
  notifications: BellIcon,
  account: UserIcon,
};

export const tabId = (id: TabId) => `tab-${id}`;
export const panelId = (id: TabId) => `panel-${id}`;

const itemClass = (selected: boolean) =>
  `flex min-h-11 items-center gap-2 rounded-xl px-3 py-2.5 text-sm leading-tight font-semibold transition-colors sm:text-[0.95rem] lg:gap-2.5 lg:px-3.5 focus-visible:outline-offset-0 ${
    selected ? "bg-ink text-white shadow-sm" : "text-ink-soft hover:bg-mist hover:text-ink"
  }`;

/**
 * One markup for everyone: links to `?tab=…` in a labelled nav, the current one marked with
 * aria-current. Once hydrated, the same elements take the ARIA tabs pattern in place (tablist/tab
 * roles, aria-selected, roving tabindex, arrow keys and Home/End) and switch without a reload,
 * keeping the URL in step so a reload shows the same tab. Before hydration a click is a plain link.
 */
export function DashboardTabs({ active, labels, label }: { active: TabId; labels: Record<TabId, string>; label: string }) {
  const tabs = useHydrated();
  const navigate = useNavigate();
  const refs = useRef(new Map<TabId, HTMLAnchorElement>());

  const select = (id: TabId, focus: boolean) => {
    void navigate(`?tab=${id}`, { replace: true, preventScrollReset: true });
    if (focus) refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    if (!tabs) return;
    const last = TAB_IDS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    const tab = target === undefined ? undefined : TAB_IDS[target];
    if (!tab) return;
    event.preventDefault();
    select(tab, true);
  };

  return (
    <nav aria-label={label} role={tabs ? "tablist" : undefined}>
      <ul role={tabs ? "presentation" : undefined} className="grid grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-1">
        {TAB_IDS.map((id, index) => {
          const selected = id === active;
          const Icon = icons[id];
          return (
            <li key={id} role={tabs ? "presentation" : undefined} className="grid">
              <Link
                ref={(el) => {
                  if (el) refs.current.set(id, el);
                  else refs.current.delete(id);
                }}
                to={`?tab=${id}`}
                replace
                preventScrollReset
                id={tabId(id)}
                role={tabs ? "tab" : undefined}
                aria-current={!tabs && selected ? "page" : undefined}
                aria-selected={tabs ? selected : undefined}
                aria-controls={tabs && selected ? panelId(id) : undefined}
                tabIndex={tabs ? (selected ? 0 : -1) : undefined}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={itemClass(selected)}
              >
                <Icon className="h-5 w-5 shrink-0" />
                {labels[id]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
