// npm run bench:scale: the office's and the crew's pages, the customer area, the CSV export and the
// daily job as the business grows. For each size (customers: 50, 500, 5,000 and 50,000 unless
// --sizes says otherwise) a fresh local production build's database is seeded through the server's
// own /dev/seed/sql (as the end-to-end specs seed theirs): one crew member per 250 customers (each
// route spread over the six service days), two years of closed weekly visits, a text for each
// visit of the customers who agreed to texts, the leads' history, replies, and half as many
// prospects as customers. After the daily job, waits for the work it queued to finish (the queues
// run in the same local runtime; deployed, the job runs at night). Prints each page's server time
// (from outside, identity encoding, median of 11) and bytes, the daily job's time and D1 calls (its first run, which plans four weeks for
// everyone, and the next day's), and the database's rows and bytes. Writes reports/scale.json.
// Options: --sizes 50,500 --no-build --port N (default 4352) --inspector-port N (default 9352)
// --keep (leave each size's database in .wrangler/scale-state-<size>, to look into afterwards).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPreview } from "./server.mjs";

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SIZES = (option("--sizes") ?? "50,500,5000,50000").split(",").map(Number);
const PORT = Number(option("--port")) || 4352;
const INSPECTOR = Number(option("--inspector-port")) || 9352;
const BUILD = !args.includes("--no-build");
const KEEP = args.includes("--keep");
/** Requests per page after the first: a median of 11, as medians of 3 moved by up to 2× on this shared 2-core machine. */
const RUNS = 11;
/** Customers a crew member's route holds (20 crew members at 5,000 customers). */
const PER_CREW = 250;
/** Customers seeded per request (one batch each). */
const CHUNK = 5000;
const WEEKS = 104;

/** GET `path` with a cookie; the time to the last byte and the body's size. */
function get(origin, path, cookie) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(`${origin}${path}`, { headers: { "Accept-Encoding": "identity", ...(cookie ? { Cookie: cookie } : {}) } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on("error", reject);
    req.setTimeout(600_000, () => req.destroy(new Error(`timeout ${path}`)));
  });
}

