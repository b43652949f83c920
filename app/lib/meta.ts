import type { MetaDescriptor } from "react-router";
import { business } from "~/content/business";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/faq". */
  path: string;
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
  const url = `${siteUrl}${input.path}`;
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
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
