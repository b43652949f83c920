/**
 * FAQ entries and the copy of /faq, in both languages: server-only, delivered through the page's
 * loader so the page's JavaScript does not carry them. Answers quote the service terms of ./legal-terms.ts.
 * The Spanish follows the English.
 */
import type { FaqEntry as Entry } from "~/lib/faq-search";
import type { Locale } from "~/lib/i18n";
import { catalogue, inLocale, type Translation } from "./catalogue";
import { promisesCopy } from "./promises";

const p = promisesCopy.en;

export { filterFaq } from "~/lib/faq-search";

/** The category codes: the `?category=` values in both languages (the labels are translated). */
export const faqCategories = ["Services", "Billing", "Safety", "Commercial", "Location"] as const;
export type FaqCategory = (typeof faqCategories)[number];

export interface FaqEntry extends Entry {
  category: FaqCategory;
}

export function parseFaqCategory(value: string | null): FaqCategory | "All" {
  return faqCategories.find((c) => c === value) ?? "All";
}

export const FAQ_EMPTY_MESSAGE = "No FAQ matches your search. Try different keywords or browse all categories.";

/** The page's own copy around the entries; server-only like them. */
const faqPageEn = {
  title: "Frequently Asked Questions",
  description:
    "Answers about our Miami-Dade pet waste removal service: scheduling, rain days, billing, cancellations, safety, commercial properties and service areas.",
  eyebrow: "Help center",
  intro: "Scheduling, rain days, billing, safety and the areas we cover. Can't find your answer? Call or e-mail us, or start a free quote and ask there.",
  /** The search form's accessible name. */
  formLabel: "FAQ",
  searchLabel: "Search the FAQ",
  placeholder: "Search FAQ...",
  searchButton: "Search",
  filterLabel: "Filter by category",
  /** `{shown}` and `{total}` are numbers of questions. */
  showing: "Showing {shown} of {total} questions",
  empty: FAQ_EMPTY_MESSAGE,
  showAll: "Show all questions",
  /** Labels of the category filter; the values sent in `?category=` stay the codes. */
  categories: {
    All: "All",
    Services: "Services",
    Billing: "Billing",
    Safety: "Safety",
    Commercial: "Commercial",
    Location: "Location",
  } satisfies Record<FaqCategory | "All", string>,
  cta: {
    title: "Ready to Get Started",
    text: `Get a free quote in a couple of minutes. ${p.responseTime.firstVisit}`,
    buttonLabel: "Get Started",
  },
};

export type FaqPageCopy = typeof faqPageEn;

/** The entries in one language: the same ids, categories and order in both. */
export function faqEntriesIn(locale: Locale): Translation<readonly FaqEntry[]> {
  return inLocale(faqCatalogue, locale);
}

