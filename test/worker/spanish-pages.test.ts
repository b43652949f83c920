import { describe, expect, it } from "vitest";
import { decode, expectSectionsInOrder, fetchHtml, headings, hrefs, jsonLd, mainOf } from "./support/html";
import { articlesIn } from "~server/content/blog";
import { testimonials } from "~server/content/testimonials";

/** The English articles, newest first. */
const articles = articlesIn("en");

/**
 * The Spanish home, How It Works, pricing, legal pages, sitemap and result pages (issue 16):
 * Spanish words, links that stay in Spanish, JSON-LD in the page's language. The parity test
 * (spanish-parity.test.ts) checks hreflang, canonicals and the absence of English sentences.
 */
const ariaLabels = (html: string) => [...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1] ?? "");

/** Internal links in <main> of a Spanish page that leave the Spanish edition (English-only pages excepted). */
const englishLinks = (html: string, allowed: string[] = []) =>
  hrefs(mainOf(html)).filter(
    (h) => h.startsWith("/") && !h.startsWith("/es") && !["/login", "/customer", "/admin", ...allowed].includes(h.split("?")[0] ?? ""),
  );

describe("/es home", () => {
  it("has the home sections in Spanish, in order, with one h1", async () => {
    const html = await fetchHtml("/es");
    expect(html).toContain('<html lang="es"');
    // Read with its no-break spaces as spaces: what a reader sees.
    expect(headings(html, 1).map((h) => h.replace(/\u00a0/g, " "))).toEqual(["Recogida de excremento de mascotas en Miami, con servicio de primera"]);
    const order = [
      "Nuestros servicios",
      "Cómo funciona",
      "Lo que incluye el servicio semanal",
      "Zonas de servicio",
      "Lo que dicen nuestros clientes",
      "Lo último de nuestro blog",
      "Pagos seguros y sencillos",
      "Empiece hoy a disfrutar de un patio limpio",
    ];
    expectSectionsInOrder(html, order);
  });

  it("links stay in Spanish: quote, process, four services, 12 cities and the three newest articles", async () => {
    const main = mainOf(await fetchHtml("/es"));
    expect(main).toMatch(/<a[^>]*href="\/es\/get-started"[^>]*>Pida su cotización gratis/);
    expect(main).toMatch(/<a[^>]*href="\/es\/get-started"[^>]*>Empezar ahora/);
    expect(main).toMatch(/<a[^>]*href="\/es\/how-it-works"[^>]*>Más sobre nuestro proceso/);
    const links = hrefs(main);
    for (const href of ["/es/residential", "/es/commercial", "/es/services/dog-waste-removal", "/es/services/lawn-sanitizing", "/es/locations"]) {
      expect(links).toContain(href);
    }
    expect(new Set(links.filter((h) => /^\/es\/locations\/[a-z-]+$/.test(h))).size).toBe(12);
    const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
    for (const a of newest) {
      expect(links).toContain(`/es/blog/${a.slug}`);
      expect(decode(main)).toContain(articlesIn("es").find((es) => es.slug === a.slug)?.title);
    }
    expect(englishLinks(main)).toEqual([]);
  });

  it("shows the four testimonials translated, with the carousel's controls named in Spanish", async () => {
    const main = mainOf(await fetchHtml("/es"));
    const spanish = testimonials.es.home;
    expect(spanish.map((t) => t.id)).toEqual(testimonials.en.home.map((t) => t.id));
    for (const t of spanish) expect(decode(main)).toContain(t.text);
    for (const t of testimonials.en.home) expect(decode(main)).not.toContain(t.text);
    const labels = ariaLabels(main);
    expect(labels).toEqual(
      expect.arrayContaining(["Testimonios de clientes", "Testimonio anterior", "Testimonio siguiente", "Mostrar el testimonio 3 de 4", "2 de 4"]),
    );
    expect(main).toContain('aria-roledescription="carrusel"');
    expect(main).toContain('aria-roledescription="diapositiva"');
  });

  it("describes the business in Spanish and marks the page es-US in JSON-LD; the English home says en-US", async () => {
    const es = jsonLd(await fetchHtml("/es"));
    expect(es.find((d) => d["@type"] === "LocalBusiness")?.description).toMatch(/^Recogida profesional/);
    expect(es.find((d) => d["@type"] === "WebPage")).toMatchObject({ url: "http://localhost/es", inLanguage: "es-US" });
    const en = jsonLd(await fetchHtml("/"));
    expect(en.find((d) => d["@type"] === "WebPage")).toMatchObject({ url: "http://localhost/", inLanguage: "en-US" });
    expect(en.find((d) => d["@type"] === "LocalBusiness")?.url).toBe("http://localhost/");
  });

  it("has a Spanish title and description", async () => {
    const html = await fetchHtml("/es");
    expect(html).toContain("<title>Recogida de excremento de perro en Miami-Dade | Clean Paws Miami</title>");
    expect(html).toMatch(/<meta name="description" content="Recogida semanal de excremento de perro/);
  });
});

describe("/es/how-it-works and /es/pricing", () => {
  it("/es/how-it-works names the three frequencies and three numbered steps in Spanish", async () => {
    const html = await fetchHtml("/es/how-it-works");
    const text = decode(mainOf(html));
    expect(text).toContain("semanal, quincenal (cada dos semanas) o mensual, el día que usted prefiera");
    expect(headings(mainOf(html), 2)).toContain("De la cotización al patio limpio");
    expect(englishLinks(html)).toEqual([]);
    expect(mainOf(html)).toMatch(/<img [^>]*alt="Un técnico/);
  });

  it("/es/pricing offers the three plans with Spanish quote links that keep the frequency, five questions and no prices", async () => {
    const html = mainOf(await fetchHtml("/es/pricing"));
    expect(headings(html, 3)).toEqual(["Semanal", "Quincenal", "Mensual"]);
    for (const [frequency, name] of [
      ["weekly", "semanal"],
      ["bi-weekly", "quincenal"],
      ["monthly", "mensual"],
    ]) {
      expect(html).toMatch(
        new RegExp(`<a href="/es/get-started\\?frequency=${frequency}"[^>]*>Pedir cotización<span class="sr-only"> del servicio ${name}</span>`),
      );
    }
    expect(html.match(/<details/g)).toHaveLength(5);
    expect(decode(html)).toContain("¿Hay que firmar un contrato?");
    expect(decode(html)).toContain("Los planes son mes a mes");
    expect(decode(html)).not.toMatch(/\$\s?\d/);
    expect(hrefs(html)).toEqual(expect.arrayContaining(["/es/commercial", "/es/faq"]));
    expect(englishLinks(html)).toEqual([]);
  });

  it("/pricing keeps its English quote links", async () => {
    const html = mainOf(await fetchHtml("/pricing"));
    expect(html).toMatch(/<a href="\/get-started\?frequency=bi-weekly"[^>]*>Get a quote<span class="sr-only"> for bi-weekly service<\/span>/);
  });
});

describe("Spanish legal pages and sitemap", () => {
  it("/es/terms states the same terms in Spanish, says the English version governs and links it", async () => {
    const html = await fetchHtml("/es/terms");
    const text = decode(html);
    for (const term of [
      "Puede cancelar cuando quiera, sin plazo de aviso",
      "su suscripción sigue hasta el final del período que ya pagó: no se le cobra nada más y ese período no se reembolsa",
      "hasta las 6 p. m. del día anterior a la visita",
      "avísenos dentro de las 24 horas siguientes y regresamos en menos de 24 horas",
      "12 meses",
      "dentro del plazo de un año",
      "dólares estadounidenses (USD)",
      "incluyen los impuestos aplicables",
      "El pago se hace por adelantado",
      "se cobran automáticamente",
      "prevalece la versión en inglés",
      "Última actualización: 7 de diciembre de 2026",
    ]) {
      expect(text).toContain(term);
    }
    expect(mainOf(html)).toMatch(/<a class="link" href="\/terms" hrefLang="en">Ver la versión en inglés<\/a>/);
    expect(englishLinks(html, ["/terms"])).toEqual([]);
  });

  it("/es/privacy states the age limit and CCPA answer time in Spanish, with the business's contact links", async () => {
    const html = await fetchHtml("/es/privacy");
    const text = decode(html);
    expect(text).toContain("menores de 16 años");
    expect(text).toContain("en un plazo de 45 días");
    expect(text).toContain("prevalece la versión en inglés");
    const main = mainOf(html).replace(/<!-- -->/g, "");
    expect(main).toMatch(/Escríbanos a <a class="link" href="mailto:[^"]+">/);
    expect(main).toMatch(/o llámenos al <a class="link" href="tel:\+1\d{10}">/);
  });

  it("the English legal pages have no translation notice", async () => {
    // The privacy policy has its own date since it describes the attribution cookie (issue 26) and the texts customers send us.
    for (const [path, date] of [
      ["/privacy", "November 26, 2026"],
      ["/terms", "December 7, 2026"],
    ] as const) {
      const text = decode(await fetchHtml(path));
      expect(text).not.toContain("versión en inglés");
      expect(text).toContain(`Last updated: ${date}`);
    }
  });

  it("/es/sitemap lists the Spanish pages under Spanish group names; the admin keeps its English address", async () => {
    const html = await fetchHtml("/es/sitemap");
    expect(headings(html, 2)).toEqual(["Páginas principales", "Tipos de propiedad", "Servicios", "Zonas de servicio", "Para clientes", "Información legal"]);
    const links = hrefs(mainOf(html));
    for (const p of [
      "/es",
      "/es/pricing",
      "/es/how-it-works",
      "/es/success",
      "/es/commercial-thank-you",
      "/es/privacy",
      "/es/terms",
      "/es/sitemap",
      "/es/locations/hialeah",
    ]) {
      expect(links).toContain(p);
    }
    // Sign-in and the customer area have Spanish pages; the admin tools are English only.
    for (const p of ["/es/login", "/es/customer", "/admin"]) expect(links).toContain(p);
    expect(mainOf(html)).toMatch(/<a href="\/es\/login"[^>]*>Iniciar sesión<\/a>/);
    expect(mainOf(html)).toMatch(/<a href="\/admin" hrefLang="en"[^>]*>[^<]+ \(en inglés\)<\/a>/);
    expect(links.filter((h) => /^\/locations\//.test(h))).toEqual([]);
    expect(englishLinks(html)).toEqual([]);
  });

  it("the legal frame links the same page in English and home in Spanish", async () => {
    const html = await fetchHtml("/es/privacy");
    expect(html).toMatch(/<a href="\/language\?to=en&amp;next=%2Fprivacy"[^>]*>English<\/a>/);
    expect(html).toMatch(/<a href="\/es"[^>]*>[\s\S]*?Volver al inicio<\/a>/);
  });
});

describe("Spanish result pages", () => {
  it("/es/success thanks the customer in Spanish and stays out of search results", async () => {
    const html = await fetchHtml("/es/success");
    expect(html).toContain('<html lang="es"');
    expect(headings(html, 1)).toEqual(["Pago realizado con éxito"]);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/localhost\/success"\/>/);
    const links = hrefs(mainOf(html));
    expect(links).toEqual(expect.arrayContaining(["/es/customer", "/es"]));
    expect(englishLinks(html)).toEqual([]);
  });

  it("/es/commercial-thank-you explains the coverage check and the opening hours in Spanish", async () => {
    const html = await fetchHtml("/es/commercial-thank-you?coverage=confirm");
    const text = decode(mainOf(html));
    expect(headings(html, 1)).toEqual(["Gracias por su solicitud"]);
    expect(text).toContain("Su código postal parece estar fuera del condado de Miami-Dade");
    expect(text).toMatch(/de lunes a sábado, de 8 a\. m\. a 6 p\. m\./);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(hrefs(mainOf(html))).toEqual(expect.arrayContaining(["/es", "/es/commercial"]));
  });

  it("the English result pages stay English and noindex", async () => {
    const html = await fetchHtml("/commercial-thank-you");
    expect(headings(html, 1)).toEqual(["Thank You for Your Request"]);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(decode(mainOf(html))).not.toContain("coverage");
  });
});
