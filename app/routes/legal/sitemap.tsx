import { href } from "react-router";
import { LegalShell } from "~/components/legal-shell";
import { localizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { servicePageIn } from "~server/content/services";
import { siteIndexCities, siteIndexCopy, siteIndexGroups } from "~server/content/site-index";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/sitemap";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const t = inLocale(siteIndexCopy, locale);
  const groups = siteIndexGroups.map((group) => ({
    key: group.key,
    title: t.groups[group.key],
    links: group.entries.flatMap((entry) => {
      if ("city" in entry)
        return siteIndexCities.map((c) => ({ name: c.name, path: localizedHref(locale, "/locations/:slug", { slug: c.slug }), englishOnly: false }));
      if ("englishOnly" in entry) return [{ name: `${t.pages[entry.path]}${t.englishOnlySuffix}`, path: href(entry.path), englishOnly: true }];
      if ("service" in entry)
        return [{ name: servicePageIn(locale, entry.service)?.name ?? entry.service, path: localizedHref(locale, entry.service), englishOnly: false }];
      return [{ name: t.pages[entry.path], path: localizedHref(locale, entry.path), englishOnly: false }];
    }),
  }));
  return { locale, meta: t.meta, title: t.title, intro: t.intro, groups };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData.meta.title, description: loaderData.meta.description, path: "/sitemap", locale: loaderData.locale });

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <LegalShell>
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">{loaderData.title}</h1>
      <p className="mt-3 text-lg text-ink-muted">{loaderData.intro}</p>
      <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.groups.map((group) => {
          const id = `group-${group.key}`;
          const wide = group.links.length > 10;
          return (
            <section key={group.key} aria-labelledby={id} className={wide ? "sm:col-span-2 lg:col-span-3" : ""}>
              <h2 id={id} className="border-b border-line pb-2 text-lg font-bold text-ink">
                {group.title}
              </h2>
              <ul className={`mt-3 grid gap-1 ${wide ? "sm:grid-cols-2 lg:grid-cols-4" : ""}`}>
                {group.links.map((l) => (
                  <li key={l.path}>
                    <a
                      href={l.path}
                      hrefLang={l.englishOnly && loaderData.locale !== "en" ? "en" : undefined}
                      className="inline-block py-1 font-medium text-brand-dark hover:underline"
                    >
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
