/**
 * The legal pages (privacy, terms) and their frame, in both languages (docs/decisions/0005). The
 * Spanish text (after the English) is a faithful translation and says that the English version governs.
 */
import { business } from "~/content/business";
import { formatIsoDate } from "~/lib/dates";
import type { Locale } from "~/lib/i18n";
import type { Catalogue, Translation } from "./catalogue";
import { legalTerms } from "./legal-terms";
import { promisesCopy } from "./promises";

export { legalTerms };

const t = legalTerms;
const p = promisesCopy.en;

/**
 * A block of legal text. `contact` is a sentence that ends with the business's e-mail and phone
 * as links: "{lead} [address.] {email} <e-mail> {call} <phone>{end}".
 */
export type LegalBlock =
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "contact"; lead: string; withAddress: boolean; email: string; call: string; end: string };

export interface LegalDocument {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  /** On a translation: which version governs, with a link to the English page. */
  governing?: { text: string; link: string };
  sections: { title: string; blocks: LegalBlock[] }[];
}

const enPrivacy: LegalDocument = {
  meta: {
    title: "Privacy Policy",
    description: "How Clean Paws Miami collects, uses and protects your information, and how to exercise your privacy rights.",
  },
  title: "Privacy Policy",
  intro: `This policy explains what information ${business.legalName} ("we", "us") collects when you use this website or our services, how we use it and the choices you have.`,
  sections: [
    {
      title: "Information we collect",
      blocks: [
        { type: "p", text: "When you request a quote or sign up, you give us:" },
        {
          type: "ul",
          items: [
            "your name, e-mail address, phone number and ZIP code;",
            "details about your property and service needs, such as where the waste is, gate instructions and how often you want service;",
            "for commercial requests, your organisation, community name and role;",
            p.textMessages.privacyRecord,
            "how you heard about us, if you choose to tell us.",
          ],
        },
        {
          type: "p",
          text: "Payments are handled by our card payment provider. Card numbers are entered on the provider's secure checkout and are not stored on our servers. We also keep basic technical records (such as IP address and browser type) to protect the site from abuse.",
        },
      ],
    },
    {
      title: "How you found us",
      blocks: [
        {
          type: "p",
          text: "When you arrive from an ad, a link tagged with a campaign or another website, we remember how you found us in one cookie of our own: the campaign's source, medium and name (and its term and content, when the link has them), the ad click identifier and the network that added it (such as Google Ads or Meta), the page you landed on, the website that sent you (its address, without anything after a question mark) and when you arrived. If you then request a quote, these details are stored with your request, so we know which advertising brings customers.",
        },
        {
          type: "p",
          text: `The cookie lasts ${t.attributionCookieDays} days and later visits do not replace it. Only our website can read it; it is never sent to advertisers, analytics services or any other third party, and no third-party script runs on our pages to read it. Stored with a quote request, the details are kept as long as the request.`,
        },
        {
          type: "p",
          text: "If your browser sends a Global Privacy Control (Sec-GPC) or Do Not Track signal, we record only the campaign's source, medium and name: no click identifier, landing page or referring website.",
        },
        {
          type: "p",
          text: "We use no other tracking or advertising cookies. The other cookies we set are the ones the site needs: your language choice, your progress in the quote form and, once you sign in, your session.",
        },
      ],
    },
    {
      title: "How we use it",
      blocks: [
        {
          type: "ul",
          items: [
            "to prepare your quote and contact you about it;",
            "to schedule and perform service and send confirmations and service summaries;",
            "to bill recurring service and answer billing questions;",
            p.textMessages.privacyUse,
            "to keep the website secure and improve it.",
          ],
        },
        { type: "p", text: "We do not sell your personal information." },
      ],
    },
    {
      title: "Sharing",
      blocks: [
        {
          type: "p",
          text: `We share information only with providers that help us run the business (payment processing, e-mail delivery, ${p.textMessages.privacySharing}, hosting), under contracts that limit their use of it, or when the law requires it.`,
        },
      ],
    },
    {
      title: "Retention and security",
      blocks: [
        {
          type: "p",
          text: "We keep your information for as long as you are a customer and as long as needed afterwards for accounting and legal obligations. Access is limited to staff who need it, and data is sent over encrypted connections.",
        },
      ],
    },
    {
      title: "Children",
      blocks: [
        {
          type: "p",
          text: `Our services are not directed to children under ${t.privacyMinimumAge}, and we do not knowingly collect information from anyone under ${t.privacyMinimumAge}. If you believe a child has given us information, contact us and we will delete it.`,
        },
      ],
    },
    {
      title: "Your rights, including California (CCPA) rights",
      blocks: [
        {
          type: "p",
          text: `You may ask to see, correct or delete the personal information we hold about you, and to opt out of marketing messages at any time. California residents may also request details of the categories of information collected and the purposes for which it is used. We answer verified requests within ${t.ccpaResponseDays} days.`,
        },
      ],
    },
    {
      title: "Contact",
      blocks: [{ type: "contact", lead: `${business.legalName},`, withAddress: true, email: "Email", call: "or call", end: "." }],
    },
  ],
};

