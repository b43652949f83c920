/** /es/sitemap, checked against the English source (../site-index.ts). */
import type { Translation } from "../../i18n";
import type { SiteIndexCopy } from "../site-index";

export const esSiteIndex: Translation<SiteIndexCopy> = {
  meta: { title: "Mapa del sitio", description: "Todas las páginas del sitio web de Clean Paws Miami, agrupadas por tema." },
  title: "Mapa del sitio",
  intro: "Todas las páginas de nuestro sitio, en un solo lugar.",
  groups: {
    "main-pages": "Páginas principales",
    "property-types": "Tipos de propiedad",
    services: "Servicios",
    "service-areas": "Zonas de servicio",
    "customer-area": "Área de clientes",
    legal: "Información legal",
  },
  pages: {
    "/": "Inicio",
    "/how-it-works": "Cómo funciona",
    "/get-started": "Pida su cotización",
    "/blog": "Blog",
    "/faq": "Preguntas frecuentes",
    "/pricing": "Precios",
    "/residential": "Residencial",
    "/commercial": "Comercial",
    "/services": "Todos los servicios",
    "/locations": "Todas las zonas de servicio",
    "/success": "Pago realizado",
    "/commercial-thank-you": "Solicitud comercial recibida",
    "/privacy": "Política de privacidad",
    "/terms": "Términos del servicio",
    "/sitemap": "Mapa del sitio",
    "/login": "Iniciar sesión",
    "/customer": "Panel del cliente",
    "/admin": "Panel de administración",
  },
  englishOnlySuffix: " (en inglés)",
};
