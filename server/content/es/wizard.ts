import { promisesCopy } from "../promises";
import { currentSmsConsent } from "../sms-consent";
import type { WizardCopy, WizardNotices } from "../wizard";

const p = promisesCopy.es;

/** The quote wizard in Spanish (/es/get-started): formal "usted", as a Miami homeowner or HOA manager reads it. */
export const es: WizardCopy = {
  meta: {
    title: "Cotización gratis",
    description:
      "Pida una cotización gratis y a la medida para la recogida de excremento de perro en Miami-Dade: patios de casas, asociaciones de propietarios (HOA), condominios y comunidades.",
  },
  header: {
    eyebrow: "Cotización gratis · Sin compromiso",
    title: "Obtenga su cotización gratis",
    intro: "Cuéntenos sobre su patio o su comunidad. Le toma más o menos un minuto, y damos servicio en todo el condado de Miami-Dade.",
  },
  assurances: {
    licensed: "Con licencia, asegurados y con verificación de antecedentes",
    eco: "Productos ecológicos y seguros para sus mascotas",
    guarantee: p.guarantee.name,
  },
  preferToTalk: "¿Prefiere hablar con nosotros?",
  progress: {
    label: "Progreso de la cotización",
    stepOf: "Paso {n} de 3:",
    service: "Servicio",
    contact: "Contacto",
    community: "Comunidad",
    plan: "Su plan",
  },
  service: {
    heading: "¿Qué tipo de servicio necesita?",
    residential: {
      title: "Servicio residencial",
      text: "Limpiamos su patio con la frecuencia que usted necesite.",
      audience: "Ideal para dueños de casa",
      points: ["Visitas semanales, quincenales o mensuales", "No hace falta que esté en casa", p.visitSummary.item],
    },
    commercial: {
      title: "Servicio comercial",
      text: "Le ayudamos a mantener su comunidad libre de excremento de mascotas.",
      audience: "Ideal para comunidades",
      points: [
        "HOA, condominios y complejos de apartamentos",
        "Estaciones para desechos de mascotas y reposición de bolsas",
        "Recogida programada en las áreas comunes",
      ],
    },
    button: "Pedir cotización",
  },
  contact: {
    title: "Sus datos de contacto",
    introResidential: "Díganos cómo comunicarnos con usted. Después podrá elegir el plan que mejor le convenga a su patio.",
    introCommercial: "Díganos con quién vamos a trabajar. Después le pediremos algunos datos de su comunidad.",
    selectOption: "Elija una opción",
    frequencyLegend: "¿Cada cuánto quiere que vengamos?",
    dayHint: "Confirmamos el día cuando programemos su primera visita.",
    noDayPreference: "Cualquier día",
    outOfArea:
      "Este código postal parece estar fuera del condado de Miami-Dade. Envíe su solicitud de todos modos y le confirmaremos si podemos darle servicio.",
    noPayment: "Todavía no tiene que pagar nada. Nunca compartimos sus datos.",
    smsConsent: currentSmsConsent("es"),
  },
  community: {
    title: "Datos de la comunidad",
    intro: "Con estos datos podemos prepararle una propuesta precisa para su propiedad.",
    selectRole: "Elija su cargo",
    homesHint: "Un número aproximado está bien.",
    requestLegend: "¿Qué le gustaría recibir?",
  },
  fields: {
    fullName: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    smsConsent: "Mensajes de texto",
    zipCode: "Código postal",
    referralSource: "¿Cómo se enteró de nosotros?",
    serviceFrequency: "Frecuencia",
    preferredDay: "Día de servicio preferido",
    managementCompany: "Compañía administradora",
    communityName: "Nombre de la comunidad",
    role: "Su cargo",
    numHomes: "Número de viviendas",
    requestType: "Tipo de solicitud",
  },
  options: {
    referralSource: [
      { value: "google", label: "Google" },
      { value: "facebook", label: "Facebook" },
      { value: "referral", label: "Me lo recomendó un amigo o vecino" },
      { value: "other", label: "Otro" },
    ],
    serviceFrequency: [
      { value: "weekly", label: "Semanal" },
      { value: "bi-weekly", label: "Quincenal (cada dos semanas)" },
      { value: "monthly", label: "Mensual" },
    ],
    preferredDay: [
      { value: "monday", label: "Lunes" },
      { value: "tuesday", label: "Martes" },
      { value: "wednesday", label: "Miércoles" },
      { value: "thursday", label: "Jueves" },
      { value: "friday", label: "Viernes" },
      { value: "saturday", label: "Sábado" },
    ],
    role: [
      { value: "manager", label: "Administrador de la propiedad" },
      { value: "board", label: "Miembro de la junta directiva" },
      { value: "owner", label: "Dueño de la propiedad" },
      { value: "other", label: "Otro" },
    ],
    requestType: [
      { value: "proposal", label: "Quiero una propuesta" },
      { value: "information", label: "Quiero más información" },
    ],
  },
  buttons: {
    back: "Atrás",
    next: "Siguiente",
    processing: "Enviando...",
    submit: "Enviar solicitud",
    submitting: "Enviando...",
  },
  form: {
    optional: "(opcional)",
    fixOne: "Por favor, corrija este campo:",
    fixMany: "Por favor, corrija estos {n} campos:",
    honeypot: "Deje este campo vacío",
    turnstileNoScript: "Esta verificación necesita JavaScript. Si no puede activarlo, por favor llámenos.",
  },
  plan: {
    title: "Elija su plan",
    saved: "¡Gracias! Ya recibimos su solicitud.",
    savedNamed: "¡Gracias, {name}! Ya recibimos su solicitud.",
    next: `Elija un plan aquí abajo para empezar el servicio. ${p.responseTime.firstVisit}`,
    outOfArea:
      "El código postal {zip} parece estar fuera del condado de Miami-Dade, nuestra zona de servicio habitual. Ya tenemos su solicitud y le llamaremos para confirmar si llegamos hasta allí antes de la primera visita.",
    noScriptTitle: "Para elegir un plan en línea se necesita JavaScript.",
    noScriptText: `No se preocupe: ya tenemos su solicitud y le llamaremos al {phone} ${p.responseTime.deadline} para dejar listo su plan.`,
    callNow: "Llámenos ahora:",
    questions: "¿Preguntas? Llame al",
    loading: "Cargando los planes...",
    failed: "No pudimos cargar los planes. Por favor, actualice la página.",
    retry: "Intentar de nuevo",
    backToContact: "Volver a sus datos de contacto",
  },
};

export const esNotices: WizardNotices = {
  expired: {
    title: "Este formulario había caducado",
    message: () => "Sus datos siguen aquí. Por favor, pulse el botón otra vez para enviarlos.",
  },
  spam: {
    title: "No pudimos aceptar esta solicitud",
    message: (c) => `Por favor, llámenos al ${c.phone} o escríbanos a ${c.email} y le atenderemos directamente.`,
  },
  turnstile: {
    title: "Por favor, confirme que no es un robot",
    message: () => "Complete la verificación de abajo y pulse el botón otra vez.",
  },
  database: {
    title: "No pudimos guardar su solicitud",
    message: (c) =>
      `Algo falló de nuestro lado y no se envió nada. Sus datos siguen aquí: por favor, inténtelo de nuevo en un momento o llámenos al ${c.phone}.`,
  },
  rateLimited: {
    title: "Demasiadas solicitudes desde su conexión",
    message: (c, minutes) =>
      `Hemos recibido varias solicitudes desde su red en la última hora. Sus datos siguen aquí: por favor, inténtelo de nuevo en ${minutes} minuto${minutes === 1 ? "" : "s"} o llámenos al ${c.phone}.`,
  },
};
