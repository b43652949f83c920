import { describe, expect, it } from "vitest";
import { decode, fetchHtml, headings, mainOf, ofType, type Json } from "./support/html";
import { servicePages, servicePagesIn } from "~server/content/services";

/**
 * The Spanish service and hub pages (issue 16): Spanish copy from the catalogue, links that stay
 * in Spanish, and JSON-LD that names the page's language.
 */
const pageLinks = (html: string) => [...mainOf(html).matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");

const spanishPages = servicePagesIn("es");

describe("Spanish service pages", () => {
  it("the catalogue has a Spanish page for every English one, with the same paths and images", () => {
    expect(spanishPages.map((p) => [p.path, p.parent.path, p.image.key])).toEqual(servicePages.map((p) => [p.path, p.parent.path, p.image.key]));
    for (const [i, page] of spanishPages.entries()) expect(page.heading).not.toBe(servicePages[i]?.heading);
  });

  it.each(spanishPages.map((s) => [`/es${s.path}`, s] as const))(
    "%s renders its Spanish copy, links in Spanish and JSON-LD in es-US",
    async (path, service) => {
      const html = await fetchHtml(path);
      expect(headings(html, 1)).toEqual([service.heading]);
      const main = mainOf(html);
      for (const f of service.features) expect(headings(main, 3)).toContain(f.title);
      expect(decode(main)).toContain(service.detail[0]);
      expect(main).toContain(`alt="${service.image.alt}"`);

      const links = pageLinks(html).filter((href) => href.startsWith("/"));
      expect(links).toEqual(expect.arrayContaining(["/es", `/es${service.parent.path}`, "/es/get-started"]));
      expect(
        links.filter((href) => !href.startsWith("/es")),
        "links that leave the Spanish site",
      ).toEqual([]);

      const [svc] = ofType(html, "Service");
      expect(svc).toMatchObject({ name: service.name, url: `http://localhost${path}`, inLanguage: "es-US" });
      const [crumbs] = ofType(html, "BreadcrumbList");
      expect(crumbs?.inLanguage).toBe("es-US");
      expect((crumbs?.itemListElement as Json[]).map((i) => [i.name, i.item])).toEqual([
        ["Inicio", "http://localhost/es"],
        [service.parent.name, `http://localhost/es${service.parent.path}`],
        [service.name, `http://localhost${path}`],
      ]);
    },
  );

  it("the English pages keep English JSON-LD and English links", async () => {
    const html = await fetchHtml("/residential/dog-poop-removal");
    expect(ofType(html, "Service")[0]?.inLanguage).toBe("en-US");
    expect(pageLinks(html).filter((href) => href.startsWith("/es"))).toEqual([]);
  });

  it("the Spanish goose page lists eight Opa-locka areas, three reviews and the Spanish Opa-locka page", async () => {
    const html = await fetchHtml("/es/commercial/goose-poop-removal");
    const main = mainOf(html);
    expect(headings(main, 2)).toContain("Dónde trabajamos");
    expect(main.match(/<li class="flex items-center gap-2 rounded-xl/g)).toHaveLength(8);
    for (const area of ["Campos de golf", "Centros comerciales", "Espacios públicos"]) expect(decode(main)).toContain(area);
    expect(pageLinks(html)).toContain("/es/locations/opa-locka");
    expect(main.match(/<blockquote/g)).toHaveLength(3);
  });

  it("other Spanish service pages have no Opa-locka block", async () => {
    expect(mainOf(await fetchHtml("/es/services/lawn-sanitizing"))).not.toContain("/locations/opa-locka");
  });
});

describe("Spanish hub pages", () => {
  it("/es/services shows six cards linking to the five Spanish service pages and /es/commercial", async () => {
    const html = await fetchHtml("/es/services");
    expect(headings(html, 1)).toEqual(["Nuestros servicios"]);
    const links = pageLinks(html);
    for (const path of ["dog-waste-removal", "pet-waste-stations", "lawn-sanitizing", "lawn-deodorization", "waste-station-maintenance"]) {
      expect(links).toContain(`/es/services/${path}`);
    }
    expect(links).toContain("/es/commercial");
    expect(links.filter((href) => href.startsWith("/") && !href.startsWith("/es"))).toEqual([]);
  });

  it("/es/residential links its two Spanish services, the add-ons, plans and the wizard, with Spanish reviews", async () => {
    const html = await fetchHtml("/es/residential");
    expect(headings(html, 1)).toEqual(["Recogida de excremento de mascotas a domicilio"]);
    const links = pageLinks(html);
    for (const href of [
      "/es/residential/dog-poop-removal",
      "/es/residential/odor-control-solutions",
      "/es/services/lawn-sanitizing",
      "/es/services/lawn-deodorization",
      "/es/pricing",
      "/es/get-started",
    ]) {
      expect(links).toContain(href);
    }
    expect(links.filter((href) => href.startsWith("/") && !href.startsWith("/es"))).toEqual([]);
    expect(headings(mainOf(html), 2)).toContain("Lo que dicen los dueños de casa");
    expect(mainOf(html).match(/<blockquote/g)).toHaveLength(3);
  });

  it("/es/commercial links its three Spanish services and has the reasons and success stories in Spanish", async () => {
    const html = await fetchHtml("/es/commercial");
    const links = pageLinks(html);
    for (const href of ["/es/commercial/common-area-waste-removal", "/es/commercial/goose-poop-removal", "/es/services/pet-waste-stations"]) {
      expect(links).toContain(href);
    }
    expect(links.filter((href) => href.startsWith("/") && !href.startsWith("/es"))).toEqual([]);
    expect(headings(mainOf(html), 2)).toEqual(expect.arrayContaining(["Por qué nos escogen los administradores de comunidades", "Historias de éxito"]));
    expect(headings(mainOf(html), 3)).toContain("Con licencia y asegurados");
  });

  it("Spanish hub pages have Spanish titles and descriptions", async () => {
    for (const [path, title] of [
      ["/es/services", "Servicios de recogida de excremento de mascotas en Miami-Dade"],
      ["/es/residential", "Recogida de excremento de perro para casas en Miami-Dade"],
      ["/es/commercial", "Recogida de excremento de mascotas para HOA y condominios"],
    ] as const) {
      const html = await fetchHtml(path);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toContain(title);
      expect(html, path).toMatch(/<meta name="description" content="[^"]*(recogida|desechos)[^"]*"/i);
    }
  });
});
