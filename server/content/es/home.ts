/** Spanish home and How It Works copy, checked against the English source (../home.ts). */
import type { Translation } from "../../i18n";
import type { HomeCopy, Step } from "../home";
import { promisesCopy } from "../promises";

const p = promisesCopy.es;

export const esProcessSteps: Translation<[Step, Step, Step]> = [
  {
    title: "Pida su cotización gratis",
    text: "Cuéntenos cómo es su patio, cuántos perros tiene y con qué frecuencia quiere que vengamos. Se hace en línea en un par de minutos.",
  },
  {
    title: "Confirmamos y programamos",
    text: `${p.responseTime.firstVisit} Elija servicio semanal, quincenal o mensual, el día que usted prefiera.`,
  },
  {
    title: "Disfrute de un patio limpio",
    text: "Recogemos todo, lo embolsamos y nos lo llevamos, cerramos el portón y le enviamos un resumen del servicio por correo electrónico. No necesita estar en casa.",
  },
];

export const esHome: Translation<HomeCopy> = {
  meta: {
    title: "Recogida de excremento de perro en Miami-Dade | Clean Paws Miami",
    description:
      "Recogida semanal de excremento de perro para casas y comunidades de Miami-Dade. Técnicos con antecedentes verificados, productos seguros para mascotas y garantía de satisfacción del 100%. Pida su cotización gratis.",
  },
  businessDescription: "Recogida profesional de excremento de perro para casas y comunidades en todo el condado de Miami-Dade.",
  hero: {
    badge: `Servimos en todo ${p.serviceArea.name}`,
    title: "Recogida de excremento de mascotas de primera en Miami",
    lead: "Recogemos, embolsamos y nos llevamos el excremento de perro con la frecuencia que a usted le convenga, para que su patio vuelva a estar listo para los niños, la parrillada y los perros. Ni siquiera tiene que estar en casa.",
    quote: "Pida su cotización gratis",
    howItWorks: "Cómo funciona",
    points: ["Técnicos con antecedentes verificados", "Con licencia y seguro", p.guarantee.name],
    imageAlt: "Un técnico limpia el patio de una casa en Miami mientras el perro de la familia lo observa",
  },
  services: {
    eyebrow: "Lo que hacemos",
    title: "Nuestros servicios",
    intro:
      "Desde un patio en Kendall hasta las áreas para perros de una torre de condominios en Brickell, mantenemos limpios y frescos los lugares que usan sus mascotas.",
  },
  process: {
    eyebrow: "Fácil desde el primer día",
    title: "Cómo funciona",
    intro: "Tres pasos, y el patio deja de ser una tarea pendiente.",
    more: "Más sobre nuestro proceso",
  },
  weekly: {
    eyebrow: "Servicio semanal",
    title: "Lo que incluye el servicio semanal",
    intro:
      "Con el calor y los aguaceros del verano en Miami, unos pocos días de excremento de perro se convierten en un problema de malos olores y moscas. Las visitas semanales lo mantienen bajo control.",
    features: [
      { title: "El mismo día cada semana", text: "Una visita fija el día que usted elija, para que los desechos nunca se acumulen con el calor." },
      { title: "Inspección completa del patio", text: "Patio delantero, trasero y laterales, canteros con mulch y a lo largo de la cerca." },
      {
        title: "Todo embolsado y retirado",
        text: "Nos llevamos cada desecho de su propiedad. No dejamos nada en su contenedor de basura, a menos que usted lo pida.",
      },
      { title: "Portones cerrados y revisados", text: "Cerramos cada portón y lo revisamos dos veces antes de irnos." },
      { title: "Confirmación después de cada visita", text: "Un resumen del servicio por correo electrónico, para que sepa que el patio quedó listo." },
      { title: "Llueva o truene", text: "Trabajamos aunque llueva. Si hay mal tiempo severo, pasamos su visita al siguiente día disponible." },
    ],
    addOnsTitle: "Servicios adicionales opcionales",
    addOns: [
      { title: p.addOns.deodorizeSanitize.name, text: p.addOns.deodorizeSanitize.text },
      { title: p.addOns.sprayDown.name, text: p.addOns.sprayDown.text },
    ],
    start: "Empezar ahora",
  },
  areas: {
    eyebrow: "Equipos locales",
    title: "Zonas de servicio",
    intro: "Tenemos rutas fijas en todo el condado de Miami-Dade. Busque su ciudad:",
    all: "Ver todas las zonas de servicio",
  },
  testimonials: {
    eyebrow: "Reseñas",
    title: "Lo que dicen nuestros clientes",
    intro: "Dueños de casa y administradores de comunidades en todo Miami-Dade.",
    carousel: {
      label: "Testimonios de clientes",
      carousel: "carrusel",
      slideRole: "diapositiva",
      previous: "Testimonio anterior",
      next: "Testimonio siguiente",
      slide: "{n} de {count}",
      dot: "Mostrar el testimonio {n} de {count}",
    },
  },
  blog: { eyebrow: "Consejos y guías", title: "Lo último de nuestro blog" },
  payments: {
    eyebrow: "Facturación",
    title: "Pagos seguros y sencillos",
    points: [
      {
        title: "Pagos con tarjeta protegidos",
        text: "Los pagos los procesa nuestro proveedor de pagos con tarjeta. Usted ingresa el número de su tarjeta en la página de pago segura del proveedor, no en nuestro sitio.",
      },
      {
        title: "Cobro automático",
        text: "El servicio recurrente se cobra automáticamente a su tarjeta de crédito. Sin facturas pendientes ni cheques por correo.",
      },
      {
        title: "Sin contrato a largo plazo",
        text: "Planes de mes a mes. Puede cambiar o cancelar su plan avisándonos al menos 7 días antes de su próxima fecha de facturación.",
      },
    ],
    checks: ["Aceptamos las principales tarjetas de crédito", "Precios en USD, impuestos incluidos", "Reembolso prorrateado del servicio prepagado"],
  },
  cta: {
    title: "Empiece hoy a disfrutar de un patio limpio",
    text: `Pida una cotización gratis en un par de minutos. ${p.responseTime.firstVisit}`,
    button: "Comience su servicio",
  },
};
