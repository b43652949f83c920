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
    ],
  },
];

/** Every rejected pattern found in a text, with its entry. */
export function rejectedWordsIn(text: string): { found: string; thing: string; why: string }[] {
  const hits: { found: string; thing: string; why: string }[] = [];
  for (const entry of spanishGlossary) {
    for (const { pattern, why } of entry.rejected) {
      const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
      for (const match of text.matchAll(new RegExp(pattern.source, flags))) hits.push({ found: match[0], thing: entry.thing, why });
    }
  }
  return hits;
}
