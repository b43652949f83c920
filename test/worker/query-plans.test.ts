import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDate, mondayOf } from "~/lib/dates";
import { createDb } from "~server/db/client";
import { runDailyJobs } from "~server/jobs/daily";
import { queueVisitReminders } from "~server/jobs/reminders";
import { accountRecords, serviceCounts } from "~server/models/service-account";
import { planVisits } from "~server/models/visits";
import { signedInUser } from "./support/auth";
import { type RecordedStatement, recordingD1 } from "./support/d1-calls";
import { insertLead } from "./support/leads";
import { closedVisit, convertedCustomer, crewMember, onRoute, todaysVisit } from "./support/visits";
import { canceledService, pausedService } from "./support/service";
import { receivedReply, sentText } from "./support/texts";
import { fetchApp } from "./support/worker";

/**
 * Every list the office waits for, and the daily job, reads through an index (issue 61): the SQL
 * the pages and the job really run is recorded through a D1 seam, each statement's plan is asked of
 * SQLite (EXPLAIN QUERY PLAN, with the values it was run with), and a scan of one of the tables
 * that grow with the business (leads, visits, texts, lead history), whole or along an index it does
 * not search by key, fails the test unless ALLOWED names it with its reason. The plans do not depend on how many rows there are (D1 keeps
 * no statistics a test could change), so a few rows show the plan of fifty thousand.
 */

const GROWING = ["leads", "visits", "sms_messages", "lead_events"] as const;

/**
 * Scans accepted, each with its reason: the table and a pattern over the statement's SQL, and where
 * the index matters, one over its plan (SQLite, with no statistics, may pick any index of the
 * active leads for a count and read each row through it). Every entry must still be met by some
 * statement (a stale entry fails the test too).
 */
const ALLOWED: { table: (typeof GROWING)[number]; sql: RegExp; plan?: RegExp; reason: string }[] = [
  {
    table: "leads",
    sql: /^select .* from "leads" where .*order by "leads"\."created_at" desc, "leads"\."id" desc limit \?/s,
    reason: "a page of the lead list: newest first along the active (or deleted) leads' index, stopping after one page",
  },
  {
    table: "leads",
    sql: /^select count\(\*\) from "leads" where/s,
    reason: "the lead list's count: entries of an active leads' index (a search or a billing filter reads each row it counts)",
  },
  {
    table: "leads",
    sql: /^select "status", count\(\*\) from "leads" where "leads"\."deleted_at" is null group by "leads"\."status"$/s,
    plan: /^SCAN leads USING (COVERING )?INDEX leads_active_status_created_idx$/,
    reason: "the lead list's four cards: the active leads' status index, entries only",
  },
  {
    table: "leads",
    sql: /^select CASE\s.* count\(\*\) from "leads" where "leads"\."deleted_at" is null group by/s,
    reason: "the overview's services by state: each active lead once, on the overview only",
  },
  {
    table: "leads",
    sql: /FROM leads INDEXED BY leads_unplannable_idx/,
    reason: "Ready to schedule: a partial index that holds only the customers a visit detail may be missing for",
  },
  {
    table: "leads",
    sql: /^select .* from "leads" where .*order by "leads"\."created_at" desc, "leads"\."id" desc$/s,
    reason: "the CSV export: every lead the filters keep, by definition",
  },
];

/** A scan of a table, whole or along an index (a search by an index's key reads SEARCH). */
const SCAN = /^SCAN (\w+)/;

interface Scan {
  table: string;
  sql: string;
  plan: string;
}

/** The scans of the growing tables in each statement's plan: whole (SCAN t) or along an index not searched by its key (SCAN t USING INDEX i). */
async function scansOf(statements: RecordedStatement[]): Promise<Scan[]> {
  const seen = new Set<string>();
  const scans: Scan[] = [];
  for (const s of statements) {
    const key = `${s.sql}\u0000${JSON.stringify(s.params)}`;
    if (seen.has(key) || !/^\s*(select|update|delete|insert|with)\b/i.test(s.sql)) continue;
    seen.add(key);
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
      .bind(...s.params)
      .all<{ detail: string }>();
    const plan = results.map((r) => r.detail).join(" | ");
    // A scan of a table under an alias names the alias: `FROM leads l` reads "SCAN l".
    const aliases = new Map<string, string>();
    for (const m of s.sql.matchAll(/\b(?:from|join)\s+"?(\w+)"?\s+(?:as\s+)?"?(\w+)"?/gi)) if (m[1] && m[2]) aliases.set(m[2], m[1]);
    for (const row of results) {
      const table = SCAN.exec(row.detail)?.[1];
      const named = table && (GROWING as readonly string[]).includes(table) ? table : table && aliases.get(table);
      if (named && (GROWING as readonly string[]).includes(named)) scans.push({ table: named, sql: s.sql, plan });
    }
  }
  return scans;
}

