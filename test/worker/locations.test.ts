import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { articlesIn } from "~server/content/blog";
import { cities } from "~/content/locations";
import routeConfig from "~/routes";
import { decode, h1Of } from "./support/html";
import { fetchWorker } from "./support/worker";

/** The English articles, newest first. */
const articles = articlesIn("en");

const titleOf = (html: string) => decode(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "");
const metaContent = (html: string, attr: string, name: string) => decode(html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1] ?? "");

/** The `<li>` items a visitor sees in the element marked with data-testid (not those marked `hidden`). */
function listItems(html: string, testId: string): string[] {
  const list = html.match(new RegExp(`<ul[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</ul>`))?.[1];
  if (!list) return [];
  return [...list.matchAll(/<li(?![^>]*\shidden)[^>]*>([\s\S]*?)<\/li>/g)].map((m) => decode(m[1] ?? ""));
}

type LdNode = Record<string, unknown>;
function jsonLdNodes(html: string): LdNode[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((m) => {
    const parsed: unknown = JSON.parse(m[1] ?? "null");
    return (Array.isArray(parsed) ? parsed : [parsed]) as LdNode[];
  });
}

/** Each city's eight neighbourhoods, as the business listed them. */
const specNeighbourhoods: Record<string, string[]> = {
  "miami-gardens": ["Norland", "Scott Lake", "Bunche Park", "Lake Lucerne", "Andover", "Carol City", "Opa-locka North", "Rolling Oaks"],
  "miami-lakes": ["Lake Patricia", "Royal Oaks", "Lake Katherine", "Lake Sarah", "Lake Elizabeth", "Lake Martha", "Lake Glenn", "Lake Carol"],
  "sunny-isles-beach": [
    "Oceanfront",
    "Golden Shores",
    "Atlantic Isle",
    "Winston Towers",
    "North Bay Road",
    "South Bay Drive",
    "Sunny Isles Marina",
    "Heritage Park",
  ],
  "bal-harbour": ["Bal Harbour Village", "Bal Harbour Shops", "Harbour House", "Plaza", "Ocean View", "Balmoral", "St. Regis", "Ritz-Carlton"],
  surfside: ["Surfside Beach", "Town Center", "Harding Avenue", "Collins Avenue", "Abbott Avenue", "Byron Avenue", "Carlyle Avenue", "Bay Drive"],
  "miami-springs": [
    "Country Club Estates",
    "Fair Haven",
    "Miami Springs Circle",
    "Springview",
    "North Springs",
    "South Springs",
    "Golf Course Area",
    "Downtown Springs",
  ],
  "north-miami-beach": ["Eastern Shores", "Skylake", "California Club", "Greynolds Park", "Uleta", "Sunray West", "Highland Village", "Washington Park"],
  "opa-locka": ["Magnolia North", "Magnolia Gardens", "Opa-locka City Center", "Ingram Park", "Cairo", "Sharazad", "Cuyahoga", "Segal Park"],
  "west-miami": ["West Miami Central", "Flagami", "Alameda", "Westchester", "Coral Terrace", "Fontainebleau", "Sweetwater", "Tamiami"],
  miami: ["Brickell", "Coconut Grove", "Downtown Miami", "Edgewater", "Wynwood", "Design District", "Little Havana", "Upper Eastside"],
};

