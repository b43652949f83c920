// A customer for the benchmarks (npm run bench:js, npm run lighthouse): a converted weekly
// customer with an account, three closed visits and the next one planned, and a signed-in
// session, all through the development server's own seeding routes (POST /dev/seed/*), as the
// crew's day is seeded (crew-day.mjs).
import { miamiToday, seed, sql } from "./crew-day.mjs";

const day = (date, days) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Seeds a customer in `locale` and returns the cookies of its session, for a browser context of `origin`. */
export async function customerCookies(origin, { locale = "en" } = {}) {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;
  const email = sql(`bench.customer.${run}@example.com`);
  const lead = `(SELECT id FROM leads WHERE email = ${email})`;
  const today = miamiToday();
  const visit = (date, status, note) =>
    `INSERT INTO visits (lead_id, user_id, date, status, skip_reason, note, completed_at) SELECT lead_id, id, ${sql(date)}, ${sql(status)}, ${status === "skipped" ? "'weather'" : "NULL"}, ${sql(note)}, ${status === "scheduled" ? "NULL" : sql(`${date} 15:00:00`)} FROM users WHERE email = ${email};`;
  // The lead by the test factory, through the owner (server/leads/seed-lead.ts); its account and visits in SQL.
  await seed(origin, "lead", {
    lead: {
      first_name: "Marta",
      last_name: "Bench",
      full_name: "Marta Bench",
      email: `bench.customer.${run}@example.com`,
      phone: "(305) 555-0161",
      address: "12 Palm Ave, Miami, FL",
      zip_code: "33133",
      service_type: "residential",
      service_frequency: "weekly",
      preferred_day: "monday",
      status: "converted",
      gate_instructions: "Side gate, code 4512. Rex stays inside.",
      locale,
    },
  });
  const statements = [
    `INSERT INTO users (email, password_hash, role, name, locale, lead_id) VALUES (${email}, '', 'customer', 'Marta Bench', ${sql(locale)}, ${lead});`,
    visit(day(today, -21), "done", "All clear, gate latched."),
    visit(day(today, -14), "done", ""),
    visit(day(today, -7), "skipped", "Gate locked."),
    visit(day(today, 7), "scheduled", ""),
  ];
  await seed(origin, "sql", { sql: statements.join(" ") });
  const { sessionId } = await seed(origin, "session", { email: `bench.customer.${run}@example.com` });
  return [{ name: "session", value: sessionId, url: origin }];
}
