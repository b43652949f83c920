/**
 * The standalone scripts of pages without React (docs/decisions/0002), as the URLs of their
 * content-hashed build files: with `?url&no-inline` the build minifies each file and emits it under
 * /assets/<name>-<hash>.js (cached for a year, public/_headers) instead of inlining it, and gives
 * server and browser builds the same URL (vite.config.ts `minifiedStandaloneScripts`). A route lists the ones it needs in its handle
 * (`RouteHandle.scripts`); app/root.tsx renders them, then site.js.
 */
import blogFilter from "./blog-filter.js?url&no-inline";
import carousel from "./carousel.js?url&no-inline";
import crewDay from "./crew-day.js?url&no-inline";
import customerArea from "./customer-area.js?url&no-inline";
import faqFilter from "./faq-filter.js?url&no-inline";
import pricingTable from "./pricing-table.js?url&no-inline";
import signInForm from "./sign-in-form.js?url&no-inline";
import site from "./site.js?url&no-inline";
import wizardForm from "./wizard-form.js?url&no-inline";
import wizardStart from "./wizard-start.js?url&no-inline";

export const ENHANCE = { blogFilter, carousel, crewDay, customerArea, faqFilter, pricingTable, signInForm, site, wizardForm, wizardStart } as const;
