/**
 * The Spanish glossary: one word per thing, for everyone who writes Spanish copy (pages, wizard,
 * e-mails). Written for Miami readers, formal "usted", with the words they use (grama, canteros,
 * portón, aguaceros). `rejected` lists the words that drifted in before, and why; the copy test
 * (test/worker/copy-promises.test.ts) reads every Spanish page, e-mail and text message and fails
 * on any of them.
 *
 * To change a term: change it here and in the copy together, in one commit.
 */
export interface GlossaryEntry {
  /** The thing, as the English copy names it. */
  thing: string;
  /** The one Spanish word or phrase for it. */
  use: string;
  note?: string;
  /** Wording that must not appear in Spanish copy. Patterns are case-insensitive unless they say otherwise. */
  rejected: Rejected[];
}

/** Who reads the copy: customers and visitors (pages, e-mails, texts), or the crew on their own page. */
export type Readers = "customers" | "crew";

export interface Rejected {
  pattern: RegExp;
  why: string;
  /** Only in what customers read (the crew's page keeps its own short words, such as the «Hecha» button). */
  customersOnly?: boolean;
}

export const spanishGlossary: GlossaryEntry[] = [
  {
    thing: "dog waste, dog poop (what we pick up; in service names and titles)",
    use: "excremento de perro (de mascotas, de gansos)",
    note: "The search term: titles say «Recogida de excremento de perro en {ciudad}». «Desechos» stays a plain word in running text and in «estación para desechos de mascotas».",
    rejected: [
      { pattern: /desechos de perro/i, why: "the same service named two ways: the menu says «excremento de perro»" },
      { pattern: /recogida de desechos/i, why: "the service is «recogida de excremento»" },
    ],
  },
  {
    thing: "removal (the service)",
    use: "recogida",
    note: "Recogida de excremento de perro; recogida de excremento de gansos; recogida de excremento en áreas comunes.",
    rejected: [
      { pattern: /retiro de excremento/i, why: "the menu said «Retiro», the page «Limpieza»: one name, «Recogida»" },
      { pattern: /limpieza de excremento/i, why: "«limpieza» is a cleanup; the service is «recogida de excremento»" },
      { pattern: /limpieza de áreas comunes/i, why: "the service is «recogida de excremento en áreas comunes»" },
      { pattern: /remoción/i, why: "a calque of «removal»" },
    ],
  },
  {
    thing: "one-time cleanup, event cleanup",
    use: "limpieza de una sola vez, limpieza para eventos",
    rejected: [{ pattern: /limpiezas? únicas?/i, why: "one name for the one-time cleanup" }],
  },
  {
    thing: "yard (the service title, the whole property)",
    use: "patio",
    note: "The customer's plan is «Servicio semanal» (quincenal, mensual), not a cleanup of the yard.",
    rejected: [
      {
        pattern: /limpieza de patios?/i,
        why: "locals read it as yard debris or landscaping: it draws tree-trimming calls (the billing tab's plan is «Servicio semanal»)",
      },
    ],
  },
  {
    thing: "pet waste station",
    use: "estación para desechos de mascotas (then «estación»)",
    rejected: [{ pattern: /estaci(?:ón|ones) para mascotas/i, why: "reads as a water-bowl stand" }],
  },
  {
    thing: "gate",
    use: "portón",
    rejected: [
      { pattern: /\brejas?\b/i, why: "in Miami «reja» suggests window bars" },
      { pattern: /\bverjas?\b/i, why: "one word for the gate: «portón»" },
    ],
  },
  {
    thing: "lawn, grass",
    use: "grama",
    note: "Artificial turf is «césped artificial» (a different surface).",
    rejected: [
      { pattern: /\bhierba\b(?! marina)/i, why: "Miami says «grama» («hierba marina», seagrass, is another thing)" },
      { pattern: /\bcéspedes\b|\bcésped\b(?! artificial)/i, why: "the lawn is «grama»; «césped» only in «césped artificial»" },
      { pattern: /\bpasto\b|\bzacate\b/i, why: "the lawn is «grama»" },
    ],
  },
  {
    thing: "mulch",
    use: "mulch (canteros con mulch)",
    rejected: [{ pattern: /\bmantillo\b|\bpajote\b/i, why: "Miami says «mulch»" }],
  },
  {
    thing: "planting bed",
    use: "cantero",
    rejected: [{ pattern: /\barriates?\b|\bparterres?\b/i, why: "Miami says «cantero»" }],
  },
  {
    thing: "weekly, bi-weekly, monthly",
    use: "semanal, quincenal (cada dos semanas), mensual",
    rejected: [{ pattern: /\bbisemanal(?:es)?\b|\bbimensual(?:es)?\b/i, why: "ambiguous (twice a week or every two weeks)" }],
  },
  {
    thing: "quote",
    use: "cotización",
    rejected: [{ pattern: /\bpresupuestos?\b|\bestimados?\b/i, why: "one word for the quote: «cotización»" }],
  },
  {
    thing: "deck and patio spray-down (add-on)",
    use: "enjuague de terraza y patio",
    note: "A rinse with water, not a pressure wash: a different job at a different price.",
    rejected: [
      { pattern: /lavado a presi[oó]n/i, why: "pressure washing is not what the add-on is" },
      { pattern: /lavado de (?:la |las )?terrazas?/i, why: "the add-on is «enjuague de terraza y patio»" },
      { pattern: /\bdecks?\b/i, why: "«terraza»" },
    ],
  },
  {
    thing: "satisfaction guarantee, percentages",
    use: "garantía de satisfacción del 100%; 99.9%",
    rejected: [
      { pattern: /\d %/, why: "one form: «100%», «99.9%» (no space)" },
      { pattern: /satisfacción (?:100%? )?garantizada/i, why: "the guarantee's name is «garantía de satisfacción del 100%»" },
    ],
  },
  {
    thing: "Muscovy ducks",
    use: "patos criollos",
    rejected: [{ pattern: /patos? muscovy/i, why: "Miami says «patos criollos», as the testimonials do" }],
  },
  {
    thing: "king tides",
    use: "mareas altas de temporada (king tides)",
    rejected: [{ pattern: /mareas reales/i, why: "a calque" }],
  },
  {
    thing: "claims and calques",
    use: "plain, keepable promises",
    rejected: [
      { pattern: /\blíder(?:es)?\b/i, why: "a factual market claim («premier» is puffery; «de primera» is the Spanish for it)" },
      { pattern: /transforme su patio/i, why: "a calque of «Transform Your Yard»" },
      { pattern: /anticipación antes de/i, why: "redundant calque: «con 7 días de anticipación a» or «7 días antes de»" },
      { pattern: /siempre (?:abastecid|limpi|repuest)/i, why: "an absolute the English does not promise (restocking and scheduled cleaning)" },
      {
        pattern: /excremento de (?:perro|mascotas) de primera/i,
        why: "«de primera» beside «excremento» reads as first-rate excrement: «…, con servicio de primera»",
      },
      { pattern: /siempre disponibles?/i, why: "the English says «stocked bags», not always available" },
      { pattern: /siempre a la misma hora/i, why: "the English says «at consistent times»: «en horarios regulares»" },
      { pattern: /no le hace daño/i, why: "the English says «kind to your lawn»: «respetuoso con»" },
      { pattern: /limpieza a fondo/i, why: "the monthly plan is «a monthly reset», not a deep clean" },
      {
        pattern: /nunca (?:los |las )?compartimos/i,
        why: "the privacy page names the providers we share data with: «No vendemos sus datos; solo los compartimos con…»",
      },
    ],
  },
  {
    thing: "municipality (Bal Harbour, Key Biscayne: «village» in English)",
    use: "municipio",
    rejected: [{ pattern: /\bvilla\b/i, why: "«villa» is a country house; the town is a «municipio» («villas», the kind of house, stays)" }],
  },
  {
    thing: "weather (the rescheduling rule: server/content/promises.ts weather)",
    use: "«Trabajamos aunque llueva; si el mal tiempo hace que una visita no sea segura, la pasamos al siguiente día disponible»",
    rejected: [
      { pattern: /llueva o truene/i, why: "promises service in lightning, which the rule rules out" },
      { pattern: /mal tiempo severo/i, why: "a calque of «severe weather»: «el mal tiempo»" },
      { pattern: /\b6\. El tiempo\b/, why: "a heading that reads as «time»: «Cuando llueve»" },
      { pattern: /el tiempo no lo permitía/i, why: "«el tiempo» alone reads as time: «el mal tiempo hacía que no fuera seguro trabajar»" },
    ],
  },
  {
    thing: "visit summary (after each visit)",
    use: "resumen después de cada visita; «Limpiamos su patio el …»; a visit that was done is «Realizada»",
    rejected: [
      { pattern: /confirmación después de cada visita/i, why: "the e-mail is a summary, not a confirmation" },
      { pattern: /atend(?:imos|ió|er) su patio/i, why: "a calque of «serviced your yard»: «Limpiamos su patio»" },
      { pattern: /\bHecha\b/, why: "a visit's status as a customer says it: «Realizada»", customersOnly: true },
    ],
  },
  {
    thing: "stopping the texts (STOP, in every text message)",
    use: "darse de baja: «Responda STOP para darse de baja»",
    rejected: [{ pattern: /STOP:? para cancelar/i, why: "reads as canceling the visit: «Responda STOP para darse de baja»" }],
  },
  {
    thing: "plan names",
    use: "Recogida residencial de excremento de perro; recogida comercial de excremento de mascotas",
    rejected: [{ pattern: /excremento de (?:perro|mascotas) (?:residencial|comercial)/, why: "the adjective goes with «recogida»" }],
  },
  {
    thing: "opening days",
    use: "de lunes a sábado",
    rejected: [{ pattern: /(?<!\bde )\blunes a sábado/i, why: "«atiende de lunes a sábado»" }],
  },
  {
    thing: "calques the Miami read found",
    use: "say it as a Miami customer would",
    rejected: [
      { pattern: /misma visita cuidadosa/i, why: "«el mismo cuidado en cada visita»" },
      { pattern: /alrededor de esas semanas/i, why: "«around those weeks»: «en esas semanas, ajustamos el horario»" },
      { pattern: /en el nivel de la piscina/i, why: "«pool deck level»: «en la terraza de la piscina»" },
      { pattern: /parques? de oficinas/i, why: "«office parks»: «complejos de oficinas»" },
      { pattern: /trato humano/i, why: "«humane» is about the birds: «respeto por las aves»" },
      { pattern: /nervioso o protector/i, why: "«se asusta con facilidad o cuida mucho su territorio»" },
      { pattern: /\bobtenga su cotización/i, why: "«Pida su cotización»" },
      { pattern: /\bcasas? de familia\b/i, why: "«family homes»: «casas unifamiliares» (or «patios familiares»)" },
      { pattern: /de terraza y patio: Enjuagamos/, why: "no capital after a colon in running text" },
      { pattern: /\b(?:más o menos|cerca de|alrededor de) un minuto\b/i, why: "the quote takes «un par de minutos» everywhere" },
    ],
  },
  {
    thing: "lawn mower",
    use: "cortadora de grama",
    rejected: [{ pattern: /\bpodadoras?\b/i, why: "one word for the mower: «cortadora de grama»" }],
  },
  {
    thing: "report (to a building's management)",
    use: "informe",
    rejected: [{ pattern: /\breportes?\b/i, why: "one word: «informe»" }],
  },
  {
    thing: "community and property managers",
    use: "administradores de comunidades",
    rejected: [
      { pattern: /administrador(?:es|as)? de propiedades/i, why: "one name for the people who run a community: «administradores de comunidades»" },
      { pattern: /\bgerentes? de comunidad/i, why: "one name: «administradores de comunidades»" },
    ],
  },
  {
    thing: "welcome (greeting)",
    use: "Le damos la bienvenida",
    note: "The name does not tell the reader's gender: greet without «Bienvenido/a».",
    rejected: [{ pattern: /(?<!la )\bbienvenid[oa]s?\b/i, why: "gendered: the name does not tell; say «Le damos la bienvenida»" }],
  },
  // Issue 50: a Miami editor read a week of the office's, the crew's and a customer's screens.
  {
    thing: "the crew's «on my way» text (the customer's choice of texts)",
    use: "un aviso cuando el equipo va camino a su casa",
    rejected: [{ pattern: /vamos en camino/i, why: "one name for the text: «un aviso cuando el equipo va camino a su casa»" }],
  },
  {
    thing: "a visit's state and a subscription's state, as the customer reads them",
    use: "Realizada; No se hizo: {motivo}; Pago vencido",
    rejected: [
      { pattern: /no se pudo hacer/i, why: "«No se hizo: {motivo}»" },
      { pattern: /pago pendiente/i, why: "past due is «Pago vencido» («pendiente» reads as not yet due)" },
    ],
  },
  {
    thing: "number of dogs (the customer's account form)",
    use: "Número de perros; «Déjelo en blanco si prefiere no decirlo»",
    rejected: [
      { pattern: /\bCuántos perros\b/, why: "a label is a noun: «Número de perros» (in a sentence, «cuántos perros tiene» stays)" },
      { pattern: /cuántos esperar/i, why: "«cuántos perros va a encontrar»" },
      { pattern: /déjelo vacío/i, why: "«déjelo en blanco»" },
    ],
  },
  {
    thing: "visit reminders and schedule changes (the e-mail the day before each visit, and when the visit day or the next visit changes)",
    use: "Recordatorios de visita y cambios de horario",
    rejected: [
      { pattern: /recordatorios? del servicio/i, why: "a reminder of each visit and of changes to it: «Recordatorios de visita y cambios de horario»" },
    ],
  },
  {
    thing: "invitations (customer, office, crew)",
    use: "«¿Dónde y qué día lo visitamos?»; «Tiene una invitación a …»; «la persona que le envió la invitación»",
    rejected: [
      { pattern: /¿dónde y cuándo vamos\?/i, why: "«¿Dónde y qué día lo visitamos?»" },
      { pattern: /\blo invitamos\b/i, why: "«Tiene una invitación a …»" },
      { pattern: /quien lo invitó/i, why: "«la persona que le envió la invitación» (the invitee's gender is not known)" },
    ],
  },
  {
    thing: "a button named in a sentence; the password rules",
    use: "el botón «Cambiar contraseña»; «Esta contraseña tiene muy pocos caracteres distintos; agregue otros»",
    rejected: [
      { pattern: /real, Cambiar contraseña/i, why: "quote the button: «el botón «Cambiar contraseña» le envía…»" },
      { pattern: /repite muy pocos/i, why: "«Esta contraseña tiene muy pocos caracteres distintos; agregue otros»" },
    ],
  },
  {
    thing: "the customer's area (pages and e-mails)",
    use: "panel del cliente (its heading; «su panel del cliente» in a sentence)",
    note: "«Su cuenta de Clean Paws Miami» stays for the sign-in account itself (its password, its e-mail).",
    rejected: [
      { pattern: /\ben su cuenta\b(?! de\b)/i, why: "one name for the customer's area: «en su panel del cliente»" },
      { pattern: /portal del cliente|área de clientes|panel de cliente\b/i, why: "one name for the customer's area: «panel del cliente»" },
    ],
  },
  {
    thing: "service area",
    use: "zona de servicio",
    rejected: [
      { pattern: /área de servicio/i, why: "one name: «zona de servicio»" },
      { pattern: /confirmamos que su zona/i, why: "the confirmation's first step: «Revisamos su solicitud y su zona de servicio.»" },
    ],
  },
  {
    thing: "the crew's page",
    use: "«(opcional; el cliente lee español; …)», «(no enviamos mensajes de 9 p. m. a 8 a. m.)», «Está viendo el {fecha}, no hoy», «programada»",
    rejected: [
      { pattern: /horas de silencio/i, why: "a calque of «quiet hours»: «no enviamos mensajes de 9 p. m. a 8 a. m.»" },
      { pattern: /\blee en (?:inglés|español)/i, why: "who reads: «el cliente lee español»" },
      { pattern: /\bEste es el\b[^.:]{0,40}, no hoy/i, why: "«Está viendo el {fecha}, no hoy»" },
      { pattern: /solo para leer|el día que tocan\b/i, why: "«se pueden ver y se cierran el día que les toca»" },
      {
        pattern: /planificad[ao]s? para|visitas (?:\S+ )?planificadas/i,
        why: "a visit is «programada» («comunidades planificadas», planned communities, stay)",
      },
    ],
  },
  {
    thing: "times of day",
    use: "9:38 a. m., de 8 a. m. a 6 p. m.",
    rejected: [
      { pattern: /\d ?[ap]\.m\./i, why: "the site writes «9:38 a. m.» (with a space, as the Academia does)" },
      { pattern: /\d ?[ap]m\b/i, why: "«6 pm» is English: «6 p. m.»" },
    ],
  },
  // Issue 59: the Miami editor's last list before launch.
  {
    thing: "why a visit was not done (the texts, the crew's page)",
    use: "«portón con llave» (a locked gate); a visit the customer skipped: «El cliente la omitió»",
    rejected: [
      { pattern: /\(portón cerrado\)/i, why: "«cerrado» is closed, not locked: «portón con llave»" },
      { pattern: /el cliente la canceló/i, why: "the customer skipped one visit, not the service: «El cliente la omitió»" },
    ],
  },
  {
    thing: "the e-mails sent whatever the customer's choices",
    use: "«…aunque haya desactivado otros correos en Notificaciones»",
    rejected: [{ pattern: /configuración de recordatorios/i, why: "no such setting: «aunque haya desactivado otros correos en Notificaciones»" }],
  },
  {
    thing: "billing (the customer's billing tab and e-mails)",
    use: "«No pudimos cobrar su último pago»; «Monto»; «Reactivar mi suscripción»",
    rejected: [
      { pattern: /no se pudo cobrar/i, why: "say who: «No pudimos cobrar su último pago»" },
      { pattern: /\bImporte\b/, why: "Miami says «Monto»" },
      { pattern: /volver a comenzar mi suscripción/i, why: "«Reactivar mi suscripción»" },
      { pattern: /\bcada 2 (?:días|semanas|meses|años)\b/i, why: "numbers under ten in words: «cada dos semanas»" },
    ],
  },
  {
    thing: "a pause, as the customer reads it",
    use: "«del 10 al 20 de diciembre de 2026»; «Después se reanudan automáticamente»",
    rejected: [
      { pattern: /vuelven solas/i, why: "«Después se reanudan automáticamente»" },
      {
        pattern: /\bdel (?:\p{L}+ )?\d{1,2} de (\p{L}+) de (\d{4}) al (?:\p{L}+ )?\d{1,2} de \1 de \2\b/iu,
        why: "a range says its month and year once: «del 10 al 20 de diciembre de 2026» (~/lib/dates formatDateRange)",
      },
    ],
  },
  {
    thing: "the visit day as a habit (the customer's plan)",
    use: "«Servicio semanal · los sábados»",
    rejected: [{ pattern: /· (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b/i, why: "a habit takes the plural article: «· los sábados»" }],
  },
  {
    thing: "greetings and plans",
    use: "«Nos alegra que vuelva»; «mes a mes»",
    rejected: [
      { pattern: /\bverle de nuevo\b/i, why: "«Nos alegra que vuelva»" },
      { pattern: /\bde mes a mes\b/i, why: "one form: «mes a mes»" },
    ],
  },
];

/**
 * The English copy's rejected wording: the same review found these in both languages, so they
 * are kept out of the English pages and e-mails as well.
 */
export const englishRejected: { pattern: RegExp; why: string }[] = [
  { pattern: /\brain or shine\b/i, why: "promises service in lightning; say the weather rule (server/content/promises.ts weather)" },
  { pattern: /\bnever share/i, why: "the privacy page names the providers we share data with" },
  { pattern: /\babout a minute\b/i, why: "the quote takes «a couple of minutes» everywhere" },
  { pattern: /\bconfirmation after each visit\b/i, why: "the e-mail is a summary" },
  { pattern: /\breminder settings?\b/i, why: "no such setting: «even if you turned off other e-mails in Notifications»" },
];

/**
 * Every rejected pattern found in a text of one language (Spanish by default), with its entry; on
 * the crew's page (`readers` "crew"), the customers' own rules are left out.
 */
export function rejectedWordsIn(text: string, locale: "en" | "es" = "es", readers: Readers = "customers"): { found: string; thing: string; why: string }[] {
  const hits: { found: string; thing: string; why: string }[] = [];
  const entries: { thing: string; rejected: Rejected[] }[] = locale === "es" ? spanishGlossary : [{ thing: "English copy", rejected: englishRejected }];
  for (const entry of entries) {
    for (const { pattern, why, customersOnly } of entry.rejected) {
      if (customersOnly && readers === "crew") continue;
      const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
      for (const match of text.matchAll(new RegExp(pattern.source, flags))) hits.push({ found: match[0], thing: entry.thing, why });
    }
  }
  return hits;
}
