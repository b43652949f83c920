import type { TabId } from "~/lib/customer-dashboard";
import { panelId } from "./dashboard-tabs";

/** The open tab's content: a section labelled by its heading. */
export function TabPanel({ id, title, description, children }: { id: TabId; title: string; description: string; children: React.ReactNode }) {
  const headingId = `${panelId(id)}-heading`;
  return (
    <section id={panelId(id)} aria-labelledby={headingId} className="rounded-2xl focus-visible:outline-offset-4">
      <div className="mb-5">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
          {title}
        </h2>
        <p className="mt-1 text-ink-muted">{description}</p>
      </div>
      <div className="grid gap-6">{children}</div>
    </section>
  );
}

/** A titled card inside a panel. */
export function PanelCard({
  title,
  description,
  action,
  tone = "default",
  children,
}: {
  title: string;
  description?: string;
  action?: React.ReactNode;
  tone?: "default" | "danger";
  children: React.ReactNode;
}) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return (
    <section aria-labelledby={`card-${slug}`} className={`card overflow-hidden ${tone === "danger" ? "border-red-200" : ""}`}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h3 id={`card-${slug}`} className={`text-lg font-bold ${tone === "danger" ? "text-red-800" : "text-ink"}`}>
            {title}
          </h3>
          {description && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
        </div>
        {action}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}
