import { business } from "~/content/business";
import type { BusinessContact } from "~/lib/business-contact";
import { cities } from "~/content/locations";

/** JSON-LD builders. Absolute URLs come from the configured SITE_URL. */
type Json = Record<string, unknown>;

/** Contact details come from configuration (the root loader's `business`). */
export function localBusiness(siteUrl: string, contact: BusinessContact, overrides: { name?: string; description?: string; url?: string } = {}): Json {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#business`,
    name: overrides.name ?? business.name,
    description: overrides.description ?? `Professional dog waste removal for homes and communities across ${business.serviceArea}.`,
    url: overrides.url ?? `${siteUrl}/`,
    telephone: contact.phoneHref.replace("tel:", ""),
    email: contact.email,
    image: `${siteUrl}/images/og-default.png`,
    priceRange: business.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      addressLocality: contact.address.locality,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: contact.hours.opens,
        closes: contact.hours.closes,
      },
    ],
    ...(contact.social.length > 0 ? { sameAs: contact.social.map((link) => link.url) } : {}),
    areaServed: [
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
        geoRadius: business.serviceRadius,
      },
      ...cities.map((c) => ({ "@type": "City", name: `${c.name}, FL` })),
    ],
  };
}

export function serviceSchema(siteUrl: string, contact: BusinessContact, input: { name: string; description: string; path: string }): Json {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    url: `${siteUrl}${input.path}`,
    serviceType: input.name,
    provider: { "@type": "LocalBusiness", "@id": `${siteUrl}/#business`, name: business.name, telephone: contact.phoneHref.replace("tel:", "") },
    areaServed: { "@type": "AdministrativeArea", name: business.serviceArea },
  };
}

export function faqPageSchema(entries: readonly { question: string; answer: string }[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
}

export function articleSchema(siteUrl: string, input: { title: string; description: string; path: string; datePublished: string; section: string }): Json {
  const organization = { "@type": "Organization", "@id": `${siteUrl}/#business`, name: business.name, url: `${siteUrl}/` };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.title,
    description: input.description,
    url: `${siteUrl}${input.path}`,
    mainEntityOfPage: { "@type": "WebPage", "@id": `${siteUrl}${input.path}` },
    image: `${siteUrl}/images/og-default.png`,
    datePublished: input.datePublished,
    dateModified: input.datePublished,
    articleSection: input.section,
    inLanguage: "en-US",
    author: organization,
    publisher: organization,
  };
}

export function breadcrumbSchema(siteUrl: string, trail: readonly { name: string; path: string }[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((t, i) => ({ "@type": "ListItem", position: i + 1, name: t.name, item: `${siteUrl}${t.path}` })),
  };
}

/** Renders JSON-LD safely: `<` is escaped so content can never close the script element. */
export function JsonLd({ data }: { data: Json | Json[] }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
