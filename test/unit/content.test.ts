import { describe, expect, it } from "vitest";
import { cities, findCity, navCities } from "../../app/content/locations";
import { navigation } from "../../server/content/navigation";
import { articlesIn, articleWordCount, blogCategories } from "../../server/content/blog";
import { accountPages } from "../../server/content/account-pages";
import { cityCopyIn } from "../../server/content/city-pages";
import { customerArea } from "../../server/content/customer-area";
import { rejectedWordsIn } from "../../server/content/es/glossary";
import { faqEntriesIn, faqPage } from "../../server/content/faq";
import { blogTeasers, homeCopy, processSteps } from "../../server/content/home";
import { howItWorksCopy } from "../../server/content/how-it-works";
import { leadMessages } from "../../server/content/lead-messages";
import { privacyCopy, termsCopy } from "../../server/content/legal";
import { pricingCopy } from "../../server/content/pricing";
import { promisesCopy } from "../../server/content/promises";
import { resultPagesCopy } from "../../server/content/result-pages";
import { servicePageIn, servicesCopy } from "../../server/content/services";
import { testimonials } from "../../server/content/testimonials";
import { uiCopy } from "../../server/content/ui";
import { wizardCopy } from "../../server/content/wizard";

/** The English articles, newest first. */
const articles = articlesIn("en");

describe("service areas", () => {
  it("lists 20 cities for the route table and 15 for navigation, alphabetically", () => {
    expect(cities).toHaveLength(20);
    expect(navCities).toHaveLength(15);
    const names = navCities.map((c) => c.name);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
    expect(names).not.toContain("Kendall");
    expect(names).toContain("Opa-locka");
  });

  it("finds a city by slug and nothing for an unknown one", () => {
    expect(findCity("key-biscayne")?.name).toBe("Key Biscayne");
    expect(findCity("atlantis")).toBeUndefined();
  });
});

const { navGroups } = navigation("en");

describe("navigation", () => {
  it("has its four groups with the locations group listing 15 cities", () => {
    expect(navGroups.map((g) => g.label)).toEqual(["Residential", "Commercial", "Locations", "How It Works"]);
    expect(navGroups.find((g) => g.label === "Locations")?.items).toHaveLength(15);
  });
});

describe("blog content", () => {
  it("has at least one article in every category, so no filter is empty", () => {
    for (const category of blogCategories)
      expect(
        articles.some((a) => a.category === category),
        category,
      ).toBe(true);
  });

  it("teases the three newest articles on the home page, linking to them", () => {
    const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
    expect(blogTeasers.map((t) => t.href)).toEqual(newest.map((a) => `/blog/${a.slug}`));
    expect(articleWordCount(articles.find((a) => a.category === "Maintenance")!)).toBeGreaterThanOrEqual(500);
  });
});

