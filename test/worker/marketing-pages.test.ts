import { describe, expect, it } from "vitest";
import { FAQ_EMPTY_MESSAGE, faqEntries } from "~server/content/faq";
import { cities } from "~/content/locations";
import { servicePages } from "~server/content/services";
import { homeTestimonials } from "~server/content/testimonials";
import { articlesIn } from "~server/content/blog";
import { decode, expectSectionsInOrder, fetchHtml, headings, hrefs, type Json, mainOf, ofType } from "./support/html";

/** The English articles, newest first. */
const articles = articlesIn("en");

/** Visible FAQ questions, read from the rendered accordion. */
/** The questions a visitor sees: every entry is in the page, those the filter leaves out in a `hidden` item. */
const faqQuestions = (html: string) =>
  [...mainOf(html).matchAll(/<li(?![^>]*\shidden)[^>]*>\s*<details[^>]*>\s*<summary[^>]*>([\s\S]*?)<\/summary>/g)].map((m) => decode(m[1] ?? ""));
/** Whether the "no questions match" box is shown (it is always in the page, `hidden` when entries match). */
const emptyShown = (html: string) => /<div(?![^>]*\shidden)[^>]*data-faq-empty/.test(html);

describe("home page", () => {
  it("has its sections in order, with one h1", async () => {
    const html = await fetchHtml("/");
    expect(headings(html, 1)).toEqual(["Miami's Premier Pet Waste Removal Service"]);
    const order = [
      "Our Services",
      "How It Works",
      "Weekly Service Features",
      "Service Areas",
      "What Our Customers Say",
      "Latest from Our Blog",
      "Safe, Simple Payments",
      "Transform Your Yard Today",
    ];
    expectSectionsInOrder(html, order);
  });

  it("links the hero, the weekly features and the closing call to action to /get-started", async () => {
    const html = mainOf(await fetchHtml("/"));
    expect(html).toMatch(/<a[^>]*href="\/get-started"[^>]*>Get Free Quote/);
    expect(html).toMatch(/<a[^>]*href="\/get-started"[^>]*>Get started/);
    expect(html).toMatch(/<a[^>]*href="\/get-started"[^>]*>Start Your Service/);
  });

  it("shows four service cards, a 12-city grid and the three latest articles dated May 2025, linking to them", async () => {
    const html = mainOf(await fetchHtml("/"));
    const links = hrefs(html);
    for (const href of ["/residential", "/commercial", "/services/dog-waste-removal", "/services/lawn-sanitizing"]) {
      expect(links).toContain(href);
    }
    const cityLinks = new Set(links.filter((h) => /^\/locations\/[a-z-]+$/.test(h ?? "")));
    expect(cityLinks.size).toBe(12);
    for (const href of cityLinks) expect(cities.map((c) => `/locations/${c.slug}`)).toContain(href);

    const dates = [...html.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1]);
    expect(dates).toHaveLength(3);
    for (const d of dates) expect(d).toMatch(/^2025-05-/);
    const latest = [...articles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
    for (const a of latest) expect(links).toContain(`/blog/${a.slug}`);
  });

  it("server-renders all four testimonials with five-star ratings", async () => {
    const html = mainOf(await fetchHtml("/"));
    expect(homeTestimonials).toHaveLength(4);
    for (const t of homeTestimonials) expect(decode(html)).toContain(t.text);
    expect(html.match(/aria-label="5 out of 5 stars"/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it("carries LocalBusiness JSON-LD with hours, price range, radius and the cities served", async () => {
    const [biz] = ofType(await fetchHtml("/"), "LocalBusiness");
    expect(biz).toBeDefined();
    expect(biz?.priceRange).toBe("$$");
    expect(biz?.url).toBe("http://localhost/");
    expect(JSON.stringify(biz?.openingHoursSpecification)).toContain('"opens":"08:00"');
    expect(JSON.stringify(biz?.openingHoursSpecification)).toContain('"closes":"18:00"');
    const areas = biz?.areaServed as Json[];
    expect(areas.find((a) => a["@type"] === "GeoCircle")?.geoRadius).toBe(30000);
    expect(areas.filter((a) => a["@type"] === "City")).toHaveLength(20);
    expect(JSON.stringify(biz)).not.toContain("AggregateRating");
  });
});

describe("service pages", () => {
  it.each(servicePages.map((s) => [s.path, s]))("%s has a hero, three features, an image, a quote link and JSON-LD", async (path, service) => {
    const html = await fetchHtml(path);
    expect(headings(html, 1)).toEqual([service.heading]);
    const main = mainOf(html);
    for (const f of service.features) expect(headings(main, 3)).toContain(f.title);
    expect(main).toMatch(/<img [^>]*src="\/images\/[a-z-]+\.svg"[^>]*width="480"[^>]*height="360"/);
    expect(hrefs(main)).toContain("/get-started");

    const [svc] = ofType(html, "Service");
    expect(svc?.name).toBe(service.name);
    expect(svc?.url).toBe(`http://localhost${path}`);
    const [crumbs] = ofType(html, "BreadcrumbList");
    const items = crumbs?.itemListElement as Json[];
    expect(items.map((i) => i.item)).toEqual(["http://localhost/", `http://localhost${service.parent.path}`, `http://localhost${path}`]);
  });

  it("the goose page lists the eight Opa-locka areas and three testimonials", async () => {
    const html = mainOf(await fetchHtml("/commercial/goose-poop-removal"));
    expect(headings(html, 2)).toContain("Areas We Serve");
    const text = decode(html);
    for (const area of [
      "Golf Courses",
      "Corporate Parks",
      "Shopping Centers",
      "Parks & Recreation",
      "Office Complexes",
      "Educational Facilities",
      "Sports Fields",
      "Public Spaces",
    ]) {
      expect(text).toContain(area);
    }
    expect(text).toContain("Opa-locka");
    expect(html.match(/aria-label="5 out of 5 stars"/g)).toHaveLength(3);
  });

  it("other service pages have no Areas We Serve block", async () => {
    const html = await fetchHtml("/services/lawn-sanitizing");
    expect(headings(html, 2)).not.toContain("Areas We Serve");
  });
});

describe("hub pages", () => {
  it("/services shows six cards linking to the five service pages and /commercial", async () => {
    const links = hrefs(mainOf(await fetchHtml("/services")));
    for (const href of [
      "/services/dog-waste-removal",
      "/services/pet-waste-stations",
      "/services/lawn-sanitizing",
      "/services/lawn-deodorization",
      "/services/waste-station-maintenance",
      "/commercial",
    ]) {
      expect(links).toContain(href);
    }
  });

  it("/residential offers its two services, testimonials and Get Started", async () => {
    const html = mainOf(await fetchHtml("/residential"));
    const links = hrefs(html);
    expect(links).toContain("/residential/dog-poop-removal");
    expect(links).toContain("/residential/odor-control-solutions");
    expect(links).toContain("/get-started");
    expect(html).toContain('aria-label="5 out of 5 stars"');
  });

  it("/commercial links its three services and has why-choose and success stories", async () => {
    const html = mainOf(await fetchHtml("/commercial"));
    for (const href of ["/commercial/common-area-waste-removal", "/commercial/goose-poop-removal", "/services/pet-waste-stations"]) {
      expect(hrefs(html)).toContain(href);
    }
    expect(headings(html, 2)).toEqual(expect.arrayContaining(["Why Property Managers Choose Us", "Success Stories"]));
  });

  it("/how-it-works names the three frequencies and the preferred day", async () => {
    const text = decode(mainOf(await fetchHtml("/how-it-works")));
    expect(text).toMatch(/weekly, bi-weekly or monthly/i);
    expect(text).toContain("preferred day");
    expect(headings(mainOf(await fetchHtml("/how-it-works")), 3).filter((h) => h.startsWith("Step "))).toHaveLength(3);
  });

  it("/pricing shows plans and a five-question FAQ, and no prices", async () => {
    const html = mainOf(await fetchHtml("/pricing"));
    expect(html.match(/<details/g)).toHaveLength(5);
    expect(decode(html)).toContain("month-to-month");
    expect(decode(html)).not.toMatch(/\$\s?\d/);
  });
});

describe("/faq", () => {
  it("lists every question, the search box, categories and FAQPage JSON-LD", async () => {
    const html = await fetchHtml("/faq");
    expect(faqQuestions(html)).toHaveLength(faqEntries.length);
    expect(emptyShown(html)).toBe(false);
    expect(html).toContain('placeholder="Search FAQ..."');
    for (const c of ["All", "Services", "Billing", "Safety", "Commercial", "Location"]) {
      expect(html).toMatch(new RegExp(`<button(?=[^>]*name="category")[^>]*value="${c}"[^>]*>${c}<`));
    }
    expect(hrefs(mainOf(html))).toContain("/get-started");
    const [faq] = ofType(html, "FAQPage");
    expect((faq?.mainEntity as Json[]).length).toBe(faqEntries.length);
  });

  it("filters on the server by search text, case-insensitively over question and answer", async () => {
    const byQuestion = faqQuestions(await fetchHtml("/faq?q=RAIN"));
    expect(byQuestion.length).toBeGreaterThan(0);
    expect(byQuestion.some((q) => q.includes("What happens when it rains?"))).toBe(true);

    // "already paid" appears only in answers.
    const byAnswer = faqQuestions(await fetchHtml("/faq?q=already+paid"));
    expect(byAnswer.some((q) => q.includes("Do you give refunds?"))).toBe(true);
    expect(byAnswer.length).toBeLessThan(faqEntries.length);
  });

  it("combines the search with the category", async () => {
    const all = faqQuestions(await fetchHtml("/faq?q=SERVICE"));
    const billing = faqQuestions(await fetchHtml("/faq?q=SERVICE&category=Billing"));
    expect(billing.length).toBeGreaterThan(0);
    expect(billing.length).toBeLessThan(all.length);
    for (const q of billing) expect(q.startsWith("Billing")).toBe(true);
  });

  it("uses the submitted category button over the hidden field", async () => {
    const qs = faqQuestions(await fetchHtml("/faq?q=&category=Billing&category=All"));
    expect(qs.length).toBe(faqEntries.filter((e) => e.category === "Billing").length);
  });

  it("shows the empty message when nothing matches", async () => {
    const html = await fetchHtml("/faq?q=zebra+crossing");
    expect(faqQuestions(html)).toHaveLength(0);
    expect(emptyShown(html)).toBe(true);
    expect(decode(html)).toContain(FAQ_EMPTY_MESSAGE);
  });

  it("answers carry the service terms", async () => {
    const text = decode(mainOf(await fetchHtml("/faq")));
    for (const term of [
      "with no notice period",
      "nothing more is charged, and that period is not refunded",
      "at least 24 hours' notice",
      "at no charge",
      "month-to-month",
      "next available day",
      "e-mail you a service summary",
    ]) {
      expect(text).toContain(term);
    }
  });
});

describe("sitemap and legal pages", () => {
  it("/sitemap has the six groups, all 20 locations and Back to Home", async () => {
    const html = await fetchHtml("/sitemap");
    expect(headings(html, 2)).toEqual(["Main Pages", "Property Types", "Services", "Service Areas", "Customer Area", "Legal"]);
    const links = hrefs(html);
    for (const c of cities) expect(links).toContain(`/locations/${c.slug}`);
    for (const p of ["/login", "/customer", "/admin", "/success", "/commercial-thank-you", "/privacy", "/terms", "/pricing"]) {
      expect(links).toContain(p);
    }
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>[\s\S]*?Back to Home<\/a>/);
  });

  it("/terms states the service terms and has its canonical", async () => {
    const html = await fetchHtml("/terms");
    expect(html).toContain('<link rel="canonical" href="http://localhost/terms"/>');
    const text = decode(html);
    for (const term of [
      "You can cancel at any time, with no notice period",
      "runs to the end of the period you've already paid for",
      "until 6pm the day before the visit",
      "tell us within 24 hours and we come back within 24 hours",
      "12 months",
      "within one year",
      "US dollars (USD)",
      "include applicable taxes",
      "Payment is due in advance",
      "billed automatically",
    ]) {
      expect(text).toContain(term);
    }
  });

  it("/privacy states the age limit and CCPA answer time and has its canonical", async () => {
    const html = await fetchHtml("/privacy");
    expect(html).toContain('<link rel="canonical" href="http://localhost/privacy"/>');
    const text = decode(html);
    expect(text).toContain("children under 16");
    expect(text).toContain("within 45 days");
  });
});