describe("location pages", () => {
  it.each(cities.map((c) => [c.slug, c.name] as const))(
    "/locations/%s has the exact title, 8 neighbourhoods and 3 five-star testimonials",
    async (slug, name) => {
      const res = await fetchWorker(`/locations/${slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();

      expect(titleOf(html)).toBe(`Pet Waste Removal Services in ${name} | Dog Poop Cleanup`);
      expect(h1Of(html)).toBe(`Pet Waste Removal in ${name}`);
      expect(metaContent(html, "name", "description").length).toBeGreaterThan(60);
      expect(html).toContain('<link rel="canonical" href="http://localhost/locations/' + slug + '"');
      expect(html).toMatch(/<a[^>]*href="\/get-started"[^>]*>Get Started<\/a>/);

      for (const bullet of [
        "Residential Service",
        "Weekly service",
        "Full yard inspection",
        "Deodorizing treatment",
        "Commercial Service",
        "Common area cleaning",
        "Pet waste stations",
        "Custom service plans",
        "Special Services",
        "One-time cleanup",
        "Sanitizing service",
        "Event cleanup",
      ]) {
        expect(html).toContain(bullet);
      }

      const text = decode(html);
      expect(text).toContain(`Areas We Serve in ${name}`);
      const neighbourhoods = listItems(html, "neighbourhoods");
      expect(neighbourhoods).toHaveLength(8);
      expect(new Set(neighbourhoods).size).toBe(8);
      const expected = specNeighbourhoods[slug];
      if (expected) {
        for (const n of expected) expect(neighbourhoods.some((item) => item.startsWith(n))).toBe(true);
      }

      expect(text).toContain(`What ${name} Customers Say`);
      const reviews = html.split('id="reviews-heading"')[1] ?? "";
      expect(reviews.match(/data-testid="testimonial"/g)).toHaveLength(3);
      expect(reviews.match(/aria-label="5 out of 5 stars"/g)).toHaveLength(3);

      const breadcrumb = jsonLdNodes(html).find((n) => n["@type"] === "BreadcrumbList");
      expect(breadcrumb?.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost/" },
        { "@type": "ListItem", position: 2, name: "Locations", item: "http://localhost/locations" },
        { "@type": "ListItem", position: 3, name, item: `http://localhost/locations/${slug}` },
      ]);
    },
    20_000,
  ); // the first request of the file also starts the Worker; the machine is shared

  it("gives every city its own meta description and introduction", async () => {
    const descriptions = new Set<string>();
    const intros = new Set<string>();
    for (const c of cities) {
      const html = await (await fetchWorker(`/locations/${c.slug}`)).text();
      descriptions.add(metaContent(html, "name", "description"));
      intros.add(decode(html.split("</h1>")[1]?.match(/<p[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? ""));
    }
    expect(descriptions.size).toBe(cities.length);
    expect(intros.size).toBe(cities.length);
  }, 30_000);

  it("the Miami page carries keywords, LocalBusiness data, neighbourhood cards, environment lists and a 5-question FAQ", async () => {
    const html = await (await fetchWorker("/locations/miami")).text();
    const text = decode(html);

    expect(metaContent(html, "name", "keywords")).toContain("pet waste removal Miami");
    expect(html).toContain('<link rel="canonical" href="http://localhost/locations/miami"');
    expect(text).toContain("Why Choose Our Miami Pet Waste Removal Service");
    for (const t of ["Local Miami Expertise", "Eco-Friendly Solutions", "Pet-Friendly Service"]) expect(text).toContain(t);
    expect(text).toContain("Protecting Miami's Environment");
    expect(text).toContain("Environmental benefits");
    expect(text).toContain("Health benefits");
    for (const n of ["Little Haiti", "Overtown", "Allapattah", "Midtown"]) expect(text).toContain(n);
    // Cards have a description, not just a name.
    for (const card of listItems(html, "neighbourhoods")) expect(card.length).toBeGreaterThan(40);
    expect(html.split('id="faq-heading"')[1]?.match(/<details/g)).toHaveLength(5);

    const business = jsonLdNodes(html).find((n) => n["@type"] === "LocalBusiness");
    expect(business).toBeDefined();
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      name: "Clean Paws Miami",
      url: "http://localhost/locations/miami",
      priceRange: "$$",
      address: { "@type": "PostalAddress", addressLocality: "Miami", addressRegion: "FL" },
      geo: { "@type": "GeoCoordinates" },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
          opens: "08:00",
          closes: "18:00",
        },
      ],
    });
    expect(typeof business?.telephone).toBe("string");
    const areaServed = business?.areaServed as LdNode[];
    expect(areaServed.find((a) => a["@type"] === "GeoCircle")).toMatchObject({ geoRadius: 30000 });
    const servedCities = areaServed.filter((a) => a["@type"] === "City").map((a) => a.name);
    expect(servedCities).toEqual(cities.map((c) => `${c.name}, FL`));
    expect(jsonLdNodes(html).find((n) => n["@type"] === "FAQPage")?.mainEntity).toHaveLength(5);
    expect(html).not.toContain("AggregateRating");
  });

  it("/locations links the 15 navigation areas and mentions the other five", async () => {
    const html = await (await fetchWorker("/locations")).text();
    const cards = listItems(html, "area-list");
    expect(cards).toHaveLength(15);
    for (const c of cities) expect(html).toContain(`href="/locations/${c.slug}"`);
  });
});