describe("Spanish copy and the glossary (issue 27)", () => {
  /** Every string of a catalogue, calling the functions that build text from a city name. */
  function strings(value: unknown, out: string[] = []): string[] {
    if (typeof value === "string") out.push(value);
    else if (typeof value === "function") {
      const text: unknown = value("Doral");
      if (typeof text === "string") out.push(text);
    } else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
    return out;
  }
  const spanish = [
    servicesCopy.es,
    cityCopyIn("es"),
    faqPage.es,
    faqEntriesIn("es"),
    articlesIn("es"),
    homeCopy.es,
    processSteps.es,
    howItWorksCopy.es,
    pricingCopy.es,
    privacyCopy.es,
    termsCopy.es,
    resultPagesCopy.es,
    testimonials.es,
    wizardCopy.es,
    leadMessages.es,
    uiCopy.es,
    navigation("es"),
    promisesCopy.es,
    accountPages.es,
    customerArea.es,
  ];

  it("no Spanish catalogue uses a word the glossary rejects", () => {
    const hits = spanish.flatMap((c) => strings(c)).flatMap((text) => rejectedWordsIn(text).map((h) => `${h.found}: ${text.slice(0, 80)}`));
    expect(hits).toEqual([]);
  });

  it("no English catalogue uses a wording the English list rejects", () => {
    // The city pages build sentences from lists; the worker test reads them rendered.
    const english = [
      servicesCopy.en,
      cityCopyIn("en").pages,
      faqPage.en,
      faqEntriesIn("en"),
      articlesIn("en"),
      homeCopy.en,
      processSteps.en,
      howItWorksCopy.en,
    ];
    const more = [pricingCopy.en, privacyCopy.en, termsCopy.en, resultPagesCopy.en, testimonials.en, wizardCopy.en, leadMessages.en, uiCopy.en];
    const hits = [...english, ...more, navigation("en"), promisesCopy.en, accountPages.en, customerArea.en]
      .flatMap((c) => strings(c))
      .flatMap((text) => rejectedWordsIn(text, "en").map((h) => `${h.found}: ${text.slice(0, 80)}`));
    expect(hits).toEqual([]);
  });

  it("the glossary catches each drift the copy editor found", () => {
    for (const [text, found] of [
      ["Cerramos la reja", "reja"],
      ["Recogida de desechos de perro", "desechos de perro"],
      ["Retiro de excremento de gansos", "Retiro de excremento"],
      ["Estaciones para mascotas", "Estaciones para mascotas"],
      ["Desinfección del césped", "césped"],
      ["canteros con mantillo", "mantillo"],
      ["la hierba del patio", "hierba"],
      ["| Limpieza de patios", "Limpieza de patios"],
      ["Transforme su patio hoy mismo", "Transforme su patio"],
      ["con 7 días de anticipación antes de su próxima fecha", "anticipación antes de"],
      ["las mareas reales", "mareas reales"],
      ["patos Muscovy", "patos Muscovy"],
      ["del 100 %", "0 %"],
      ["lavado a presión de la terraza", "lavado a presión"],
      ["siempre abastecidas", "siempre abastecid"],
      ["Recogida de excremento líder en Miami", "líder"],
      ["Recogida de excremento de mascotas de primera en Miami", "excremento de mascotas de primera"],
      ["Bal Harbour es una villa pequeña", "villa"],
      ["Llueva o truene", "Llueva o truene"],
      ["Si hay mal tiempo severo", "mal tiempo severo"],
      ["bolsas siempre disponibles", "siempre disponibles"],
      ["las visitas siempre a la misma hora", "siempre a la misma hora"],
      ["y no le hace daño a su grama", "no le hace daño"],
      ["Una limpieza a fondo cada mes", "limpieza a fondo"],
      ["Confirmación después de cada visita", "Confirmación después de cada visita"],
      ["Nunca compartimos sus datos.", "Nunca compartimos"],
      ["Recogida de excremento de perro residencial", "excremento de perro residencial"],
      ["Nuestro equipo atiende lunes a sábado", "lunes a sábado"],
      ["Atendimos su patio el 26 de noviembre", "Atendimos su patio"],
      ["Hecha", "Hecha"],
      ["Siempre la misma visita cuidadosa.", "misma visita cuidadosa"],
      ["organizamos las visitas alrededor de esas semanas", "alrededor de esas semanas"],
      ["en el nivel de la piscina", "en el nivel de la piscina"],
      ["parques de oficinas junto al Palmetto", "parques de oficinas"],
      ["Trato humano y productos ecológicos", "Trato humano"],
      ["Si su perro es nervioso o protector", "nervioso o protector"],
      ["Obtenga su cotización gratis", "Obtenga su cotización"],
      ["casas de familia con patios", "casas de familia"],
      ["6. El tiempo", "6. El tiempo"],
      ["Enjuague de terraza y patio: Enjuagamos con agua", "de terraza y patio: Enjuagamos"],
      ["Le toma más o menos un minuto", "más o menos un minuto"],
      ["Pase la podadora", "podadora"],
      ["la administración recibe un reporte", "reporte"],
      ["administradores de propiedades", "administradores de propiedades"],
      ["gerentes de comunidad", "gerentes de comunidad"],
    ] as const) {
      expect(
        rejectedWordsIn(text).map((h) => h.found),
        text,
      ).toContain(found);
    }
  });

  it("the English list catches the same promises in English", () => {
    for (const [text, found] of [
      ["Rain or shine", "Rain or shine"],
      ["We never share your details.", "never share"],
      ["It takes about a minute.", "about a minute"],
      ["Confirmation after each visit", "Confirmation after each visit"],
    ] as const) {
      expect(
        rejectedWordsIn(text, "en").map((h) => h.found),
        text,
      ).toContain(found);
    }
  });

  it("the Spanish menu names each service as its page does", () => {
    const items = navigation("es").navGroups.flatMap((g) => g.items);
    const named = items.flatMap((item) => {
      const page = servicePageIn("es", item.href.replace(/^\/es/, ""));
      return page ? [[item.label, page.name]] : [];
    });
    expect(named.length).toBeGreaterThanOrEqual(8);
    for (const [label, name] of named) expect(label).toBe(name);
  });

  it("the promises are the same set of things in both languages", () => {
    const keys = (value: unknown, prefix = ""): string[] =>
      value && typeof value === "object" ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix];
    expect(keys(promisesCopy.es)).toEqual(keys(promisesCopy.en));
    expect(promisesCopy.en.responseTime.firstVisit).toContain(promisesCopy.en.responseTime.deadline);
    expect(promisesCopy.es.responseTime.firstVisit).toContain(promisesCopy.es.responseTime.deadline);
    expect(promisesCopy.es.responseTime.commercial).toContain(promisesCopy.es.responseTime.deadline);
  });
});
