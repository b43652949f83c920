import { cloudflareContext } from "~server/context";
import type { Route } from "./+types/robots-txt";

/**
 * Crawlers may index the marketing site and the sign-in page (customers look for it by name); the
 * dashboards stay out. The account pages reached by a link (password reset, invitations) say
 * noindex themselves.
 */
export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(cloudflareContext).env.SITE_URL.replace(/\/$/, "");
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /customer", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
