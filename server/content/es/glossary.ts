/**
 * The Spanish glossary: one word per thing, for everyone who writes Spanish copy (pages, wizard,
 * e-mails). Written for Miami readers, formal "usted", with the words they use (grama, canteros,
 * portón, aguaceros). `rejected` lists the words that drifted in before, and why; the copy test
 * (test/worker/copy-promises.test.ts) reads every Spanish page and e-mail and fails on any of them.
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
  rejected: { pattern: RegExp; why: string }[];
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
    rejected: [{ pattern: /limpieza de patios/i, why: "locals read it as yard debris or landscaping: it draws tree-trimming calls" }],
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
      { pattern: /\bHecha\b/, why: "a visit's status as a customer says it: «Realizada»" },
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
];

/** Every rejected pattern found in a text of one language (Spanish by default), with its entry. */
export function rejectedWordsIn(text: string, locale: "en" | "es" = "es"): { found: string; thing: string; why: string }[] {
  const hits: { found: string; thing: string; why: string }[] = [];
  const entries = locale === "es" ? spanishGlossary : [{ thing: "English copy", rejected: englishRejected }];
  for (const entry of entries) {
    for (const { pattern, why } of entry.rejected) {
      const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
      for (const match of text.matchAll(new RegExp(pattern.source, flags))) hits.push({ found: match[0], thing: entry.thing, why });
    }
  }
  return hits;
}