async function post(origin, path, body) {
  const res = await fetch(`${origin}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

const sql = (origin, text) => post(origin, "/dev/seed/sql", { sql: text });

/** A session cookie for an existing account. */
const sessionOf = async (origin, email) => `session=${(await post(origin, "/dev/seed/session", { email })).sessionId}`;

/** Today in Miami, or Monday when today is a Sunday (no service): a day with stops. */
function serviceDay() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** The business of `customers` customers, seeded in SQL the server runs. */
async function seed(origin, customers) {
  const crews = Math.max(1, Math.round(customers / PER_CREW));
  await post(origin, "/dev/seed/account", { email: "scale.office@example.com", password: "scale office password", role: "admin", name: "Scale Office" });
  await sql(
    origin,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${crews})
     INSERT INTO users (email, password_hash, role, name, status) SELECT 'scale.crew' || i || '@example.com', '', 'crew', 'Crew ' || i, 'active' FROM n`,
  );
  const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
  for (let from = 1; from <= customers; from += CHUNK) {
    const to = Math.min(customers, from + CHUNK - 1);
    const range = `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})`;
    const day = `CASE i % 6 ${days.map((d, k) => `WHEN ${k} THEN '${d}'`).join(" ")} END`;
    await sql(
      origin,
      `${range}
       INSERT INTO leads (first_name, last_name, full_name, email, phone, address, zip_code, service_type, property_type, service_frequency, preferred_day, status, sms_updates, sms_consent_version, sms_consent_at, locale, created_at, updated_at, status_changed_at, special_instructions, gate_instructions, dogs)
       SELECT 'Customer' || i, 'Scale', 'Customer' || i || ' Scale', 'scale.c' || i || '@example.com', '(305) 555-' || printf('%04d', i % 10000),
         (100 + i) || ' Coral Way, Miami, FL', '33143', 'residential', 'Residential', 'weekly', ${day}, 'converted',
         i % 2, CASE WHEN i % 2 = 1 THEN 'v1' END, CASE WHEN i % 2 = 1 THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-730 days') END,
         CASE WHEN i % 4 = 0 THEN 'es' ELSE 'en' END,
         strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (731 + i % 30) || ' days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-730 days'),
         strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-730 days'), 'Two dogs, side gate', 'Gate code 1234', 1 + i % 3
       FROM n;
       ${range}
       INSERT INTO users (email, password_hash, role, name, status, lead_id, locale)
       SELECT l.email, '', 'customer', l.full_name, 'active', l.id, l.locale FROM n JOIN leads l ON l.email = 'scale.c' || i || '@example.com';
       ${range}
       INSERT INTO crew_assignments (lead_id, crew_user_id, position)
       SELECT l.id, (SELECT id FROM users WHERE email = 'scale.crew' || (1 + (i / 6) % ${crews}) || '@example.com'), i
       FROM n JOIN leads l ON l.email = 'scale.c' || i || '@example.com';
       ${range}, w(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM w WHERE k < ${WEEKS})
       INSERT INTO visits (lead_id, user_id, date, status, note, completed_at, completed_by, summary_queued_at, summary_sent_at)
       SELECT u.lead_id, u.id, date('now', '-' || (7 * k + (i % 6)) || ' days'), 'done', 'All clean, gate closed.',
         strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (7 * k + (i % 6)) || ' days'), NULL,
         strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (7 * k + (i % 6)) || ' days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (7 * k + (i % 6)) || ' days')
       FROM n JOIN users u ON u.email = 'scale.c' || i || '@example.com' CROSS JOIN w;
       ${range}
       INSERT INTO lead_events (lead_id, type, from_status, to_status, actor, created_at)
       SELECT l.id, t.type, t.f, t.s, 'scale@example.com', l.created_at FROM n JOIN leads l ON l.email = 'scale.c' || i || '@example.com'
       CROSS JOIN (SELECT 'created' AS type, NULL AS f, 'new' AS s UNION ALL SELECT 'status_changed', 'new', 'contacted' UNION ALL SELECT 'converted', 'contacted', 'converted' UNION ALL SELECT 'edited', NULL, NULL) t;
       ${range}
       INSERT INTO sms_replies (lead_id, phone, body, message_sid, received_at, forward_status, forwarded_at)
       SELECT l.id, '+1305555' || printf('%04d', i % 10000), 'Thanks! Gate is open.', 'SMscale' || i || '_' || k, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (k * 180 + i % 90) || ' days'), 'sent', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (k * 180 + i % 90) || ' days')
       FROM n JOIN leads l ON l.email = 'scale.c' || i || '@example.com' CROSS JOIN (SELECT 1 AS k UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) r`,
    );
    // One text a closed visit for the customers who agreed to texts.
    await sql(
      origin,
      `INSERT INTO sms_messages (lead_id, visit_id, event, event_key, to_phone, locale, body, status, provider_sid, attempts, created_at, updated_at)
       SELECT v.lead_id, v.id, 'visit_closed', 'visit:' || v.id || ':visit_closed', '+13055550100', l.locale, 'Clean Paws: your yard is done. All clean, gate closed.', 'delivered', 'SM' || v.id, 1, v.completed_at, v.completed_at
       FROM leads l JOIN visits v ON v.lead_id = l.id
       WHERE l.sms_updates = 1 AND l.email LIKE 'scale.c%' AND v.id > (SELECT coalesce(max(visit_id), 0) FROM sms_messages)`,
    );
  }
  // Half as many prospects as customers, over two years.
  await sql(
    origin,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${Math.max(1, Math.floor(customers / 2))})
     INSERT INTO leads (first_name, last_name, full_name, email, phone, address, zip_code, service_type, property_type, status, created_at, updated_at, status_changed_at, deleted_at)
     SELECT 'Prospect' || i, 'Scale', 'Prospect' || i || ' Scale', 'scale.p' || i || '@example.com', '(786) 555-' || printf('%04d', i % 10000), (200 + i) || ' Sunset Dr, Miami, FL', '33143', 'residential', 'Residential',
       CASE i % 4 WHEN 0 THEN 'new' WHEN 1 THEN 'contacted' WHEN 2 THEN 'scheduled' ELSE 'lost' END,
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 730) || ' days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 730) || ' days'),
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 730) || ' days'), CASE WHEN i % 20 = 0 THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 60) || ' days') END
     FROM n;
     INSERT INTO lead_events (lead_id, type, to_status, actor, created_at) SELECT id, 'created', 'new', 'visitor', created_at FROM leads WHERE email LIKE 'scale.p%'`,
  );
  return crews;
}

/** Rows per table, and the bytes of the database's file. */
async function footprint(origin, state) {
  const tables = ["leads", "users", "visits", "sms_messages", "sms_replies", "lead_events", "crew_assignments"];
  const counts = {};
  for (const t of tables) counts[t] = Number((await sql(origin, `SELECT count(*) AS n FROM ${t}`)).rows[0].n);
  const files = readdirSync(join(state, "v3", "d1"), { recursive: true }).filter((f) => /\.sqlite(-wal)?$/.test(String(f)));
  const bytes = files.reduce((sum, f) => sum + statSync(join(state, "v3", "d1", String(f))).size, 0);
  return { counts, bytes };
}

/** The daily job's run: its time from outside and the calls to D1 its log line counts. */
async function dailyRun(origin, logFile) {
  const before = readFileSync(logFile, "utf8").length;
  const started = Date.now();
  const res = await get(origin, "/cdn-cgi/handler/scheduled?cron=30+8+*+*+*");
  const ms = Date.now() - started;
  let line = null;
  for (let wait = 0; wait < 100 && !line; wait++) {
    line =
      readFileSync(logFile, "utf8")
        .slice(before)
        .split("\n")
        .find((l) => l.includes('"event":"daily_jobs"')) ?? null;
    if (!line) await new Promise((r) => setTimeout(r, 100));
  }
  const entry = line ? JSON.parse(line.slice(line.indexOf("{"))) : {};
  return { status: res.status, ms, d1Calls: entry.d1Calls ?? null, added: entry.added ?? null, failed: entry.failed ?? null };
}

/**
 * Waits until the Worker's log has not grown for 3 s (at most 120 s): the daily job leaves work on
 * the queues (at 5,000 customers, a position to look up for each), which the same local runtime
 * does while pages are measured. Deployed, the job runs at night. Answers the seconds waited.
 */
async function settled(logFile) {
  const started = Date.now();
  let size = -1;
  let still = 0;
  while (still < 3 && Date.now() - started < 120_000) {
    const now = statSync(logFile).size;
    still = now === size ? still + 1 : 0;
    size = now;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return Math.round((Date.now() - started) / 1000);
}

async function measure(origin, pages) {
  const out = [];
  for (const [label, path, cookie] of pages) {
    await get(origin, path, cookie); // the first render of the route
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await get(origin, path, cookie));
    out.push({ label, path, status: runs[0].status, ms: median(runs.map((r) => r.ms)), kb: runs[0].bytes / 1024 });
  }
  return out;
}

async function runSize(customers, build) {
  const state = `.wrangler/scale-state-${customers}`;
  const logFile = join(tmpdir(), `scale-${customers}-${process.pid}.log`);
  rmSync(state, { recursive: true, force: true });
  const server = await startPreview({ port: PORT, inspectorPort: INSPECTOR, build, persistTo: state, logFile, testScheduled: true });
  try {
    const seeding = Date.now();
    const crews = await seed(server.origin, customers);
    const seedSeconds = (Date.now() - seeding) / 1000;
    const first = await dailyRun(server.origin, logFile);
    const next = await dailyRun(server.origin, logFile);
    const settle = await settled(logFile);
    const office = await sessionOf(server.origin, "scale.office@example.com");
    const crew = await sessionOf(server.origin, "scale.crew1@example.com");
    const customer = await sessionOf(server.origin, "scale.c1@example.com");
    const crewId = (await sql(server.origin, "SELECT id FROM users WHERE email = 'scale.crew1@example.com'")).rows[0].id;
    const leadId = (await sql(server.origin, "SELECT lead_id FROM users WHERE email = 'scale.c1@example.com'")).rows[0].lead_id;
    const day = serviceDay();
    const pages = await measure(server.origin, [
      ["office: lead list", "/admin", office],
      ["office: lead list, customers", "/admin?status=converted", office],
      ["office: lead list, search", "/admin?q=Customer12", office],
      // One customer looked up by e-mail: the same one row at every size.
      ["office: lead list, one customer", "/admin?q=scale.c12%40example.com", office],
      ["office: a lead opened", `/admin/leads/${leadId}`, office],
      ["office: overview", "/admin/overview", office],
      ["office: team", "/admin/team", office],
      ["office: the day", `/admin/visits?date=${day}`, office],
      ["office: the day, one route", `/admin/visits?date=${day}&crew=${crewId}`, office],
      ["office: week board", "/admin/schedule", office],
      ["office: CSV export", "/admin/leads.csv", office],
      ["crew: the day", `/admin/visits?date=${day}`, crew],
      ["crew: the day (es)", `/es/admin/visits?date=${day}`, crew],
      ["customer area", "/customer", customer],
    ]);
    const size = await footprint(server.origin, state);
    return { customers, crews, seedSeconds, settle, daily: { first, next }, pages, ...size };
  } finally {
    server.stop();
    await new Promise((r) => setTimeout(r, 1500));
    if (KEEP) console.log(`  kept the database in ${state}`);
    else rmSync(state, { recursive: true, force: true });
  }
}

const results = [];
for (const [k, customers] of SIZES.entries()) {
  console.log(`bench:scale: ${customers} customers${BUILD && k === 0 ? " (building first)" : ""}...`);
  const result = await runSize(customers, BUILD && k === 0);
  results.push(result);
  console.log(
    `  seeded in ${result.seedSeconds.toFixed(0)} s: ${result.crews} crew members, ${Object.entries(result.counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(", ")}; ${(result.bytes / 1e6).toFixed(1)} MB`,
  );
  for (const [name, run] of Object.entries(result.daily))
    console.log(`  daily job (${name} run): ${run.ms} ms, ${run.d1Calls} D1 calls, ${run.added} visits added, failed: ${run.failed}`);
  console.log(`  the queues settled ${result.settle} s after the daily job; then the pages:`);
  for (const p of result.pages)
    console.log(`  ${p.label.padEnd(32)} ${String(p.status).padEnd(4)} ${p.ms.toFixed(0).padStart(6)} ms ${p.kb.toFixed(0).padStart(7)} KB`);
}

console.log("\n| page | " + results.map((r) => `${r.customers} customers`).join(" | ") + " |");
console.log("|---|" + results.map(() => "---|").join(""));
for (const [i, p] of results[0].pages.entries())
  console.log(`| ${p.label} | ` + results.map((r) => `${r.pages[i].ms.toFixed(0)} ms, ${r.pages[i].kb.toFixed(0)} KB`).join(" | ") + " |");
for (const run of ["first", "next"])
  console.log(`| daily job (${run} run) | ` + results.map((r) => `${r.daily[run].ms} ms, ${r.daily[run].d1Calls} calls`).join(" | ") + " |");
console.log(`| database | ` + results.map((r) => `${(r.bytes / 1e6).toFixed(1)} MB`).join(" | ") + " |");

mkdirSync("reports", { recursive: true });
writeFileSync("reports/scale.json", JSON.stringify(results, null, 2));