/** English entries (the source of the Spanish ones). */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: "what-included",
    category: "Services",
    question: "What is included in a regular visit?",
    answer: `We walk your whole yard (front, back and side yards), bag every pile and remove it from your property. Gates are closed and checked before we leave. ${p.visitSummary.sentence}`,
  },
  {
    id: "how-often",
    category: "Services",
    question: "How often should I schedule service?",
    answer:
      "We offer weekly, bi-weekly and monthly service on your preferred day. Weekly service is what we recommend for one or two dogs, especially in Miami's heat, when waste breaks down into the lawn quickly.",
  },
  {
    id: "be-home",
    category: "Services",
    question: "Do I need to be home during the service?",
    answer:
      "No. Just make sure we can get into the yard (an unlocked side gate or a gate code) and that your dogs are inside or somewhere safe if they are not friendly with visitors.",
  },
  {
    id: "rain",
    category: "Services",
    question: "What happens when it rains?",
    answer: `Afternoon showers are part of life here. ${p.weather.sentence}`,
  },
  {
    id: "reschedule",
    category: "Services",
    question: "Can I skip or reschedule a visit?",
    answer: `Yes. ${p.reschedule.sentence} Tell us which day works better for you.`,
  },
  {
    id: "add-ons",
    category: "Services",
    question: "Do you offer sanitizing and deodorizing?",
    answer:
      "Yes. Optional add-ons include lawn sanitizing that kills 99.9% of bacteria, enzyme deodorizing for urine odor, and a deck and patio spray-down (a rinse with water). Ask for them when you request your quote.",
  },
  {
    id: "guarantee",
    category: "Services",
    question: "What if you miss a spot?",
    answer: `Our 100% satisfaction guarantee covers it. ${p.guarantee.sentence}`,
  },
  {
    id: "first-service",
    category: "Services",
    question: "How soon can you start?",
    answer: `${p.responseTime.firstVisit} ${p.textMessages.confirmationSentence}`,
  },
  {
    id: "payment-methods",
    category: "Billing",
    question: "How do I pay?",
    answer:
      "We accept all major credit cards. Recurring service is billed automatically, and payments are processed securely by our card payment provider. Prices are in US dollars and include taxes.",
  },
  {
    id: "contract",
    category: "Billing",
    question: "Is there a long-term contract?",
    answer: `No. Plans are month-to-month with no long-term contract. ${p.serviceTerms.cancellation.anytime}`,
  },
  {
    id: "refunds",
    category: "Billing",
    question: "Do you give refunds?",
    answer: `${p.serviceTerms.cancellation.charges} ${p.serviceTerms.cancellation.anytime}`,
  },
  {
    id: "quote-cost",
    category: "Billing",
    question: "How much does service cost?",
    answer:
      "It depends on the number of dogs, the size of your yard and how often you want us to come. The quote is free and takes a couple of minutes on our Get Started page.",
  },
  {
    id: "technicians",
    category: "Safety",
    question: "Who will be coming to my home?",
    answer: "Background-checked technicians from our own team. We are licensed and insured, and we close and check your gates on every visit.",
  },
  {
    id: "products-safe",
    category: "Safety",
    question: "Are your products safe for pets and children?",
    answer:
      "Yes. We use eco-friendly, pet-safe products. For sanitizing and deodorizing treatments we tell you how long to keep pets and children off the treated area while it dries.",
  },
  {
    id: "health",
    category: "Safety",
    question: "Is dog waste in the yard really a health concern?",
    answer:
      "Dog waste can carry bacteria and parasites, and heavy rain washes it across lawns and into canals and Biscayne Bay. Regular removal, plus an optional sanitizing treatment that kills 99.9% of bacteria, keeps the yard healthier for pets and kids.",
  },
  {
    id: "dogs-out",
    category: "Safety",
    question: "Can my dog stay in the yard while you work?",
    answer:
      "Friendly dogs are welcome to say hello. If your dog is anxious or protective, please keep it inside during your service window. We always close and check gates before we leave.",
  },
  {
    id: "commercial-who",
    category: "Commercial",
    question: "Do you work with HOAs, condos and apartment communities?",
    answer:
      "Yes. We serve apartment complexes, HOA and condo associations, community managers, board members, property owners, parks and businesses with common area waste removal, pet waste stations and custom service plans.",
  },
  {
    id: "commercial-stations",
    category: "Commercial",
    question: "Can you install and maintain pet waste stations?",
    answer: "Yes. We install pet waste stations where residents walk their dogs and keep them emptied and stocked with bags on a regular schedule.",
  },
  {
    id: "commercial-goose",
    category: "Commercial",
    question: "Do you remove goose and duck droppings?",
    answer: "Yes. We clear goose and waterfowl droppings from lake banks, walking paths, sports fields, golf courses and office parks.",
  },
  {
    id: "commercial-proposal",
    category: "Commercial",
    question: "How do I get a proposal for my property?",
    answer:
      "Choose Commercial on our Get Started page and tell us about your community. Our team reviews it and contacts you with a proposal or the information you asked for.",
  },
  {
    id: "area",
    category: "Location",
    question: "Which areas do you serve?",
    answer:
      "We serve Miami-Dade County, including Miami, Miami Beach, Coral Gables, Doral, Kendall, Pinecrest, Aventura, Key Biscayne, Hialeah, Miami Gardens, Miami Lakes, North Miami, Sunny Isles Beach, Surfside and more.",
  },
  {
    id: "area-outside",
    category: "Location",
    question: "What if my city is not listed?",
    answer:
      "Request a quote with your ZIP code anyway. If you are in Miami-Dade County, we will let you know quickly whether we can fit you into a nearby route.",
  },
  {
    id: "condo-towers",
    category: "Location",
    question: "Do you service high-rise condo buildings?",
    answer:
      "Yes. Many towers in Brickell, Sunny Isles Beach and Aventura have pet relief areas on the pool deck or garage level. We clean them, treat artificial turf and maintain the stations.",
  },
];

/**
 * The FAQ in Spanish: the same entries as the English above (same ids, categories and order), written
 * for a Miami reader, and the copy of /es/faq. Search ignores accents (~/lib/faq-search), so
 * "cotizacion" finds "cotización".
 */
const pEs = promisesCopy.es;