const enTerms: LegalDocument = {
  meta: {
    title: "Terms of Service",
    description: "The terms of Clean Paws Miami's pet waste removal service: subscriptions, cancellation, guarantee, payment and liability.",
  },
  title: "Terms of Service",
  intro: `These terms apply to the pet waste removal and related services provided by ${business.legalName} in ${business.serviceArea}, Florida. By booking a service you agree to them.`,
  sections: [
    {
      title: "Services",
      blocks: [
        {
          type: "p",
          text: "We provide scheduled and one-time pet waste removal and the add-on services you choose (such as sanitizing, deodorizing or a deck and patio spray-down). You agree to give us safe access to the service area and to keep pets that may be unsafe around visitors secured during the service.",
        },
      ],
    },
    {
      title: "Subscriptions and cancellation",
      blocks: [
        {
          type: "p",
          text: `Recurring service is a monthly subscription with no long-term contract. ${p.serviceTerms.cancellation.anytime} ${p.serviceTerms.cancellation.charges} ${p.serviceTerms.changes}`,
        },
      ],
    },
    {
      title: "Scheduling and weather",
      blocks: [
        {
          type: "p",
          text: `${p.reschedule.sentence} ${p.weather.sentence}`,
        },
      ],
    },
    {
      title: "Service guarantee",
      blocks: [
        {
          type: "p",
          text: p.guarantee.sentence,
        },
      ],
    },
    {
      title: "Prices and payment",
      blocks: [
        {
          type: "p",
          text: `Prices are quoted in US dollars (${t.currency}) and include applicable taxes. Payment is due in advance. Recurring charges are billed automatically to the card you provide, through our card payment provider.`,
        },
      ],
    },
    {
      title: "Liability",
      blocks: [
        {
          type: "p",
          text: `To the extent the law allows, our total liability for any claim relating to our services is limited to the amounts you paid us in the ${t.liabilityCapMonths} months before the claim arose. Any claim must be filed within one year of the event that gave rise to it.`,
        },
      ],
    },
    {
      title: "Changes and contact",
      blocks: [
        {
          type: "contact",
          lead: "We may update these terms and will post the new version on this page. Questions:",
          withAddress: false,
          email: "e-mail",
          call: "or call",
          end: ".",
        },
      ],
    },
  ],
};

/** A legal page's "last updated" date in the page's language ("May 1, 2025", "1 de mayo de 2025"). */
export function lastUpdatedIn(locale: Locale, date: string = legalTerms.lastUpdated): string {
  return formatIsoDate(date, locale);
}

/**
 * The legal pages in Spanish: a faithful translation of the English above. Each page says that the
 * English version governs if the two differ.
 */
const pEs = promisesCopy.es;

