import type { MetaDescriptor } from "react-router";
import { business } from "~/content/business";
import { localizePath, OG_LOCALE, type Locale } from "~/lib/i18n";

export interface PageMetaInput {
  title: string;
  description: string;
  /** English path of the page, e.g. "/faq"; the canonical URL is this path in `locale`. */
  path: string;
  /** The page's language (default English). Indexable pages link both languages with hreflang. */
  locale?: Locale;
  /** Keep search engines out (dashboards, sign-in, result pages). */
  noindex?: boolean;
  image?: string;
}

type AnyMatch = { id: string; loaderData?: unknown } | undefined;

/** The absolute site origin, from the root loader's `siteUrl`. */
export function siteUrlFrom(matches: readonly AnyMatch[]): string {
  const data = matches.find((m) => m?.id === "root")?.loaderData;
  if (data && typeof data === "object" && "siteUrl" in data && typeof data.siteUrl === "string") {
    return data.siteUrl.replace(/\/$/, "");
  }
  return "";
}

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMeta(matches: readonly AnyMatch[], input: PageMetaInput): MetaDescriptor[] {
  return metaTags(siteUrlFrom(matches), input);
}

/** The same tags from the site origin, for a loader that builds them on the server. */
export function metaTags(siteUrl: string, input: PageMetaInput): MetaDescriptor[] {
  const locale = input.locale ?? "en";
  const url = `${siteUrl}${localizePath(locale, input.path)}`;
  const title = input.title.includes(business.name) || input.title.includes("|") ? input.title : `${input.title} | ${business.name}`;
  const image = `${siteUrl}${input.image ?? "/images/og-default.png"}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex, nofollow" });
  } else {
    // Every public page exists in both languages under the same slug (docs/decisions/0005).
    const other: Locale = locale === "en" ? "es" : "en";
    tags.push(
      { property: "og:locale:alternate", content: OG_LOCALE[other] },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${siteUrl}${input.path}` },
      { tagName: "link", rel: "alternate", hrefLang: "es", href: `${siteUrl}${localizePath("es", input.path)}` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteUrl}${input.path}` },
    );
  }
  return tags;
}