export const faqPageEs: Translation<FaqPageCopy> = {
  title: "Preguntas frecuentes",
  description:
    "Respuestas sobre nuestro servicio de recogida de excremento de perro en Miami-Dade: días de servicio, lluvia, facturación, cancelaciones, seguridad, propiedades comerciales y zonas de servicio.",
  eyebrow: "Centro de ayuda",
  intro:
    "Días de servicio, lluvia, facturación, seguridad y las zonas donde trabajamos. ¿No encuentra su respuesta? Llámenos o escríbanos, o comience una cotización gratis y pregúntenos allí.",
  formLabel: "Preguntas frecuentes",
  searchLabel: "Buscar en las preguntas frecuentes",
  placeholder: "Buscar una pregunta...",
  searchButton: "Buscar",
  filterLabel: "Filtrar por categoría",
  showing: "Mostrando {shown} de {total} preguntas",
  empty: "Ninguna pregunta coincide con su búsqueda. Pruebe con otras palabras o vea todas las categorías.",
  showAll: "Ver todas las preguntas",
  categories: {
    All: "Todas",
    Services: "Servicios",
    Billing: "Pagos y facturación",
    Safety: "Seguridad",
    Commercial: "Comercial",
    Location: "Zonas de servicio",
  },
  cta: {
    title: "¿Listo para comenzar?",
    text: `Pida su cotización gratis en un par de minutos. ${pEs.responseTime.firstVisit}`,
    buttonLabel: "Comenzar",
  },
};

