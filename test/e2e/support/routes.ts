import { cities } from "../../../app/content/locations";
import { staticPaths } from "../../../app/content/site-paths";
import { articlesIn } from "../../../server/content/blog";

/** Every public route of the route table (pages behind sign-in are checked in their own specs). */
export const publicRoutes = [...staticPaths, ...cities.map((c) => `/locations/${c.slug}`), "/login", "/forgot-password", "/success", "/commercial-thank-you"];

/** Every blog article's page, in English (server/content/en/blog/*.md; the sitemap lists them). */
export const articleRoutes = articlesIn("en").map((article) => `/blog/${article.slug}`);

/** The Spanish twin of an English path (docs/decisions/0005). */
export const spanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);

/**
 * A Spanish page of each kind, for checks too slow to run on every page twice (axe): home, a hub,
 * a service page, a city, pricing, the FAQ, the blog and an article's list, the wizard, the
 * result pages and a legal page. The parity worker test covers every Spanish page.
 */
export const spanishSampleRoutes = [
  "/",
  "/residential",
  "/residential/dog-poop-removal",
  "/locations/miami",
  "/pricing",
  "/faq",
  "/blog",
  "/get-started",
  "/success",
  "/commercial-thank-you",
  "/privacy",
  "/forgot-password",
].map(spanish);
