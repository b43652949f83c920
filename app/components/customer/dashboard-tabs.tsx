import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CalendarIcon } from "~/components/icons";
import { TABS, type TabId } from "~/content/customer-portal";
import { BellIcon, CardIcon, UserIcon } from "~/components/icons";

const icons: Record<TabId, (p: { className?: string }) => React.ReactNode> = {
  services: CalendarIcon,
  billing: CardIcon,
  notifications: BellIcon,
  account: UserIcon,
};

export const tabId = (id: TabId) => `tab-${id}`;
export const panelId = (id: TabId) => `panel-${id}`;

/** False during the server render and the first client render, true once React runs. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const itemClass = (selected: boolean) =>
  `flex min-h-11 items-center gap-2 rounded-xl px-3 py-2.5 text-sm leading-tight font-semibold transition-colors sm:text-[0.95rem] lg:gap-2.5 lg:px-3.5 focus-visible:outline-offset-0 ${
    selected ? "bg-ink text-white shadow-sm" : "text-ink-soft hover:bg-mist hover:text-ink"
  }`;

/**
 * Without JavaScript: plain links (`?tab=…`), the current one marked with aria-current.
 * With JavaScript: the ARIA tabs pattern (roving tabindex, arrow keys, Home/End), switching
 * in place and keeping the URL in step so a reload shows the same tab.
 */
export function DashboardTabs({ active }: { active: TabId }) {
  const hydrated = useHydrated();
  const [, setSearchParams] = useSearchParams();
  const refs = useRef(new Map<TabId, HTMLAnchorElement>());

  const select = (id: TabId, focus: boolean) => {
    setSearchParams({ tab: id }, { replace: true, preventScrollReset: true });
    if (focus) refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    const tab = target === undefined ? undefined : TABS[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id, true);
  };

  const list = "grid grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-1";

  if (!hydrated) {
    return (
      <nav aria-label="Dashboard sections">
        <ul className={list}>
          {TABS.map((t) => {
            const Icon = icons[t.id];
            return (
              <li key={t.id} className="grid">
                <Link to={`?tab=${t.id}`} aria-current={t.id === active ? "page" : undefined} className={itemClass(t.id === active)}>
                  <Icon className="h-5 w-5 shrink-0" />
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    );
  }

  return (
    <div role="tablist" aria-label="Dashboard sections" className={list}>
      {TABS.map((t, index) => {
        const selected = t.id === active;
        const Icon = icons[t.id];
        return (
          <a
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            href={`?tab=${t.id}`}
            role="tab"
            id={tabId(t.id)}
            aria-selected={selected}
            aria-controls={selected ? panelId(t.id) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              select(t.id, false);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={itemClass(selected)}
          >
            <Icon className="h-5 w-5 shrink-0" />
            {t.label}
          </a>
        );
      })}
    </div>
  );
}
