import { CalendarIcon, BellIcon, CardIcon, UserIcon } from "~/components/icons";
import { TAB_IDS, type TabId } from "~/lib/customer-dashboard";
import { useCustomerPath } from "./customer-path";

const icons: Record<TabId, (p: { className?: string }) => React.ReactNode> = {
  services: CalendarIcon,
  billing: CardIcon,
  notifications: BellIcon,
  account: UserIcon,
};

export const panelId = (id: TabId) => `panel-${id}`;

const itemClass = (selected: boolean) =>
  `flex min-h-11 items-center gap-2 rounded-xl px-3 py-2.5 text-sm leading-tight font-semibold transition-colors sm:text-[0.95rem] lg:gap-2.5 lg:px-3.5 focus-visible:outline-offset-0 ${
    selected ? "bg-ink text-white shadow-sm" : "text-ink-soft hover:bg-mist hover:text-ink"
  }`;

/**
 * One markup for everyone, with JavaScript or without: links to `?tab=…` in a labelled nav, the
 * current one marked with aria-current. Each tab is a document (docs/decisions/0022), so the URL
 * always names the tab shown and a reload shows it again.
 */
export function DashboardTabs({ active, labels, label }: { active: TabId; labels: Record<TabId, string>; label: string }) {
  const customerPath = useCustomerPath();
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-1">
        {TAB_IDS.map((id) => {
          const selected = id === active;
          const Icon = icons[id];
          return (
            <li key={id} className="grid">
              <a href={customerPath(`?tab=${id}`)} id={`tab-${id}`} aria-current={selected ? "page" : undefined} className={itemClass(selected)}>
                <Icon className="h-5 w-5 shrink-0" />
                {labels[id]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
