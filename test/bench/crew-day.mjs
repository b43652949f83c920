// A crew member's day for the benchmarks (npm run bench:js): a crew account with `stops`
// customers on its route, each with a visit planned today in Miami, and a signed-in session, all
// through the development server's own seeding routes (POST /dev/seed/*, server/api/dev-seed.ts),
// as the end-to-end specs seed: the running server is the only writer of its local D1 and KV.

export const sql = (value) => `'${String(value).replace(/'/g, "''")}'`;

/** Today in Miami (America/New_York), "2026-11-28": the crew page's default day (app/lib/dates.ts businessDate). */
export const miamiToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

/** One of the development server's seeding routes (server/api/dev-seed.ts): its JSON answer. */
export async function seed(origin, route, body) {
  const res = await fetch(`${origin}/dev/seed/${route}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`seeding /dev/seed/${route} failed (${res.status}): ${await res.text()}`);
  return res.json();
}

/**
 * Seeds a crew account in `locale` and its day of `stops` open stops (gate codes and office notes,
 * customers in both languages, as a real route has), and returns the cookies of its session, for
 * a browser context of `origin`.
 */
export async function crewDayCookies(origin, { stops = 8, locale = "en" } = {}) {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;
  const crew = `bench.crew.${run}@example.com`;
  await seed(origin, "account", { email: crew, password: `bench crew ${run}`, role: "crew", name: "Bench Crew", locale });
  const today = miamiToday();
  for (let i = 0; i < stops; i++) {
    const email = `bench.stop.${run}.${i}@example.com`;
    const customerLocale = i % 2 ? "es" : "en";
    // The lead, its account, its visit today and its place at the end of the route, by the test
    // factory through the owner (server/leads/seed-lead.ts).
    await seed(origin, "lead", {
      lead: {
        first_name: "Marta",
        last_name: `Stop ${i + 1}`,
        full_name: `Marta Stop ${i + 1}`,
        email,
        phone: "(305) 555-0160",
        address: `${10 + i} Palm Ave, Miami, FL`,
        zip_code: "33133",
        service_type: "residential",
        service_frequency: "weekly",
        preferred_day: "monday",
        status: "converted",
        gate_instructions: "Side gate, code 4512. Rex stays inside.",
        special_instructions: i % 3 ? "" : "Two dogs; bags by the shed.",
        locale: customerLocale,
      },
    });
    await seed(origin, "customer", { email, name: `Marta Stop ${i + 1}`, locale: customerLocale });
    await seed(origin, "visit", { email, date: today });
    await seed(origin, "route", { customer: email, crew });
  }
  const { sessionId } = await seed(origin, "session", { email: crew });
  return [{ name: "session", value: sessionId, url: origin }];
}
