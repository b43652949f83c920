/**
 * The FAQ in Spanish: the same entries as ../faq.ts (same ids, categories and order), written
 * for a Miami reader, and the copy of /es/faq. Search ignores accents (~/content/faq), so
 * "cotizacion" finds "cotización".
 */
import type { Translation } from "../../i18n";
import type { faqEntries, FaqPageCopy } from "../faq";
import { promisesCopy } from "../promises";

const p = promisesCopy.es;

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
    text: `Pida su cotización gratis en un par de minutos. ${p.responseTime.firstVisit}`,
    buttonLabel: "Comenzar",
  },
};

export const faqEntriesEs: Translation<typeof faqEntries> = [
  {
    id: "what-included",
    category: "Services",
    question: "¿Qué incluye una visita regular?",
    answer: `Recorremos todo su patio (el de adelante, el de atrás y los laterales), recogemos cada excremento en bolsas y nos lo llevamos de su propiedad. Antes de irnos cerramos y revisamos los portones. ${p.visitSummary.sentence}`,
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
    answer:
      "Trabajamos aunque llueva; los aguaceros de la tarde son parte de la vida aquí. Si el mal tiempo, como una tormenta tropical, hace que una visita no sea segura, la reprogramamos para el siguiente día disponible.",
  },
  {
    id: "reschedule",
    category: "Services",
    question: "¿Puedo saltarme o cambiar una visita?",
    answer: `Sí. ${p.reschedule.sentence} Díganos qué día le conviene más.`,
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
    answer: `Lo cubre nuestra garantía de satisfacción del 100%. ${p.guarantee.sentence}`,
  },
  {
    id: "first-service",
    category: "Services",
    question: "¿Qué tan pronto pueden empezar?",
    answer: `${p.responseTime.firstVisit} ${p.textMessages.confirmationSentence}`,
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
    answer:
      "No. Los planes son mes a mes, sin contrato a largo plazo. Los cambios de plan y las cancelaciones requieren un aviso de 7 días antes de su próxima fecha de facturación.",
  },
  {
    id: "refunds",
    category: "Billing",
    question: "¿Hacen reembolsos?",
    answer:
      "Si cancela un servicio prepagado, le reembolsamos la parte que no se usó, de forma prorrateada. Avísenos al menos 7 días antes de su próxima fecha de facturación y no se le volverá a cobrar.",
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
      "Los perros amistosos pueden salir a saludar. Si su perro es nervioso o protector, le pedimos que lo deje adentro durante su horario de servicio. Siempre cerramos y revisamos los portones antes de irnos.",
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
      "Sí. Limpiamos el excremento de gansos y otras aves acuáticas en las orillas de los lagos, los senderos, los campos deportivos, los campos de golf y los parques de oficinas.",
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
