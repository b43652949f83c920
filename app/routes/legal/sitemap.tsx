import { LegalShell } from "~/components/legal-shell";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/root";
import { siteIndexGroups } from "~server/content/site-index";
import type { Route } from "./+types/sitemap";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader() {
  return { groups: siteIndexGroups };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Sitemap", description: "Every page on the Clean Paws Miami website, grouped by topic.", path: "/sitemap" });

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <LegalShell>
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">Sitemap</h1>
      <p className="mt-3 text-lg text-ink-muted">Every page on our site, in one place.</p>
      <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.groups.map((group) => {
          const id = `group-${group.title.toLowerCase().replace(/\s+/g, "-")}`;
          return (
            <section key={group.title} aria-labelledby={id} className={group.links.length > 10 ? "sm:col-span-2 lg:col-span-3" : ""}>
              <h2 id={id} className="border-b border-line pb-2 text-lg font-bold text-ink">
                {group.title}
              </h2>
              <ul className={`mt-3 grid gap-1 ${group.links.length > 10 ? "sm:grid-cols-2 lg:grid-cols-4" : ""}`}>
                {group.links.map((l) => (
                  <li key={l.path}>
                    <a href={l.path} className="inline-block py-1 font-medium text-brand-dark hover:underline">
                      {l.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </LegalShell>
  );
}
