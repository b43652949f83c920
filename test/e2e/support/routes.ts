import { cities } from "../../../app/content/locations";
import { staticPaths } from "../../../app/content/site-paths";

/** Every public route of the route table (pages behind sign-in are checked in their own specs). */
export const publicRoutes = [
  ...staticPaths,
  ...cities.map((c) => `/locations/${c.slug}`),
  "/login",
  "/success",
  "/commercial-thank-you",
];
