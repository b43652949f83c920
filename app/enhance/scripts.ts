/**
 * The standalone scripts of pages without React (docs/decisions/0002), as the URLs of their
 * content-hashed build files: `?url&no-inline` makes Vite emit each file as it is under
 * /assets/<name>-<hash>.js (cached for a year, public/_headers) instead of inlining it, and gives
 * server and browser builds the same URL. A route lists the ones it needs in its handle
 * (`RouteHandle.scripts`); app/root.tsx renders them, then site.js.
 */
import blogFilter from "./blog-filter.js?url&no-inline";
import carousel from "./carousel.js?url&no-inline";
import faqFilter from "./faq-filter.js?url&no-inline";
import signInForm from "./sign-in-form.js?url&no-inline";
import site from "./site.js?url&no-inline";
import wizardStart from "./wizard-start.js?url&no-inline";

export const ENHANCE = { blogFilter, carousel, faqFilter, signInForm, site, wizardStart } as const;