const allows = (a: (typeof ALLOWED)[number], s: Scan) => a.table === s.table && a.sql.test(s.sql) && (a.plan?.test(s.plan) ?? true);
const unexplained = (scans: Scan[]) => scans.filter((s) => !ALLOWED.some((a) => allows(a, s)));

const TODAY = businessDate();
let office = "";
let crewCookie = "";
let leadId = 0;

/** Each page as the office (or the crew) opens it, through a D1 that records what it runs. */
async function pageStatements(): Promise<RecordedStatement[]> {
  const recorder = recordingD1();
  const appEnv = { ...env, DB: recorder.db };
  const pages: [string, string][] = [
    ["/admin", office],
    ["/admin?status=converted", office],
    ["/admin?billing=paused", office],
    ["/admin?locale=es&page=2", office],
    ["/admin?view=deleted", office],
    ["/admin?q=Plan", office],
    ["/admin/team", office],
    ["/admin/team?q=plan&page=2", office],
    ["/admin/visits", office],
    [`/admin/visits?date=${addDays(TODAY, 1)}`, office],
    ["/admin/visits", crewCookie],
    ["/es/admin/visits", crewCookie],
    ["/admin/schedule", office],
    [`/admin/schedule?week=${addDays(mondayOf(TODAY), 7)}`, office],
    ["/admin/overview", office],
    ["/admin/leads.csv", office],
    [`/admin/leads/${leadId}/edit`, office],
  ];
  for (const [path, cookie] of pages) {
    const res = await fetchApp(path, appEnv, { headers: { Cookie: cookie } });
    expect(res.status, path).toBe(200);
    await res.arrayBuffer();
  }
  return recorder.statements;
}

/** The daily job's statements (planning, the purge, the replies' digest, the summaries), the service account's and the day-before reminders'. */
async function jobStatements(): Promise<RecordedStatement[]> {
  const recorder = recordingD1();
  const appEnv = { ...env, DB: recorder.db };
  const result = await runDailyJobs(appEnv, new Date());
  expect(result.failed).toEqual([]);
  const recorded = createDb(recorder.db);
  await planVisits(recorded, TODAY, { leadId });
  await accountRecords(recorded, [leadId], TODAY);
  await accountRecords(recorded, "all", TODAY);
  await serviceCounts(recorded, TODAY);
  // The afternoon's day-before reminders (their messages kept from the queue).
  await queueVisitReminders(recorded, { ...env, LEAD_NOTIFICATIONS: { sendBatch: () => Promise.resolve() } } as unknown as Env, new Date());
  return recorder.statements;
}

beforeAll(async () => {
  office = await signedInUser({ email: "plans.office@example.com", password: "plans office password" }, "admin", "Olive Plans");
  const crew = await crewMember("plans.crew@example.com", "es", "Carla Plans");
  crewCookie = crew.cookie;
  for (let i = 0; i < 12; i++) {
    const { lead, user } = await convertedCustomer({ name: `Plan Customer ${i}`, texts: true, lead: { first_name: `Plan${i}`, locale: i % 2 ? "es" : "en" } });
    if (i === 0) leadId = lead.id;
    // Its history: the factory's rows (made, converted) and, on the route, the assignment's.
    if (i % 3 !== 2) await onRoute(lead.id, crew.user.id);
    const past = await closedVisit(lead.id, addDays(TODAY, -7), { status: "done" });
    await todaysVisit(lead.id, TODAY);
    await sentText({
      lead_id: lead.id,
      visit_id: past.id,
      event: "visit_closed",
      event_key: `plans:${lead.id}`,
      to_phone: "+13055550100",
      body: "Done",
      status: "sent",
    });
    await receivedReply({ lead_id: lead.id, phone: "+13055550100", body: "Thanks", message_sid: `SMplans${lead.id}`, received_at: new Date().toISOString() });
    if (i === 4) await pausedService(lead.id, TODAY, addDays(TODAY, 14), { created_by: user.id });
    if (i === 5) await canceledService(lead.id, addDays(TODAY, 10), "moving", { comment: "", created_by: user.id });
  }
  for (let i = 0; i < 6; i++) await insertLead({ first_name: `PlanNew${i}`, status: i % 2 ? "new" : "contacted" });
  await insertLead({ first_name: "PlanGone", deleted_at: new Date(Date.now() - 40 * 86_400_000).toISOString() });
});