/** Internal links inside <main>: the page's own links, not the shared header and footer. */
const mainLinks = (html: string) =>
  [...html.slice(html.indexOf("<main"), html.indexOf("</main>")).matchAll(/<a[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "").filter((h) => h.startsWith("/"));

describe("Spanish location pages (/es)", () => {
  it.each(cities.map((c) => [c.slug, c.name] as const))(
    "/es/locations/%s is the same page in Spanish, linking only to Spanish pages",
    async (slug, name) => {
      const res = await fetchWorker(`/es/locations/${slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();

      expect(html).toContain('<html lang="es"');
      // The search term Miami residents type, then the brand (issue 27).
      expect(titleOf(html)).toBe(`Recogida de excremento de perro en ${name} | Clean Paws Miami`);
      expect(h1Of(html)).toBe(`Recogida de excremento de mascotas en ${name}`);
      expect(html).toContain(`<link rel="canonical" href="http://localhost/es/locations/${slug}"`);
      expect(html).toMatch(/<a[^>]*href="\/es\/get-started"[^>]*>Comenzar<\/a>/);
      for (const bullet of ["Servicio residencial", "Servicio comercial", "Servicios especiales", "Inspección completa del patio", "Limpieza para eventos"]) {
        expect(html).toContain(bullet);
      }

      const text = decode(html);
      expect(text).toContain(`Zonas que atendemos en ${name}`);
      expect(text).toContain(`Lo que dicen nuestros clientes en ${name}`);
      expect(listItems(html, "neighbourhoods")).toHaveLength(8);
      const reviews = html.split('id="reviews-heading"')[1] ?? "";
      expect(reviews.match(/data-testid="testimonial"/g)).toHaveLength(3);

      // Every link of the page's own content stays in Spanish.
      const links = mainLinks(html);
      expect(links).toContain("/es/get-started");
      expect(links.filter((h) => !h.startsWith("/es/") && h !== "/es")).toEqual([]);

      const nodes = jsonLdNodes(html);
      expect(nodes.find((n) => n["@type"] === "BreadcrumbList")?.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Inicio", item: "http://localhost/es" },
        { "@type": "ListItem", position: 2, name: "Zonas de servicio", item: "http://localhost/es/locations" },
        { "@type": "ListItem", position: 3, name, item: `http://localhost/es/locations/${slug}` },
      ]);
      expect(nodes.find((n) => n["@type"] === "WebPage")).toMatchObject({ url: `http://localhost/es/locations/${slug}`, inLanguage: "es-US" });
    },
    20_000,
  );

  it("the English pages declare their language in JSON-LD too", async () => {
    const html = await (await fetchWorker("/locations/doral")).text();
    expect(jsonLdNodes(html).find((n) => n["@type"] === "WebPage")).toMatchObject({ url: "http://localhost/locations/doral", inLanguage: "en-US" });
  });

  it("gives every Spanish city page its own meta description and introduction, neither the English one", async () => {
    const descriptions = new Set<string>();
    const intros = new Set<string>();
    for (const c of cities) {
      const [en, es] = await Promise.all([
        fetchWorker(`/locations/${c.slug}`).then((r) => r.text()),
        fetchWorker(`/es/locations/${c.slug}`).then((r) => r.text()),
      ]);
      const description = metaContent(es, "name", "description");
      const intro = (html: string) => decode(html.split("</h1>")[1]?.match(/<p[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? "");
      expect(description.length).toBeGreaterThan(60);
      expect(description).not.toBe(metaContent(en, "name", "description"));
      expect(intro(es)).not.toBe(intro(en));
      descriptions.add(description);
      intros.add(intro(es));
    }
    expect(descriptions.size).toBe(cities.length);
    expect(intros.size).toBe(cities.length);
  }, 30_000);

  it("the Spanish Miami page carries its keywords, LocalBusiness description, lists and a 5-question FAQ in Spanish", async () => {
    const html = await (await fetchWorker("/es/locations/miami")).text();
    const text = decode(html);
    expect(metaContent(html, "name", "keywords")).toContain("recogida de excremento de perro Miami");
    expect(text).toContain("Por qué elegir nuestro servicio de recogida de excremento de mascotas en Miami");
    expect(text).toContain("Cuidamos el medio ambiente de Miami");
    expect(text).toContain("Además, cubrimos Little Haiti, Overtown, Allapattah y Midtown, así como el resto del condado de Miami-Dade.");
    for (const card of listItems(html, "neighbourhoods")) expect(card.length).toBeGreaterThan(40);
    expect(html.split('id="faq-heading"')[1]?.match(/<details/g)).toHaveLength(5);
    expect(mainLinks(html)).toContain("/es/faq");

    const nodes = jsonLdNodes(html);
    expect(nodes.find((n) => n["@type"] === "LocalBusiness")).toMatchObject({ url: "http://localhost/es/locations/miami" });
    expect(String(nodes.find((n) => n["@type"] === "LocalBusiness")?.description)).toMatch(/^Recogida semanal de excremento de perro/);
    const faq = nodes.find((n) => n["@type"] === "FAQPage");
    expect(faq).toMatchObject({ inLanguage: "es-US" });
    expect((faq?.mainEntity as LdNode[])[0]?.name).toBe("¿En qué vecindarios de Miami trabajan?");
  });

  it("/es/locations links the 15 navigation areas and the other five to their Spanish pages", async () => {
    const res = await fetchWorker("/es/locations");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h1Of(html)).toBe("Zonas que atendemos en todo Miami-Dade");
    expect(listItems(html, "area-list")).toHaveLength(15);
    for (const c of cities) expect(html).toContain(`href="/es/locations/${c.slug}"`);
    expect(decode(html)).toContain("También atendemos Kendall, Pinecrest, Aventura, Key Biscayne y Bal Harbour. ¿Está en otro lugar");
    expect(mainLinks(html).filter((h) => !h.startsWith("/es/") && h !== "/es")).toEqual([]);
    expect(jsonLdNodes(html).find((n) => n["@type"] === "WebPage")).toMatchObject({ inLanguage: "es-US" });
  });

  it("an unknown Spanish city slug redirects to the Spanish home page, replacing history", async () => {
    const res = await fetchWorker("/es/locations/atlantis");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/es");
    expect(res.headers.get("x-remix-replace")).toBe("true");
  });
});

/** Public paths of app/routes.ts, dynamic segments expanded; private and catch-all routes left out. */
function publicPathsOfRouteTable(): string[] {
  const privatePaths = new Set([
    "login",
    "logout",
    "admin",
    "customer",
    "success",
    "commercial-thank-you",
    "*",
    "sitemap.xml",
    "robots.txt",
    "language",
    "forgot-password",
    "reset-password",
    "invite",
    "dev",
    "visits",
  ]);
  const paths: string[] = [];
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const full = [parent, entry.path].filter(Boolean).join("/");
      if (entry.children) walk(entry.children, full);
      if (entry.path === undefined && !entry.index) continue; // layout
      // Spanish pages are the English tree under /es (docs/decisions/0005).
      const prefix = full === "es" || full.startsWith("es/") ? "/es" : "";
      const bare = prefix ? full.slice(3) : full;
      if (privatePaths.has(bare.split("/")[0] ?? "")) continue;
      if (bare === "locations/:slug") paths.push(...cities.map((c) => `${prefix}/locations/${c.slug}`));
      else if (bare === "blog/:slug") paths.push(...articles.map((a) => `${prefix}/blog/${a.slug}`));
      else paths.push(prefix && !bare ? "/es" : `${prefix}/${bare}`);
    }
  };
  walk(routeConfig, "");
  return paths;
}

