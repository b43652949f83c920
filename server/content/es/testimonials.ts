/** The testimonials in Spanish: the same customers and the same substance as ../testimonials.ts. */
import type { Translation } from "../../i18n";
import type { TestimonialSets } from "../testimonials";

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
      location: "Administradora de un parque de oficinas, Opa-locka",
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
      text: "Tenemos un área para que las mascotas hagan sus necesidades en el nivel de la piscina, y muchísimos perros. Las estaciones se mantienen surtidas, el césped artificial recibe su tratamiento y por fin los residentes dejaron de quejarse del olor.",
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