describe("the office's pages and the daily job read through indexes", () => {
  it("no page the office waits for, nor the daily job, scans leads, visits, texts or lead history in full", async () => {
    const statements = [...(await pageStatements()), ...(await jobStatements())];
    expect(statements.length).toBeGreaterThan(50);
    const scans = await scansOf(statements);
    expect(unexplained(scans).map((s) => `${s.table}: ${s.plan}\n  ${s.sql}`)).toEqual([]);
    // Every allowance is still needed: one no statement meets is taken out.
    for (const allowed of ALLOWED)
      expect(
        scans.some((s) => allows(allowed, s)),
        allowed.reason,
      ).toBe(true);
  });
});

/** The plan SQLite gives a statement, with the values it was run with. */
async function planOf(statement: RecordedStatement): Promise<string> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join(" | ");
}

/** The statements a page ran, as the office opens it. */
async function statementsOfPage(path: string): Promise<RecordedStatement[]> {
  const recorder = recordingD1();
  const res = await fetchApp(path, { ...env, DB: recorder.db }, { headers: { Cookie: office } });
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  return recorder.statements;
}

describe("the lead list's side reads look up keys, not every customer", () => {
  it("the duplicate flag looks each row's e-mail and phone up, and Ready to schedule reads its partial index", async () => {
    const statements = await statementsOfPage("/admin?status=converted");
    const duplicates = statements.find((s) => /WITH page AS MATERIALIZED/.test(s.sql));
    expect(duplicates).toBeTruthy();
    const plan = await planOf(duplicates!);
    expect(plan).toMatch(/SEARCH others USING INDEX leads_active_email_key_idx \(<expr>=\?/);
    expect(plan).toMatch(/SEARCH others USING INDEX leads_active_phone_key_idx \(<expr>=\?/);
    const ready = statements.find((s) => /FROM leads INDEXED BY leads_unplannable_idx/.test(s.sql));
    expect(ready).toBeTruthy();
    expect(await planOf(ready!)).toMatch(/^SCAN leads USING INDEX leads_unplannable_idx/);
  });
});

describe("the week board reads its stops from indexes alone", () => {
  it("visits by day and each stop's customer come from covering indexes, not the tables' rows", async () => {
    const board = (await statementsOfPage("/admin/schedule")).find((s) => /INDEXED BY leads_stop_idx/.test(s.sql));
    expect(board).toBeTruthy();
    const plan = await planOf(board!);
    expect(plan).toMatch(/SEARCH visits USING COVERING INDEX visits_date_status_lead_idx \(date=\?/);
    expect(plan).toMatch(/SEARCH leads USING COVERING INDEX leads_stop_idx \(id=\?/);
  });
});

describe("the check itself", () => {
  it("fails when an index the office's day relies on is dropped", async () => {
    const index = (await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'visits_date_status_lead_idx'").first<{ sql: string }>())
      ?.sql;
    expect(index).toBeTruthy();
    await env.DB.exec("DROP INDEX visits_date_status_lead_idx");
    try {
      const recorded = await pageStatements();
      const scans = unexplained(await scansOf(recorded));
      expect(scans.some((s) => s.table === "visits" && /"visits"\."date" = \?/.test(s.sql))).toBe(true);
    } finally {
      // Put back for the files after this one (they share the database's schema).
      await env.DB.exec(index!.replace(/\s+/g, " "));
    }
    expect(await env.DB.prepare("SELECT 1 AS n FROM sqlite_master WHERE name = 'visits_date_status_lead_idx'").first()).toEqual({ n: 1 });
  });
});