describe("sitemap.xml and robots.txt", () => {
  it("sitemap.xml lists every public route of the route table, the 20 locations and the blog posts as absolute URLs", async () => {
    const res = await fetchWorker("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(locs.every((l) => l.startsWith("http://localhost/"))).toBe(true);
    const listed = locs.map((l) => new URL(l).pathname);

    const expected = publicPathsOfRouteTable();
    expect(expected).toContain("/locations/opa-locka");
    expect(expected).toContain("/privacy");
    expect(expected).toContain("/es/locations/opa-locka");
    expect(expected).toContain("/es");
    expect(new Set(listed)).toEqual(new Set(expected));
    expect(listed).toHaveLength(new Set(listed).size);
    for (const a of articles) expect(listed).toContain(`/blog/${a.slug}`);
    // Each entry names both languages and the English default.
    for (const entry of xml.match(/<url>.*?<\/url>/g) ?? []) {
      const langs = [...entry.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
      expect(langs, entry).toEqual(["en", "es", "x-default"]);
    }
    for (const hidden of ["/admin", "/customer", "/login", "/success", "/commercial-thank-you"]) expect(listed).not.toContain(hidden);
  });

  it("every sitemap URL answers 200", async () => {
    const xml = await (await fetchWorker("/sitemap.xml")).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const res = await fetchWorker(new URL(loc ?? "").pathname);
      expect(res.status, loc).toBe(200);
    }
  }, 30_000);

  it("robots.txt points to the sitemap and keeps crawlers out of the dashboards, not the sign-in page", async () => {
    const res = await fetchWorker("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const body = await res.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    for (const p of ["/admin", "/customer"]) expect(body).toMatch(new RegExp(`^Disallow: ${p}$`, "m"));
    // Customers look for the sign-in page by name.
    expect(body).not.toMatch(/^Disallow: \/(es\/)?login/m);
    const login = await (await fetchWorker("/login")).text();
    expect(login).not.toContain('name="robots"');
    expect(body).toMatch(/^Sitemap: http:\/\/localhost\/sitemap\.xml$/m);
  });
});

describe("blog", () => {
  it("lists six articles with category, date, excerpt, read time and a Learn More link", async () => {
    const html = await (await fetchWorker("/blog")).text();
    expect(articles).toHaveLength(6);
    const cards = listItems(html, "post-list");
    expect(cards).toHaveLength(6);
    for (const a of articles) {
      const card = cards.find((c) => c.includes(a.title));
      expect(card).toBeDefined();
      expect(card).toContain(a.category);
      expect(card).toContain(a.readTime);
      expect(card).toMatch(/\w+ \d{1,2}, 20\d\d/);
      expect(html).toMatch(new RegExp(`<a[^>]*href="/blog/${a.slug}"[^>]*>Learn More`));
    }
  });

  it("filters by ?category= on the server", async () => {
    const html = await (await fetchWorker("/blog?category=pet-health")).text();
    const cards = listItems(html, "post-list");
    expect(cards).toHaveLength(articles.filter((a) => a.category === "Pet Health").length);
    expect(cards.every((c) => c.includes("Pet Health"))).toBe(true);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Pet Health<\/a>/);
  });

  it.each(articles.map((a) => [a.slug, a.title] as const))("/blog/%s is a 500+ word article with Article and BreadcrumbList data", async (slug, title) => {
    const res = await fetchWorker(`/blog/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h1Of(html)).toBe(title);
    const body = decode(html.split("</h1>")[1]?.split("</article>")[0] ?? "");
    expect(body.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(500);

    const nodes = jsonLdNodes(html);
    const article = nodes.find((n) => n["@type"] === "Article");
    expect(article).toMatchObject({ headline: title, url: `http://localhost/blog/${slug}`, publisher: { name: "Clean Paws Miami" } });
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(nodes.find((n) => n["@type"] === "BreadcrumbList")).toBeDefined();
    expect(metaContent(html, "property", "og:image")).toBe("http://localhost/images/og-default.png");
  });

  it("an unknown article slug redirects home, replacing history", async () => {
    const res = await fetchWorker("/blog/no-such-article");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("x-remix-replace")).toBe("true");
  });
});