export const esPrivacy: Translation<LegalDocument> = {
  meta: {
    title: "Política de privacidad",
    description: "Cómo Clean Paws Miami recopila, usa y protege su información, y cómo ejercer sus derechos de privacidad.",
  },
  title: "Política de privacidad",
  intro: `Esta política explica qué información recopila ${business.legalName} (“nosotros”) cuando usted usa este sitio web o nuestros servicios, cómo la usamos y qué opciones tiene usted.`,
  governing: {
    text: "Esta es una traducción de nuestra política de privacidad para su comodidad. Si hay alguna diferencia entre esta traducción y la versión en inglés, prevalece la versión en inglés.",
    link: "Ver la versión en inglés",
  },
  sections: [
    {
      title: "Información que recopilamos",
      blocks: [
        { type: "p", text: "Cuando usted solicita una cotización o se inscribe, nos proporciona:" },
        {
          type: "ul",
          items: [
            "su nombre, correo electrónico, número de teléfono y código postal;",
            "detalles sobre su propiedad y el servicio que necesita, como dónde están los desechos, instrucciones para entrar por el portón y con qué frecuencia desea el servicio;",
            "en las solicitudes comerciales, el nombre de su organización y de su comunidad, y su cargo;",
            pEs.textMessages.privacyRecord,
            "cómo se enteró de nosotros, si decide decírnoslo.",
          ],
        },
        {
          type: "p",
          text: "Los pagos los gestiona nuestro proveedor de pagos con tarjeta. Los números de tarjeta se ingresan en la página de pago segura del proveedor y no se guardan en nuestros servidores. También conservamos registros técnicos básicos (como la dirección IP y el tipo de navegador) para proteger el sitio contra abusos.",
        },
      ],
    },
    {
      title: "Cómo nos encontró",
      blocks: [
        {
          type: "p",
          text: "Cuando usted llega desde un anuncio, un enlace marcado con una campaña u otro sitio web, recordamos cómo nos encontró en una cookie propia: la fuente, el medio y el nombre de la campaña (y su término y contenido, cuando el enlace los tiene), el identificador del clic en el anuncio y la red que lo agregó (como Google Ads o Meta), la página a la que llegó, el sitio web que lo envió (su dirección, sin nada de lo que sigue a un signo de interrogación) y cuándo llegó. Si luego solicita una cotización, estos datos se guardan con su solicitud, para saber qué publicidad nos trae clientes.",
        },
        {
          type: "p",
          text: `La cookie dura ${t.attributionCookieDays} días y las visitas posteriores no la reemplazan. Solo nuestro sitio web puede leerla; nunca se envía a anunciantes, servicios de analítica ni a ningún otro tercero, y en nuestras páginas no se ejecuta ningún script de terceros que la lea. Guardados con una solicitud de cotización, los datos se conservan mientras se conserve la solicitud.`,
        },
        {
          type: "p",
          text: "Si su navegador envía la señal Global Privacy Control (Sec-GPC) o No rastrear (Do Not Track), registramos solo la fuente, el medio y el nombre de la campaña: ni el identificador del clic, ni la página de llegada, ni el sitio web que lo envió.",
        },
        {
          type: "p",
          text: "No usamos ninguna otra cookie de seguimiento ni de publicidad. Las demás cookies que usamos son las que el sitio necesita: el idioma que usted eligió, su avance en el formulario de cotización y, cuando inicia sesión, su sesión.",
        },
      ],
    },
    {
      title: "Cómo la usamos",
      blocks: [
        {
          type: "ul",
          items: [
            "para preparar su cotización y comunicarnos con usted al respecto;",
            "para programar y realizar el servicio, y enviarle confirmaciones y resúmenes del servicio;",
            "para cobrar el servicio recurrente y responder sus preguntas de facturación;",
            pEs.textMessages.privacyUse,
            "para mantener el sitio web seguro y mejorarlo.",
          ],
        },
        { type: "p", text: "No vendemos su información personal." },
      ],
    },
    {
      title: "Con quién la compartimos",
      blocks: [
        {
          type: "p",
          text: `Compartimos información solo con los proveedores que nos ayudan a operar el negocio (procesamiento de pagos, envío de correos electrónicos, ${pEs.textMessages.privacySharing}, alojamiento web), bajo contratos que limitan el uso que pueden darle, o cuando la ley lo exige.`,
        },
      ],
    },
    {
      title: "Conservación y seguridad",
      blocks: [
        {
          type: "p",
          text: "Conservamos su información mientras usted sea nuestro cliente y, después, durante el tiempo necesario para cumplir con nuestras obligaciones contables y legales. Solo tiene acceso a ella el personal que la necesita, y los datos se transmiten por conexiones cifradas.",
        },
      ],
    },
    {
      title: "Menores de edad",
      blocks: [
        {
          type: "p",
          text: `Nuestros servicios no están dirigidos a menores de ${t.privacyMinimumAge} años, y no recopilamos a sabiendas información de ninguna persona menor de ${t.privacyMinimumAge} años. Si cree que un menor nos ha dado información, comuníquese con nosotros y la eliminaremos.`,
        },
      ],
    },
    {
      title: "Sus derechos, incluidos los derechos de los residentes de California (CCPA)",
      blocks: [
        {
          type: "p",
          text: `Usted puede pedirnos ver, corregir o eliminar la información personal que tenemos sobre usted, y dejar de recibir mensajes de mercadeo en cualquier momento. Los residentes de California también pueden solicitar el detalle de las categorías de información recopilada y de los fines para los que se usa. Respondemos las solicitudes verificadas en un plazo de ${t.ccpaResponseDays} días.`,
        },
      ],
    },
    {
      title: "Contacto",
      blocks: [{ type: "contact", lead: `${business.legalName},`, withAddress: true, email: "Escríbanos a", call: "o llámenos al", end: "." }],
    },
  ],
};

