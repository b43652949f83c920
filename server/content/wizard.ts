import { business } from "~/content/business";
import type { BusinessContact } from "~/lib/business-contact";
import { NO_DAY_PREFERENCE, PREFERRED_DAY_LIST, SERVICE_FREQUENCY_LIST } from "~/lib/lead-options";
import { COMMUNITY_ROLES, REFERRAL_SOURCES, REQUEST_TYPES } from "~/lib/lead-schema";
import { catalogue, type Translation } from "./catalogue";
import { promisesCopy } from "./promises";
import { currentSmsConsent } from "./sms-consent";

const p = promisesCopy.en;

/** A coded list as the wizard shows it: the stored value and the words for it. */
const choices = <const T extends readonly { value: string; label: string }[]>(list: T) =>
  list.map(({ value, label }) => ({ value, label })) as unknown as { readonly [K in keyof T]: { value: T[K]["value"]; label: string } };

/**
 * The quote wizard's words (/get-started and /es/get-started), sent to the page as loader data.
 * `{n}`, `{name}`, `{zip}` and `{phone}` are filled in by the components. The option lists keep
 * their stored values (a Spanish list with another value or order is a type error).
 */
const en = {
  meta: {
    title: "Get a Free Quote",
    description: "Request a free custom quote for pet waste removal in Miami-Dade: residential yards, HOAs, condos and communities.",
  },
  header: {
    eyebrow: "Free quote · No obligation",
    title: "Get Your Free Quote",
    intro: `Tell us about your yard or community. It takes a couple of minutes, and we serve all of ${business.serviceArea}.`,
  },
  assurances: {
    licensed: "Licensed, insured and background-checked",
    eco: "Eco-friendly, pet-safe products",
    guarantee: p.guarantee.name,
  },
  preferToTalk: "Prefer to talk?",
  progress: {
    label: "Quote progress",
    /** Read by screen readers before the current step's name. */
    stepOf: "Step {n} of 3:",
    service: "Service",
    contact: "Contact",
    community: "Community",
    plan: "Your plan",
  },
  service: {
    heading: "What type of service do you need?",
    residential: {
      title: "Residential Scooping",
      text: "Weekly service based on your needs.",
      audience: "Perfect for homeowners",
      points: ["Weekly, bi-weekly or monthly visits", "No need to be home", p.visitSummary.item],
    },
    commercial: {
      title: "Commercial Scooping",
      text: "Help managing pet waste in your community.",
      audience: "Ideal for communities",
      points: ["HOAs, condos and apartment complexes", "Pet waste stations and restocking", "Common areas kept clean"],
    },
    button: "Get Custom Quote",
  },
  contact: {
    title: "Contact Information",
    introResidential: "Tell us how to reach you. Next, you can pick the plan that fits your yard.",
    introCommercial: "Tell us who we will be working with. Next, a few details about your community.",
    selectOption: "Select an option",
    frequencyLegend: "How often should we come?",
    dayHint: "We confirm the day when we schedule your first visit.",
    noDayPreference: NO_DAY_PREFERENCE,
    outOfArea: "This zip looks outside Miami-Dade County. Send your request anyway and we will confirm whether we can serve you.",
    noPayment: "No payment yet. We don't sell your details; we share them only with the providers who help us deliver the service.",
    /** The optional, unticked text-message box beside the phone field: its value is the wording's version. */
    smsConsent: currentSmsConsent("en"),
  },
  community: {
    title: "Community Information",
    intro: "A few details help us prepare an accurate proposal for your property.",
    selectRole: "Select your role",
    homesHint: "Approximate is fine.",
    requestLegend: "What would you like?",
  },
  /** Field labels, beside the fields and in the error summary. */
  fields: {
    fullName: "Full name",
    email: "Email",
    phone: "Phone",
    smsConsent: "Text messages",
    zipCode: "Zip code",
    referralSource: "How did you hear about us?",
    serviceFrequency: "How often",
    preferredDay: "Preferred service day",
    managementCompany: "Management company",
    communityName: "Community name",
    role: "Your role",
    numHomes: "Number of homes",
    requestType: "Request type",
  },
  options: {
    referralSource: choices(REFERRAL_SOURCES),
    serviceFrequency: choices(SERVICE_FREQUENCY_LIST),
    preferredDay: choices(PREFERRED_DAY_LIST),
    role: choices(COMMUNITY_ROLES),
    requestType: choices(REQUEST_TYPES),
  },
  buttons: {
    back: "Back",
    next: "Next",
    processing: "Processing...",
    submit: "Submit Request",
    submitting: "Submitting...",
  },
  form: {
    optional: "(optional)",
    fixOne: "Please fix this field:",
    fixMany: "Please fix these {n} fields:",
    /** The honeypot's label: hidden from people, read by form-filling bots. */
    honeypot: "Leave this field empty",
    turnstileNoScript: "This check needs JavaScript. If you cannot turn it on, please call us instead.",
  },
  plan: {
    title: "Choose Your Plan",
    saved: "Thanks! Your request is saved.",
    savedNamed: "Thanks, {name}! Your request is saved.",
    next: `Pick a plan below to start service. ${p.responseTime.firstVisit}`,
    outOfArea:
      "Zip code {zip} looks outside Miami-Dade County, our usual service area. We have your request and will contact you to confirm coverage before your first visit.",
    noScriptTitle: "Choosing a plan online needs JavaScript.",
    noScriptText: `No problem: your request is saved and we will call you at {phone} ${p.responseTime.deadline} to set up your plan.`,
    callNow: "Call us now:",
    questions: "Questions? Call",
    loading: "Loading pricing options...",
    failed: "Failed to load pricing options. Please try refreshing the page.",
    retry: "Retry Loading",
    backToContact: "Back to Contact Info",
  },
};

