import { escapeHtml } from "~/lib/html";
import { articlesIn } from "~server/content/blog";
import { cities } from "~/content/locations";
import { staticPaths } from "~/content/site-paths";
import { cloudflareContext } from "~server/context";
import { localizePath, LOCALES } from "~/lib/i18n";
import type { Route } from "./+types/sitemap-xml";

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

function sitemapEntries(): SitemapEntry[] {
  return [
    ...staticPaths.map((path) => ({ path })),
    ...cities.map((c) => ({ path: `/locations/${c.slug}` })),
    ...articlesIn("en").map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.date })),
  ];
}

/** Both languages of every page, each listing the pair and the English default with xhtml:link (hreflang). */
export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(cloudflareContext).env.SITE_URL.replace(/\/$/, "");
  const abs = (path: string) => escapeHtml(`${siteUrl}${path}`);
  const urls = sitemapEntries()
    .flatMap(({ path, lastmod }) => {
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="en" href="${abs(path)}"/>`,
        `<xhtml:link rel="alternate" hreflang="es" href="${abs(localizePath("es", path))}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${abs(path)}"/>`,
      ].join("");
      return LOCALES.map((locale) => {
        const loc = `<loc>${abs(localizePath(locale, path))}</loc>`;
        return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`;
      });
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