export const esTerms: Translation<LegalDocument> = {
  meta: {
    title: "Términos del servicio",
    description:
      "Los términos del servicio de recogida de excremento de mascotas de Clean Paws Miami: suscripciones, cancelación, garantía, pagos y responsabilidad.",
  },
  title: "Términos del servicio",
  intro: `Estos términos se aplican a los servicios de recogida de excremento de mascotas y servicios relacionados que presta ${business.legalName} en el condado de Miami-Dade, Florida. Al reservar un servicio, usted los acepta.`,
  governing: {
    text: "Esta es una traducción de nuestros términos del servicio para su comodidad. Si hay alguna diferencia entre esta traducción y la versión en inglés, prevalece la versión en inglés.",
    link: "Ver la versión en inglés",
  },
  sections: [
    {
      title: "Servicios",
      blocks: [
        {
          type: "p",
          text: "Ofrecemos la recogida de excremento de mascotas, programada o de una sola vez, y los servicios adicionales que usted elija (como desinfección, desodorización o el enjuague de terraza y patio). Usted se compromete a darnos acceso seguro a las partes de la propiedad donde prestamos el servicio y a mantener asegurados durante el servicio a los animales que puedan ser peligrosos con personas que no conocen.",
        },
      ],
    },
    {
      title: "Suscripciones y cancelación",
      blocks: [
        {
          type: "p",
          text: `El servicio recurrente es una suscripción mensual sin contrato a largo plazo. ${pEs.serviceTerms.cancellation.anytime} ${pEs.serviceTerms.cancellation.charges} ${pEs.serviceTerms.changes}`,
        },
      ],
    },
    {
      title: "Programación y mal tiempo",
      blocks: [
        {
          type: "p",
          text: `${pEs.reschedule.sentence} ${pEs.weather.sentence}`,
        },
      ],
    },
    {
      title: "Garantía del servicio",
      blocks: [
        {
          type: "p",
          text: pEs.guarantee.sentence,
        },
      ],
    },
    {
      title: "Precios y pagos",
      blocks: [
        {
          type: "p",
          text: `Los precios se cotizan en dólares estadounidenses (${t.currency}) e incluyen los impuestos aplicables. El pago se hace por adelantado. Los cargos recurrentes se cobran automáticamente a la tarjeta que usted nos indique, a través de nuestro proveedor de pagos con tarjeta.`,
        },
      ],
    },
    {
      title: "Responsabilidad",
      blocks: [
        {
          type: "p",
          text: `En la medida en que la ley lo permita, nuestra responsabilidad total por cualquier reclamación relacionada con nuestros servicios se limita a las cantidades que usted nos pagó en los ${t.liabilityCapMonths} meses anteriores a la reclamación. Toda reclamación debe presentarse dentro del plazo de un año a partir del hecho que la originó.`,
        },
      ],
    },
    {
      title: "Cambios y contacto",
      blocks: [
        {
          type: "contact",
          lead: "Podemos actualizar estos términos y publicaremos la nueva versión en esta página. Si tiene preguntas,",
          withAddress: false,
          email: "escríbanos a",
          call: "o llámenos al",
          end: ".",
        },
      ],
    },
  ],
};

export const privacyCopy: Catalogue<LegalDocument> = { en: enPrivacy, es: esPrivacy };
export const termsCopy: Catalogue<LegalDocument> = { en: enTerms, es: esTerms };