/** The wizard's words in one language, as its components receive them. */
export type WizardCopy = Translation<typeof en>;

/**
 * Messages about a whole form, written by the server into the step it answers (never sent as
 * a catalogue, so they may be functions of the business contact).
 */
const enNotices = {
  expired: {
    title: "This form had expired",
    message: (_: BusinessContact) => "Your details are still here. Please press the button again to send them.",
  },
  spam: {
    title: "We could not accept this request",
    message: (c: BusinessContact) => `Please call us at ${c.phone} or e-mail ${c.email} and we will help you directly.`,
  },
  turnstile: {
    title: "Please confirm you are not a robot",
    message: (_: BusinessContact) => "Complete the check below, then press the button again.",
  },
  database: {
    title: "We could not save your request",
    message: (c: BusinessContact) =>
      `Something went wrong on our side and nothing was sent. Your details are still here: please try again in a moment, or call us at ${c.phone}.`,
  },
  withOffice: {
    title: "Your request is with our office",
    message: (c: BusinessContact) =>
      `Our office is already working on your request, so this form no longer changes it. To change your details, call us at ${c.phone} or e-mail ${c.email}. What you typed is still here, and our office can see it in your request's history.`,
  },
  withOfficeCustomer: {
    title: "Your request is with our office",
    message: (c: BusinessContact) =>
      `You are already our customer, so this form no longer changes your details: sign in to your account to change them, or call us at ${c.phone} or e-mail ${c.email}. What you typed is still here, and our office can see it in your history.`,
  },
  rateLimited: {
    title: "Too many requests from your connection",
    message: (c: BusinessContact, minutes: number) =>
      `We have received several requests from your network in the last hour. Your details are still here: please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us at ${c.phone}.`,
  },
};

export type WizardNotices = Translation<typeof enNotices>;

/** The wizard's words and notices in Spanish, checked against the English above. */
const pEs = promisesCopy.es;

/** The quote wizard in Spanish (/es/get-started): formal "usted", as a Miami homeowner or HOA manager reads it. */
export const es: WizardCopy = {
  meta: {
    title: "Cotización gratis",
    description:
      "Pida una cotización gratis y a la medida para la recogida de excremento de perro en Miami-Dade: patios de casas, asociaciones de propietarios (HOA), condominios y comunidades.",
  },
  header: {
    eyebrow: "Cotización gratis · Sin compromiso",
    title: "Pida su cotización gratis",
    intro: "Cuéntenos sobre su patio o su comunidad. Solo toma un par de minutos, y damos servicio en todo el condado de Miami-Dade.",
  },
  assurances: {
    licensed: "Con licencia, asegurados y con verificación de antecedentes",
    eco: "Productos ecológicos y seguros para sus mascotas",
    guarantee: pEs.guarantee.name,
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
      points: ["Visitas semanales, quincenales o mensuales", "No hace falta que esté en casa", pEs.visitSummary.item],
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
    noPayment: "Todavía no tiene que pagar nada. No vendemos sus datos; solo los compartimos con los proveedores que nos ayudan a prestar el servicio.",
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
    next: `Elija un plan aquí abajo para empezar el servicio. ${pEs.responseTime.firstVisit}`,
    outOfArea:
      "El código postal {zip} parece estar fuera del condado de Miami-Dade, nuestra zona de servicio habitual. Ya tenemos su solicitud y le llamaremos para confirmar si llegamos hasta allí antes de la primera visita.",
    noScriptTitle: "Para elegir un plan en línea se necesita JavaScript.",
    noScriptText: `No se preocupe: ya tenemos su solicitud y le llamaremos al {phone} ${pEs.responseTime.deadline} para dejar listo su plan.`,
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
  withOffice: {
    title: "Su solicitud ya está con nuestra oficina",
    message: (c) =>
      `Nuestra oficina ya está atendiendo su solicitud, así que este formulario ya no la cambia. Para cambiar sus datos, llámenos al ${c.phone} o escríbanos a ${c.email}. Lo que escribió sigue aquí, y nuestra oficina lo ve en el historial de su solicitud.`,
  },
  withOfficeCustomer: {
    title: "Su solicitud ya está con nuestra oficina",
    message: (c) =>
      `Usted ya es nuestro cliente, así que este formulario ya no cambia sus datos: inicie sesión en su cuenta para cambiarlos, o llámenos al ${c.phone} o escríbanos a ${c.email}. Lo que escribió sigue aquí, y nuestra oficina lo ve en su historial.`,
  },
  rateLimited: {
    title: "Demasiadas solicitudes desde su conexión",
    message: (c, minutes) =>
      `Hemos recibido varias solicitudes desde su red en la última hora. Sus datos siguen aquí: por favor, inténtelo de nuevo en ${minutes} minuto${minutes === 1 ? "" : "s"} o llámenos al ${c.phone}.`,
  },
};

export const wizardCopy = catalogue(en, es);
export const wizardNotices = catalogue(enNotices, esNotices);
