import { INTL_LOCALE } from "~/lib/i18n";
import type { Translation } from "../catalogue";
import type { CityWordsCatalogue } from "../en/city-pages";
import { promisesCopy } from "../promises";

const p = promisesCopy.es;

/**
 * Spanish words around the 20 /es/locations/{slug} pages, and /es/locations: written for a Miami
 * reader, formal "usted". Each city's own Spanish content is ./cities/{slug}.md. Place names
 * (neighbourhoods, streets, parks) stay there as they are on the signs; the few that are
 * descriptions ("Golf Course Area") are translated ("Zona del campo de golf").
 */

/** "A, B, C y D" (and "e" before an "i" sound), the separator after each item. */
function spanishSeparators(items: readonly string[]): string[] {
  const separators: string[] = [];
  for (const part of new Intl.ListFormat(INTL_LOCALE.es, { type: "conjunction" }).formatToParts(items)) {
    if (part.type === "element") separators.push("");
    else separators[separators.length - 1] += part.value;
  }
  return separators;
}

const labels: Translation<CityWordsCatalogue["labels"]> = {
  breadcrumb: { home: "Inicio", locations: "Zonas de servicio" },
  title: (city) => `Recogida de excremento de perro en ${city}`,
  eyebrow: (city) => `Servicio en ${city}, FL`,
  heading: (city) => `Recogida de excremento de mascotas en ${city}`,
  getStarted: "Comenzar",
  includes: (city) => `Cada visita en ${city} incluye`,
  promises: ["El mismo día todas las semanas", "No necesita estar en casa", "Técnicos con antecedentes verificados", p.guarantee.name],
  confirmation: `${p.textMessages.confirmationSentence} ${p.visitSummary.sentence}`,
  services: {
    eyebrow: "Lo que hacemos",
    heading: (city) => `Nuestros servicios en ${city}`,
    cards: [
      {
        id: "residential",
        title: "Servicio residencial",
        text: "Para casas, townhouses y patios privados.",
        bullets: ["Servicio semanal", "Inspección completa del patio", "Tratamiento desodorizante"],
      },
      {
        id: "commercial",
        title: "Servicio comercial",
        text: "Para asociaciones de propietarios (HOA), edificios de condominios y administradores de comunidades.",
        bullets: ["Recogida de excremento en áreas comunes", "Estaciones para desechos de mascotas", "Planes de servicio a la medida"],
      },
      {
        id: "special",
        title: "Servicios especiales",
        text: "Para cuando necesita algo más que la rutina semanal.",
        bullets: ["Limpieza de una sola vez", "Servicio de desinfección", "Limpieza para eventos"],
      },
    ],
  },
  localEyebrow: "Experiencia local",
  areas: {
    eyebrow: "Vecindarios",
    heading: (city) => `Zonas que atendemos en ${city}`,
    notListed: (city) => `¿No ve su zona en la lista? Trabajamos en todo ${city} y en el resto del condado de Miami-Dade.`,
    seeAll: "Vea todas las zonas que atendemos",
  },
  reviews: { eyebrow: "Reseñas", heading: (city) => `Lo que dicen nuestros clientes en ${city}` },
  closing: {
    heading: (city) => `¿Quiere un patio más limpio en ${city}?`,
    text: (city) => `Cuéntenos sobre su patio o su comunidad en ${city} y reciba una cotización gratis. ${p.responseTime.firstVisit}`,
    quote: "Pida su cotización gratis",
    call: "Llame al",
  },
  listSeparators: spanishSeparators,
  more: {
    whyEyebrow: "Por qué elegirnos",
    alsoCovered: (list) => `Además, cubrimos ${list}, así como el resto del condado de Miami-Dade.`,
    moreAnswers: { before: "Encontrará más respuestas en nuestra", link: "página de preguntas frecuentes", after: "." },
  },
};

const index: Translation<CityWordsCatalogue["index"]> = {
  title: "Zonas de servicio: recogida de excremento de mascotas en todo Miami-Dade",
  description:
    "Limpieza semanal de excremento de perro en Miami, Miami Beach, Coral Gables, Doral, Hialeah, Miami Lakes y 14 ciudades más de Miami-Dade. Encuentre su zona.",
  eyebrow: "Condado de Miami-Dade",
  heading: "Zonas que atendemos en todo Miami-Dade",
  intro:
    "Desde las áreas para perros de los condominios de Brickell hasta la grama frente a los lagos de Miami Lakes y las áreas verdes de las HOA de Doral, nuestros técnicos mantienen limpios patios y áreas comunes todas las semanas. Elija su ciudad para ver los vecindarios que cubrimos y lo que opinan los clientes de la zona.",
  points: ["Semanal, quincenal o mensual", "No necesita estar en casa", "Con licencia y seguro"],
  citiesHeading: "Elija su ciudad",
  alsoServe: "También atendemos",
  elsewhere: ". ¿Está en otro lugar del condado de Miami-Dade? Pida una cotización y le respondemos enseguida.",
  closing: {
    heading: "¿No ve su vecindario?",
    text: "Cubrimos todo el condado de Miami-Dade. Pida una cotización gratis con su código postal y le confirmamos su día de servicio.",
    quote: "Pida su cotización gratis",
    call: "Llame al",
  },
};

export const es: Translation<CityWordsCatalogue> = { labels, index };
