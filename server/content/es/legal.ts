/**
 * The legal pages in Spanish: a faithful translation of ../legal.ts. Each page says that the
 * English version governs if the two differ.
 */
import { business } from "../../../app/content/business";
import type { Translation } from "../../i18n";
import type { LegalDocument } from "../legal";
import { legalTerms as t } from "../legal-terms";
import { promisesCopy } from "../promises";

const p = promisesCopy.es;

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
            p.textMessages.privacyRecord,
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
            p.textMessages.privacyUse,
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
          text: `Compartimos información solo con los proveedores que nos ayudan a operar el negocio (procesamiento de pagos, envío de correos electrónicos, ${p.textMessages.privacySharing}, alojamiento web), bajo contratos que limitan el uso que pueden darle, o cuando la ley lo exige.`,
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
          text: "Ofrecemos la recogida de excremento de mascotas, programada o de una sola vez, y los servicios adicionales que usted elija (como desinfección, desodorización o el enjuague de terraza y patio). Usted se compromete a darnos acceso seguro al área de servicio y a mantener asegurados durante el servicio a los animales que puedan ser peligrosos con personas que no conocen.",
        },
      ],
    },
    {
      title: "Suscripciones y cancelación",
      blocks: [
        {
          type: "p",
          text: `El servicio recurrente es una suscripción mensual sin contrato a largo plazo. Para cambiar o cancelar una suscripción mensual, avísenos al menos ${t.cancellationNoticeDays} días antes de su próxima fecha de facturación. Los reembolsos de servicios prepagados se calculan de forma prorrateada.`,
        },
      ],
    },
    {
      title: "Programación y mal tiempo",
      blocks: [
        {
          type: "p",
          text: `${p.reschedule.sentence} Trabajamos aunque llueva; si el mal tiempo hace que una visita no sea segura, la pasamos al siguiente día disponible.`,
        },
      ],
    },
    {
      title: "Garantía del servicio",
      blocks: [
        {
          type: "p",
          text: p.guarantee.sentence,
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