export const faqEntriesEs: Translation<typeof faqEntries> = [
  {
    id: "what-included",
    category: "Services",
    question: "¿Qué incluye una visita regular?",
    answer: `Recorremos todo su patio (el de adelante, el de atrás y los laterales), recogemos cada excremento en bolsas y nos lo llevamos de su propiedad. Antes de irnos cerramos y revisamos los portones. ${pEs.visitSummary.sentence}`,
  },
  {
    id: "how-often",
    category: "Services",
    question: "¿Cada cuánto debo programar el servicio?",
    answer:
      "Ofrecemos servicio semanal, quincenal (cada dos semanas) y mensual, el día que usted prefiera. Para uno o dos perros recomendamos el servicio semanal, sobre todo con el calor de Miami, cuando el excremento se deshace rápido en la grama.",
  },
  {
    id: "be-home",
    category: "Services",
    question: "¿Tengo que estar en casa durante el servicio?",
    answer:
      "No. Solo asegúrese de que podamos entrar al patio (un portón lateral sin candado o un código de acceso) y de que sus perros estén adentro o en un lugar seguro si no se llevan bien con las visitas.",
  },
  {
    id: "rain",
    category: "Services",
    question: "¿Qué pasa cuando llueve?",
    answer: `Los aguaceros de la tarde son parte de la vida aquí. ${pEs.weather.sentence}`,
  },
  {
    id: "reschedule",
    category: "Services",
    question: "¿Puedo saltarme o cambiar una visita?",
    answer: `Sí. ${pEs.reschedule.sentence} Díganos qué día le conviene más.`,
  },
  {
    id: "add-ons",
    category: "Services",
    question: "¿Ofrecen desinfección y desodorización?",
    answer:
      "Sí. Entre los servicios adicionales opcionales están la desinfección de la grama, que elimina el 99.9% de las bacterias, la desodorización con enzimas para el olor a orina y el enjuague de terraza y patio (con agua). Pídalos cuando solicite su cotización.",
  },
  {
    id: "guarantee",
    category: "Services",
    question: "¿Y si se les pasa algún lugar?",
    answer: `Lo cubre nuestra garantía de satisfacción del 100%. ${pEs.guarantee.sentence}`,
  },
  {
    id: "first-service",
    category: "Services",
    question: "¿Qué tan pronto pueden empezar?",
    answer: `${pEs.responseTime.firstVisit} ${pEs.textMessages.confirmationSentence}`,
  },
  {
    id: "payment-methods",
    category: "Billing",
    question: "¿Cómo pago?",
    answer:
      "Aceptamos las principales tarjetas de crédito. El servicio recurrente se cobra automáticamente, y los pagos los procesa de forma segura nuestro proveedor de pagos con tarjeta. Los precios están en dólares estadounidenses e incluyen los impuestos.",
  },
  {
    id: "contract",
    category: "Billing",
    question: "¿Hay que firmar un contrato a largo plazo?",
    answer: `No. Los planes son mes a mes, sin contrato a largo plazo. ${pEs.serviceTerms.cancellation.anytime}`,
  },
  {
    id: "refunds",
    category: "Billing",
    question: "¿Hacen reembolsos?",
    answer: `${pEs.serviceTerms.cancellation.charges} ${pEs.serviceTerms.cancellation.anytime}`,
  },
  {
    id: "quote-cost",
    category: "Billing",
    question: "¿Cuánto cuesta el servicio?",
    answer:
      "El precio depende de la cantidad de perros, del tamaño de su patio y de la frecuencia con que quiera que vayamos. La cotización es gratis y se pide en línea en un par de minutos.",
  },
  {
    id: "technicians",
    category: "Safety",
    question: "¿Quién va a venir a mi casa?",
    answer:
      "Técnicos de nuestro propio equipo, con verificación de antecedentes. Tenemos licencia y seguro, y en cada visita cerramos y revisamos sus portones.",
  },
  {
    id: "products-safe",
    category: "Safety",
    question: "¿Sus productos son seguros para mascotas y niños?",
    answer:
      "Sí. Usamos productos ecológicos y seguros para mascotas. En los tratamientos de desinfección y desodorización le indicamos cuánto tiempo deben mantenerse las mascotas y los niños fuera de la zona tratada mientras se seca.",
  },
  {
    id: "health",
    category: "Safety",
    question: "¿El excremento de perro en el patio de verdad afecta la salud?",
    answer:
      "El excremento de perro puede contener bacterias y parásitos, y las lluvias fuertes lo arrastran por la grama hasta los canales y la bahía de Biscayne. Recogerlo con regularidad, junto con un tratamiento de desinfección opcional que elimina el 99.9% de las bacterias, mantiene el patio más sano para las mascotas y los niños.",
  },
  {
    id: "dogs-out",
    category: "Safety",
    question: "¿Mi perro puede quedarse en el patio mientras trabajan?",
    answer:
      "Los perros amistosos pueden salir a saludar. Si su perro se asusta con facilidad o cuida mucho su territorio, le pedimos que lo deje adentro durante su horario de servicio. Siempre cerramos y revisamos los portones antes de irnos.",
  },
  {
    id: "commercial-who",
    category: "Commercial",
    question: "¿Trabajan con HOA, condominios y complejos de apartamentos?",
    answer:
      "Sí. Atendemos complejos de apartamentos, asociaciones de propietarios (HOA) y de condominios, administradores de comunidades, miembros de juntas directivas, dueños de propiedades, parques y negocios, con recogida de excremento en áreas comunes, estaciones para desechos de mascotas y planes de servicio a la medida.",
  },
  {
    id: "commercial-stations",
    category: "Commercial",
    question: "¿Pueden instalar y mantener estaciones para desechos de mascotas?",
    answer:
      "Sí. Instalamos estaciones para desechos de mascotas donde los residentes pasean a sus perros, y las vaciamos y reponemos las bolsas según un calendario fijo.",
  },
  {
    id: "commercial-goose",
    category: "Commercial",
    question: "¿Recogen excremento de gansos y patos?",
    answer:
      "Sí. Limpiamos el excremento de gansos y otras aves acuáticas en las orillas de los lagos, los senderos, los campos deportivos, los campos de golf y los complejos de oficinas.",
  },
  {
    id: "commercial-proposal",
    category: "Commercial",
    question: "¿Cómo obtengo una propuesta para mi propiedad?",
    answer:
      "Escoja la opción Comercial al pedir su cotización y cuéntenos sobre su comunidad. Nuestro equipo la revisa y se comunica con usted con una propuesta o con la información que pidió.",
  },
  {
    id: "area",
    category: "Location",
    question: "¿En qué zonas trabajan?",
    answer:
      "Damos servicio en el condado de Miami-Dade, incluidos Miami, Miami Beach, Coral Gables, Doral, Kendall, Pinecrest, Aventura, Key Biscayne, Hialeah, Miami Gardens, Miami Lakes, North Miami, Sunny Isles Beach, Surfside y más.",
  },
  {
    id: "area-outside",
    category: "Location",
    question: "¿Y si mi ciudad no aparece en la lista?",
    answer:
      "Pida una cotización con su código postal de todos modos. Si está en el condado de Miami-Dade, le diremos enseguida si podemos incluirlo en una ruta cercana.",
  },
  {
    id: "condo-towers",
    category: "Location",
    question: "¿Dan servicio en edificios de condominios?",
    answer:
      "Sí. Muchas torres en Brickell, Sunny Isles Beach y Aventura tienen áreas para que las mascotas hagan sus necesidades en la terraza de la piscina o en el garaje. Las limpiamos, tratamos el césped artificial y mantenemos las estaciones.",
  },
];

export const faqPage = catalogue(faqPageEn, faqPageEs);
const faqCatalogue = catalogue(faqEntries, faqEntriesEs);
