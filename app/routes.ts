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

/**
 * The public site, once per language (docs/decisions/0005). English lives at the root; Spanish
 * is the same tree under /es with the same slugs, so switching language only adds or drops the
 * prefix. Spanish route ids start with "es:"; the page modules are shared and read the language
 * from the URL (`~/lib/i18n`).
 */
function publicSite(lang: "en" | "es") {
  const p = (path: string) => (lang === "es" ? `es/${path}` : path);
  const id = (name: string) => (lang === "es" ? { id: `es:${name}` } : {});
  return [
    // Pages with the shared header, footer and mobile sticky bar.
    layout("routes/site-layout.tsx", id("routes/site-layout"), [
      lang === "es" ? route("es", "routes/marketing/home.tsx", id("home")) : index("routes/marketing/home.tsx"),
      route(p("residential"), "routes/marketing/residential.tsx", id("residential")),
      route(p("commercial"), "routes/marketing/commercial.tsx", id("commercial")),
      route(p("services"), "routes/marketing/services.tsx", id("services")),
      ...servicePages.map((path) => route(p(path), "routes/marketing/service-page.tsx", { id: `${lang === "es" ? "es:" : ""}service:${path}` })),
      route(p("locations"), "routes/marketing/locations.tsx", id("locations")),
      route(p("locations/:slug"), "routes/marketing/location.tsx", id("location")),
      route(p("how-it-works"), "routes/marketing/how-it-works.tsx", id("how-it-works")),
      route(p("blog"), "routes/marketing/blog.tsx", id("blog")),
      route(p("blog/:slug"), "routes/marketing/blog-post.tsx", id("blog-post")),
      route(p("faq"), "routes/marketing/faq.tsx", id("faq")),
      route(p("pricing"), "routes/marketing/pricing.tsx", id("pricing")),
      route(p("get-started"), "routes/get-started/wizard.tsx", id("get-started")),
    ]),
    route(p("success"), "routes/get-started/success.tsx", id("success")),
    route(p("commercial-thank-you"), "routes/get-started/commercial-thank-you.tsx", id("commercial-thank-you")),
    route(p("privacy"), "routes/legal/privacy.tsx", id("privacy")),
    route(p("terms"), "routes/legal/terms.tsx", id("terms")),
    route(p("sitemap"), "routes/legal/sitemap.tsx", id("sitemap")),
  ];
}

export default [
  ...publicSite("en"),
  ...publicSite("es"),

  // The language switch: remembers the choice in a cookie, then shows the page in that language.
  route("language", "routes/language.ts"),

  // Sign-in, the account pages and the customer area come in both languages; the admin tools are English only.
  route("login", "routes/auth/login.tsx"),
  route("es/login", "routes/auth/login.tsx", { id: "es:login" }),
  route("logout", "routes/auth/logout.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("es/forgot-password", "routes/auth/forgot-password.tsx", { id: "es:forgot-password" }),
  // One page for both kinds of one-time link: a password reset and an invitation.
  route("reset-password/:token", "routes/auth/set-password.tsx", { id: "reset-password" }),
  route("es/reset-password/:token", "routes/auth/set-password.tsx", { id: "es:reset-password" }),
  route("invite/:token", "routes/auth/set-password.tsx", { id: "invite" }),
  route("es/invite/:token", "routes/auth/set-password.tsx", { id: "es:invite" }),
  // Every /admin page sits in one layout route: its middleware checks the account once (admins
  // everywhere; the crew only on the day's visits) and it renders the admin header. Lead dialogs
  // and a lead's details are child routes of the dashboard, so each has a URL and works without JavaScript. The admin
  // tools are English only; the crew's page also comes in Spanish.
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx", [
      // A lead's details, open below its row in the list: loaded when the lead is opened.
      route("leads/:id", "routes/admin/lead.tsx"),
      route("leads/:id/edit", "routes/admin/lead-edit.tsx"),
      route("leads/:id/delete", "routes/admin/lead-delete.tsx"),
      route("leads/:id/history", "routes/admin/lead-history.tsx"),
      route("leads/:id/payment-link", "routes/admin/lead-payment-link.tsx"),
      route("leads/:id/texts-off", "routes/admin/lead-texts-off.tsx"),
    ]),
    route("admin/leads.csv", "routes/admin/leads-csv.tsx"),
    route("admin/overview", "routes/admin/overview.tsx"),
    route("admin/schedule", "routes/admin/schedule.tsx"),
    route("admin/team", "routes/admin/team.tsx"),
    route("admin/visits", "routes/admin/visits.tsx"),
    route("es/admin/visits", "routes/admin/visits.tsx", { id: "es:admin-visits" }),
  ]),
  route("visits/:id/photo", "routes/visits/photo.ts"),
  route("customer", "routes/customer/dashboard.tsx"),
  route("es/customer", "routes/customer/dashboard.tsx", { id: "es:customer" }),

  // Development and tests only: the e-mails the `outbox` provider kept.
  route("dev/outbox", "routes/dev/outbox.tsx"),

  // Resource routes for crawlers.
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("robots.txt", "routes/seo/robots-txt.ts"),

  // Anything else goes home.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
