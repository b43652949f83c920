import { describe, expect, it } from "vitest";
import { cities } from "~/content/locations";
import { fetchWorker } from "./support/worker";

function headingOf(html: string): string | undefined {
  const match = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return match?.[1]
    ?.replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}

const layoutRoutes: [string, string][] = [
  ["/", "Miami's Premier Pet Waste Removal Service"],
  ["/residential", "Residential"],
  ["/commercial", "Commercial"],
  ["/services", "Services"],
  ["/locations", "Areas We Serve"],
  ["/how-it-works", "How It Works"],
  ["/get-started", "Quote"],
  ["/blog", "Blog"],
  ["/faq", "Frequently Asked Questions"],
  ["/pricing", "Plans"],
  ["/residential/dog-poop-removal", "Dog Poop Removal"],
  ["/residential/odor-control-solutions", "Odor Control"],
  ["/commercial/common-area-waste-removal", "Common Area Waste Removal"],
  ["/commercial/goose-poop-removal", "Goose Poop Removal"],
  ["/services/dog-waste-removal", "Dog Waste Removal"],
  ["/services/pet-waste-stations", "Pet Waste Stations"],
  ["/services/lawn-sanitizing", "Lawn Sanitizing"],
  ["/services/lawn-deodorization", "Lawn Deodorization"],
  ["/services/waste-station-maintenance", "Waste Station Maintenance"],
  ...cities.map((c): [string, string] => [`/locations/${c.slug}`, `Pet Waste Removal in ${c.name}`]),
];

const bareRoutes: [string, string][] = [
  ["/success", "Payment Successful"],
  ["/commercial-thank-you", "Thank You"],
  ["/login", "Sign in"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
  ["/sitemap", "Sitemap"],
];

describe("route table", () => {
  it("has 20 location slugs", () => {
    expect(cities).toHaveLength(20);
  });

  it.each(layoutRoutes)("%s answers 200 with its heading inside the shared layout", async (path, heading) => {
    const res = await fetchWorker(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(headingOf(html)).toContain(heading);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain("<footer");
    // Every page but the quote wizard's, where it would cover the form on phones.
    if (path.startsWith("/get-started")) expect(html).not.toContain('data-testid="mobile-sticky-bar"');
    else expect(html).toContain('data-testid="mobile-sticky-bar"');
  });

  it.each(bareRoutes)("%s answers 200 with its heading and no shared header", async (path, heading) => {
    const res = await fetchWorker(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(headingOf(html)).toContain(heading);
    expect(html).not.toContain('aria-label="Main"');
    expect(html).not.toContain('data-testid="mobile-sticky-bar"');
  });

  it.each(["/no-such-page", "/locations/atlantis", "/services/rocket-cleanup/x"])("unknown path %s redirects to / replacing history", async (path) => {
    const res = await fetchWorker(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("x-remix-replace")).toBe("true");
  });

  it("serves the health check", async () => {
    const res = await fetchWorker("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers unknown API paths with a JSON 404, not a redirect", async () => {
    const res = await fetchWorker("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found" });
  });
});
