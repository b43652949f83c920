import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The nine service pages share one module; each gets its own route id. */
const servicePages = [
  "residential/dog-poop-removal",
  "residential/odor-control-solutions",
  "commercial/common-area-waste-removal",
  "commercial/goose-poop-removal",
  "services/dog-waste-removal",
  "services/pet-waste-stations",
  "services/lawn-sanitizing",
  "services/lawn-deodorization",
  "services/waste-station-maintenance",
];

export default [
  // Pages with the shared header, footer and mobile sticky bar.
  layout("routes/site-layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("residential", "routes/marketing/residential.tsx"),
    route("commercial", "routes/marketing/commercial.tsx"),
    route("services", "routes/marketing/services.tsx"),
    ...servicePages.map((path) => route(path, "routes/marketing/service-page.tsx", { id: `service:${path}` })),
    route("locations", "routes/marketing/locations.tsx"),
    route("locations/:slug", "routes/marketing/location.tsx"),
    route("how-it-works", "routes/marketing/how-it-works.tsx"),
    route("blog", "routes/marketing/blog.tsx"),
    route("blog/:slug", "routes/marketing/blog-post.tsx"),
    route("faq", "routes/marketing/faq.tsx"),
    route("pricing", "routes/marketing/pricing.tsx"),
    route("get-started", "routes/get-started/wizard.tsx"),
  ]),

  // Pages without the shared layout.
  route("success", "routes/get-started/success.tsx"),
  route("commercial-thank-you", "routes/get-started/commercial-thank-you.tsx"),
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  // Lead dialogs are child routes of the dashboard, so each has a URL and works without JavaScript.
  route("admin", "routes/admin/dashboard.tsx", [
    route("leads/:id/edit", "routes/admin/lead-edit.tsx"),
    route("leads/:id/delete", "routes/admin/lead-delete.tsx"),
    route("leads/:id/history", "routes/admin/lead-history.tsx"),
  ]),
  route("admin/leads.csv", "routes/admin/leads-csv.tsx"),
  route("admin/overview", "routes/admin/overview.tsx"),
  route("customer", "routes/customer/dashboard.tsx"),
  route("privacy", "routes/legal/privacy.tsx"),
  route("terms", "routes/legal/terms.tsx"),
  route("sitemap", "routes/legal/sitemap.tsx"),

  // Resource routes for crawlers.
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("robots.txt", "routes/seo/robots-txt.ts"),

  // Anything else goes home.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
