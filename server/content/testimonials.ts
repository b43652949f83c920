/**
 * Customer testimonials (static, five stars each), in both languages (docs/decisions/0005): the
 * Spanish page shows the same quotes translated (after the English). Each one says the language
 * its customer wrote it in; shown in the other language it carries a "translated" note.
 */
import type { Locale } from "~/lib/i18n";
import type { Catalogue, Translation } from "./catalogue";

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  rating: 5;
  /** The language the customer wrote it in (the same in both catalogues). */
  language: Locale;
  text: string;
}

/** The home page carousel: exactly four. */
const home: Testimonial[] = [
  {
    id: "maria-coral-gables",
    name: "Maria G.",
    location: "Coral Gables",
    rating: 5,
    language: "en",
    text: "With two labs and a yard full of crotons, I had given up on the back lawn. Now it is clean every Tuesday, the gate is always latched, and I get a note when they are done. My kids play out there again.",
  },
  {
    id: "david-brickell",
    name: "David R.",
    location: "Brickell, Miami",
    rating: 5,
    language: "en",
    text: "Our condo's dog run was the number one complaint at board meetings. Since the weekly service started, it simply stopped coming up. The summaries after each visit make my job as board president easier.",
  },
  {
    id: "jennifer-kendall",
    name: "Jennifer T.",
    location: "Kendall",
    rating: 5,
    language: "en",
    text: "I travel for work and never have to be home. They came out the day after a big storm, did the whole yard and even sprayed down the patio. Friendly, on time and easy to reach.",
  },
  {
    id: "carlos-doral",
    name: "Carlos M.",
    location: "Doral",
    rating: 5,
    language: "en",
    text: "Three dogs, Florida heat, and a patio that smelled by noon. The deodorizing add-on fixed it. Booking the quote took a few minutes and they scheduled us the next day.",
  },
];

/** Goose page: three testimonials. */
const goose: Testimonial[] = [
  {
    id: "opa-locka-office-park",
    name: "Angela P.",
    location: "Office park manager, Opa-locka",
    rating: 5,
    language: "en",
    text: "The lake path between our buildings was a mess every morning. Now it is cleared on schedule and tenants have stopped emailing me about it.",
  },
  {
    id: "miami-lakes-hoa",
    name: "Robert S.",
    location: "HOA board member, Miami Lakes",
    rating: 5,
    language: "en",
    text: "Our lake banks draw Muscovy ducks year round. The crew clears the walking loop and the clubhouse lawn, and the board gets a summary after every visit.",
  },
  {
    id: "hialeah-sports",
    name: "Luis F.",
    location: "Youth league director, Hialeah",
    rating: 5,
    language: "en",
    text: "We book a cleanup before weekend games. Parents noticed the difference the first Saturday. Reliable and easy to work with.",
  },
];

/** /commercial success stories. */
const commercial: Testimonial[] = [
  {
    id: "aventura-condo",
    name: "Patricia L.",
    location: "Property manager, Aventura condo tower",
    rating: 5,
    language: "en",
    text: "We have a pet relief area on the pool deck level and a lot of dogs. The stations stay stocked, the turf is treated and residents finally stopped complaining about the smell.",
  },
  {
    id: "doral-apartments",
    name: "Eduardo V.",
    location: "Community manager, Doral apartments",
    rating: 5,
    language: "en",
    text: "They mapped our dog walks on the first visit and follow the same route every week. The service summaries go straight into my monthly report to the owner.",
  },
  {
    id: "pinecrest-hoa",
    name: "Susan K.",
    location: "HOA board member, Pinecrest",
    rating: 5,
    language: "en",
    text: "Professional, insured and background-checked, which is what our board needed to see. The common areas have never looked better.",
  },
];

const en = { home, goose, commercial };
export type TestimonialSets = typeof en;

/** The English sets. */
export const homeTestimonials = home;
export const gooseTestimonials = goose;
export const commercialTestimonials = commercial;

