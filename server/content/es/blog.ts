/**
 * The Spanish copy of /es/blog and /es/blog/:slug around the articles, written for a Miami reader.
 * The articles are Markdown files in ./blog/, one per English article (same file name, date and
 * category), read by ../blog.ts.
 */
import type { Translation } from "../catalogue";
import type { BlogCopy } from "../en/blog";

export const blogCopyEs: Translation<BlogCopy> = {
  list: {
    metaTitle: "Blog de cuidado del patio y desechos de mascotas",
    description:
      "Consejos prácticos para dueños de perros, HOA y administradores de comunidades en Miami: salud de las mascotas, la grama en la temporada de lluvias, la bahía de Biscayne y estaciones para desechos de mascotas.",
    eyebrow: "Consejos desde el patio",
    title: "Blog de cuidado del patio y desechos de mascotas",
    intro:
      "Consejos claros para dueños de perros y administradores de comunidades en Miami-Dade: cómo mantener sanas a las mascotas, la grama verde durante la temporada de lluvias y el excremento lejos de la bahía de Biscayne.",
    postsHeading: "Artículos",
    categoriesLabel: "Categorías del blog",
    all: "Todos",
    countOne: "1 artículo",
    countOther: "{count} artículos",
    inCategory: " en {category}",
    emptyTitle: "Todavía no hay artículos en {category}.",
    emptyBefore: "Estamos escribiendo uno. Mientras tanto,",
    emptyLink: "vea todos los artículos",
    emptyAfter: ".",
    learnMore: "Leer más",
    cta: {
      heading: "¿Prefiere que recojamos nosotros?",
      text: "Recogida semanal de excremento de perro para casas y comunidades en Miami-Dade. Pida su cotización gratis en un par de minutos.",
    },
  },
  post: {
    asideLabel: "Pida una cotización",
    asideTitle: "¿Quiere que nos encarguemos del patio cada semana?",
    asideText: "Recogida semanal de excremento de perro en todo Miami-Dade, con un resumen del servicio después de cada visita. No necesita estar en casa.",
    asideButton: "Comenzar",
    allArticles: "Todos los artículos",
    moreHeading: "Más del blog",
    readArticle: "Leer el artículo",
    cta: {
      heading: "Un patio más limpio, cada semana",
      text: "Cuéntenos sobre sus perros y su patio, y le enviaremos una cotización gratis para el servicio en Miami-Dade.",
    },
  },
  crumbs: { home: "Inicio", blog: "Blog" },
  categories: {
    "Pet Health": "Salud de las mascotas",
    "Yard Maintenance": "Cuidado del patio",
    Environment: "Medio ambiente",
    Services: "Servicios",
    Commercial: "Comercial",
    Maintenance: "Mantenimiento",
  },
};
