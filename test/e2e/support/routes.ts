import { cities } from "../../../app/content/locations";
import { staticPaths } from "../../../app/content/site-paths";

/** Every public route of the route table (pages behind sign-in are checked in their own specs). */
export const publicRoutes = [...staticPaths, ...cities.map((c) => `/locations/${c.slug}`), "/login", "/success", "/commercial-thank-you"];

/** The marketing and legal pages: the pages of the JavaScript budget (test/e2e/client-bundle.spec.ts). */
export const marketingRoutes = [...staticPaths, ...cities.map((c) => `/locations/${c.slug}`)].filter(
  // The quote wizard and the FAQ are applications with their own behaviour.
  (path) => path !== "/get-started" && path !== "/faq",
);