/** The testimonials in Spanish: the same customers and the same substance as the English above. */
export const esTestimonials: Translation<TestimonialSets> = {
  home: [
    {
      id: "maria-coral-gables",
      name: "Maria G.",
      location: "Coral Gables",
      rating: 5,
      language: "en",
      text: "Con dos labradores y un patio lleno de crotos, ya me había dado por vencida con la grama de atrás. Ahora está limpio todos los martes, el portón siempre queda cerrado y me avisan cuando terminan. Mis hijos volvieron a jugar afuera.",
    },
    {
      id: "david-brickell",
      name: "David R.",
      location: "Brickell, Miami",
      rating: 5,
      language: "en",
      text: "El área para perros de nuestro condominio era la queja número uno en las reuniones de la junta. Desde que empezó el servicio semanal, el tema dejó de salir. Los resúmenes después de cada visita me facilitan el trabajo como presidente de la junta.",
    },
    {
      id: "jennifer-kendall",
      name: "Jennifer T.",
      location: "Kendall",
      rating: 5,
      language: "en",
      text: "Viajo por trabajo y nunca tengo que estar en casa. Vinieron al día siguiente de una tormenta fuerte, limpiaron todo el patio y hasta enjuagaron la terraza. Amables, puntuales y fáciles de contactar.",
    },
    {
      id: "carlos-doral",
      name: "Carlos M.",
      location: "Doral",
      rating: 5,
      language: "en",
      text: "Tres perros, el calor de la Florida y una terraza que olía mal antes del mediodía. El servicio adicional de desodorización lo resolvió. Pedir la cotización tomó unos minutos y nos programaron para el día siguiente.",
    },
  ],
  goose: [
    {
      id: "opa-locka-office-park",
      name: "Angela P.",
      location: "Administradora de un complejo de oficinas, Opa-locka",
      rating: 5,
      language: "en",
      text: "El sendero del lago entre nuestros edificios amanecía sucio todos los días. Ahora lo limpian según lo programado y los inquilinos dejaron de escribirme por eso.",
    },
    {
      id: "miami-lakes-hoa",
      name: "Robert S.",
      location: "Miembro de la junta de una HOA, Miami Lakes",
      rating: 5,
      language: "en",
      text: "Las orillas de nuestro lago atraen patos criollos todo el año. El equipo limpia el sendero para caminar y la grama de la casa club, y la junta recibe un resumen después de cada visita.",
    },
    {
      id: "hialeah-sports",
      name: "Luis F.",
      location: "Director de una liga juvenil, Hialeah",
      rating: 5,
      language: "en",
      text: "Reservamos una limpieza antes de los partidos del fin de semana. Los padres notaron la diferencia desde el primer sábado. Son confiables y es fácil trabajar con ellos.",
    },
  ],
  commercial: [
    {
      id: "aventura-condo",
      name: "Patricia L.",
      location: "Administradora de una torre de condominios, Aventura",
      rating: 5,
      language: "en",
      text: "Tenemos un área para que las mascotas hagan sus necesidades en la terraza de la piscina, y muchísimos perros. Las estaciones se mantienen surtidas, el césped artificial recibe su tratamiento y por fin los residentes dejaron de quejarse del olor.",
    },
    {
      id: "doral-apartments",
      name: "Eduardo V.",
      location: "Administrador de una comunidad de apartamentos, Doral",
      rating: 5,
      language: "en",
      text: "En la primera visita hicieron un mapa de nuestras áreas para pasear perros y siguen la misma ruta todas las semanas. Los resúmenes del servicio van directo a mi informe mensual para el dueño.",
    },
    {
      id: "pinecrest-hoa",
      name: "Susan K.",
      location: "Miembro de la junta de una HOA, Pinecrest",
      rating: 5,
      language: "en",
      text: "Profesionales, asegurados y con antecedentes verificados, que es lo que nuestra junta necesitaba ver. Las áreas comunes nunca se habían visto mejor.",
    },
  ],
};

/** Every set of testimonials in both languages: `inLocale(testimonials, locale).home`. */
export const testimonials: Catalogue<TestimonialSets> = { en, es: esTestimonials };
