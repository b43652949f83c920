import { articles } from "~server/content/blog";
import { cities } from "~/content/locations";
import { staticPaths } from "~/content/site-paths";
import { cloudflareContext } from "~server/context";
import type { Route } from "./+types/sitemap-xml";

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

function sitemapEntries(): SitemapEntry[] {
  return [
    ...staticPaths.map((path) => ({ path })),
    ...cities.map((c) => ({ path: `/locations/${c.slug}` })),
    ...articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.date })),
  ];
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(cloudflareContext).env.SITE_URL.replace(/\/$/, "");
  const urls = sitemapEntries()
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(`${siteUrl}${path}`)}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
