import { catalogue } from "./catalogue";
import { promisesCopy } from "./promises";

/**
 * The site's chrome in both languages: header, menus, footer, sticky bar, shared section widgets
 * and error pages. Pages' own copy lives beside them in server/content. `{name}` marks a value
 * filled in by `fill()` (~/lib/i18n).
 */
const en = {
  skipLink: "Skip to content",
  nav: { homePage: "home page", main: "Main", mobile: "Mobile", menu: "Menu", groupPages: "{label} pages", groupOverview: "{label} overview" },
  /** The header's way into the customer area: the site's sign-in page. */
  login: "Log in",
  getStarted: "Get Started",
  callUs: "Call Us",
  /** Beside the label of a form field that may stay empty (app/components/form-field.tsx). */
  optional: "(optional)",
  language: {
    /** The link to the other language, written in that language. */
    switchTo: "Español",
  },
  footer: {
    blurb: "Weekly pet waste removal for homes, HOAs and condo communities across {area}. Licensed, insured and background-checked.",
    quickLinks: "Quick links",
    serviceAreas: "Service areas",
    contact: "Contact",
    followUs: "Follow us",
    legal: "Legal",
    copyright: "© {year} {legalName}. Serving {area}, Florida.",
  },
  serviceArea: promisesCopy.en.serviceArea.name,
  legalShell: { backHome: "Back to Home", lastUpdated: "Last updated:" },
  sections: {
    breadcrumb: "Breadcrumb",
    home: "Home",
    step: "Step {n}: ",
    learnMore: "Learn more",
    readMore: "Read more",
    stars: "{rating} out of 5 stars",
    ctaButton: "Get Free Quote",
    quote: "Get Your Free Quote",
    /** Before the phone number: "Call (305) …". */
    call: "Call",
    /** Under a testimonial shown in another language than its customer wrote it in, by that language. */
    translatedFrom: { en: "Translated from English", es: "Translated from Spanish" },
  },
  errors: {
    serverHeading: "Unexpected Application Error",
    serverText: "Something went wrong on our side. Please try again in a moment; if it keeps happening, call us and we will help you directly.",
    notFound: "Page not found",
    badRequest: "This request could not be completed",
    backHome: "Back to the home page",
  },
};

export type UiCopy = typeof en;

const es: typeof en = {
  skipLink: "Ir al contenido",
  nav: {
    homePage: "página de inicio",
    main: "Principal",
    mobile: "Menú móvil",
    menu: "Menú",
    groupPages: "Páginas de {label}",
    groupOverview: "{label}: vista general",
  },
  login: "Iniciar sesión",
  getStarted: "Cotización gratis",
  callUs: "Llámenos",
  optional: "(opcional)",
  language: {
    switchTo: "English",
  },
  footer: {
    blurb:
      "Recogida semanal de excremento de mascotas para casas, asociaciones de propietarios (HOA) y condominios en todo {area}. Con licencia, asegurados y con personal verificado.",
    quickLinks: "Enlaces rápidos",
    serviceAreas: "Zonas de servicio",
    contact: "Contacto",
    followUs: "Síganos",
    legal: "Información legal",
    copyright: "© {year} {legalName}. Servimos a todo {area}, Florida.",
  },
  serviceArea: promisesCopy.es.serviceArea.name,
  legalShell: { backHome: "Volver al inicio", lastUpdated: "Última actualización:" },
  sections: {
    breadcrumb: "Ruta de navegación",
    home: "Inicio",
    step: "Paso {n}: ",
    learnMore: "Más información",
    readMore: "Leer más",
    stars: "{rating} de 5 estrellas",
    ctaButton: "Cotización gratis",
    quote: "Pida su cotización gratis",
    call: "Llame al",
    translatedFrom: { en: "Traducido del inglés", es: "Traducido del español" },
  },
  errors: {
    serverHeading: "Error inesperado",
    serverText: "Algo salió mal de nuestro lado. Vuelva a intentarlo en un momento; si sigue ocurriendo, llámenos y le ayudaremos directamente.",
    notFound: "Página no encontrada",
    badRequest: "No pudimos completar esta solicitud",
    backHome: "Volver a la página de inicio",
  },
};

export const uiCopy = catalogue(en, es);

/** The hint on English pages for browsers that prefer Spanish (server/request-language.ts showsSpanishHint). */
export const SPANISH_HINT = {
  text: "¿Prefiere leer esta página en español?",
  link: "Ver en español",
  dismiss: "No, gracias",
};
