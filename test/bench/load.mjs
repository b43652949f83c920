// Load on this machine, loopback only: 5 lead submissions per second for 60 s (plus some
// deliberate duplicate retries) alongside 50 page requests per second, against the production
// build under `wrangler dev`. Afterwards the local D1 is read back: every accepted lead must be
// stored exactly once. Prints the figures; exits non-zero on any error or mismatch.
//
//   npm run load                 (LOAD_PORT, LOAD_SECONDS, LOAD_SKIP_BUILD=1 to reuse a build)
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { startPreview } from "./server.mjs";

const PORT = Number(process.env.LOAD_PORT ?? 4206);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const LEADS_PER_SECOND = 5;
const PAGES_PER_SECOND = 50;
/** Every Nth lead is sent a second time with the same Idempotency-Key and body (a client retry). */
const RETRY_EVERY = 10;
const TIMEOUT_MS = 10_000;

const PAGES = [
  "/",
  "/residential",
  "/commercial",
  "/services",
  "/services/dog-waste-removal",
  "/residential/dog-poop-removal",
  "/commercial/goose-poop-removal",
  "/locations",
  "/locations/miami",
  "/locations/coral-gables",
  "/how-it-works",
  "/blog",
  "/blog/dog-waste-parasites-south-florida",
  "/faq",
  "/pricing",
  "/get-started",
  "/privacy",
  "/sitemap.xml",
];

const run = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One timed request; never throws. */
async function timed(url, init) {
  const started = performance.now();
  try {
    const res = await fetch(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - started, body, headers: res.headers };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, error: error instanceof Error ? error.name : String(error) };
  }
}

function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
const fmt = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : "n/a");

function leadPayload(n) {
  const commercial = n % 4 === 0;
  return {
    fullName: `Load Test ${n}`,
    email: `load-${run}-${n}@example.com`,
    phone: "(305) 555-0142",
    zip_code: commercial ? "33131" : "",
    service_type: commercial ? "commercial" : "residential",
    service_frequency: "weekly",
    referral_source: "other",
    special_instructions: `load run ${run}`,
  };
}

function d1(sql) {
  const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--json", "--config", "wrangler.toml", "--command", sql], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const parsed = JSON.parse(out);
  return parsed[0]?.results ?? [];
}

async function main() {
  console.log(`load: starting the production build on 127.0.0.1:${PORT} (run ${run})`);
  const server = await startPreview({
    port: PORT,
    build: process.env.LOAD_SKIP_BUILD !== "1",
    // The per-IP lead limit (default 10 an hour) would reject this test's own traffic.
    vars: { LEAD_RATE_LIMIT_PER_HOUR: "100000" },
  });
  const origin = server.origin;
  const leadResults = []; // { n, retry, status, ms, id, replayed, error }
  const pageResults = [];
  const inFlight = new Set();
  const track = (p) => {
    inFlight.add(p);
    p.finally(() => inFlight.delete(p));
  };

  const sendLead = (n, retry) =>
    track(
      timed(`${origin}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": `load-${run}-${n}` },
        body: JSON.stringify(leadPayload(n)),
      }).then((r) => {
        let id = null;
        if (r.status === 201) id = JSON.parse(r.body).id;
        leadResults.push({ n, retry, status: r.status, ms: r.ms, id, replayed: r.headers?.get("Idempotent-Replayed") === "true", error: r.error });
      }),
    );
  const sendPage = (i) =>
    track(
      timed(`${origin}${PAGES[i % PAGES.length]}`).then((r) => {
        pageResults.push({ path: PAGES[i % PAGES.length], status: r.status, ms: r.ms, error: r.error });
      }),
    );

  try {
    const totalLeads = SECONDS * LEADS_PER_SECOND;
    const totalPages = SECONDS * PAGES_PER_SECOND;
    const events = [];
    for (let n = 0; n < totalLeads; n++) {
      events.push({ at: (n * 1000) / LEADS_PER_SECOND, run: () => sendLead(n, false) });
      // The retry comes 1.5 s later, like a client that timed out and tried again.
      if (n % RETRY_EVERY === RETRY_EVERY - 1) events.push({ at: (n * 1000) / LEADS_PER_SECOND + 1500, run: () => sendLead(n, true) });
    }
    for (let i = 0; i < totalPages; i++) events.push({ at: (i * 1000) / PAGES_PER_SECOND, run: () => sendPage(i) });
    events.sort((a, b) => a.at - b.at);

    console.log(`load: ${SECONDS} s of ${LEADS_PER_SECOND} leads/s (+1 retry every ${RETRY_EVERY}) and ${PAGES_PER_SECOND} pages/s`);
    const start = performance.now();
    const progress = setInterval(() => {
      console.log(
        `load: ${((performance.now() - start) / 1000).toFixed(0)} s, ${leadResults.length + pageResults.length} answered, ${inFlight.size} in flight`,
      );
    }, 10_000);
    for (const event of events) {
      const wait = start + event.at - performance.now();
      if (wait > 0) await sleep(wait);
      event.run();
    }
    await Promise.all([...inFlight]);
    clearInterval(progress);
    const elapsed = (performance.now() - start) / 1000;
    server.stop();
    await sleep(1000);

    // What the database holds for this run.
    const rows = d1(`SELECT id, email FROM leads WHERE email LIKE 'load-${run}-%'`);
    const events_ = d1(
      `SELECT l.id AS id, COUNT(e.id) AS n FROM leads l LEFT JOIN lead_events e ON e.lead_id = l.id AND e.type = 'created' WHERE l.email LIKE 'load-${run}-%' GROUP BY l.id`,
    );

    const problems = [];
    const firsts = leadResults.filter((r) => !r.retry);
    const retries = leadResults.filter((r) => r.retry);
    const failed = (r) => r.status === 0 || r.status < 200 || r.status >= 400;
    const leadErrors = leadResults.filter((r) => failed(r) || r.status !== 201);
    const pageErrors = pageResults.filter(failed);
    for (const r of leadErrors.slice(0, 5)) problems.push(`lead ${r.n}${r.retry ? " (retry)" : ""}: ${r.status || r.error}`);
    for (const r of pageErrors.slice(0, 5)) problems.push(`page ${r.path}: ${r.status || r.error}`);

    const accepted = new Map(firsts.filter((r) => r.status === 201).map((r) => [r.n, r.id]));
    for (const r of retries) {
      if (r.status !== 201) continue;
      if (accepted.has(r.n) && accepted.get(r.n) !== r.id) problems.push(`retry of lead ${r.n} answered id ${r.id}, first answer was ${accepted.get(r.n)}`);
      if (!r.replayed) problems.push(`retry of lead ${r.n} was not answered as a replay`);
      if (!accepted.has(r.n)) accepted.set(r.n, r.id);
    }
    const byEmail = new Map();
    for (const row of rows) byEmail.set(row.email, (byEmail.get(row.email) ?? 0) + 1);
    for (const [n, id] of accepted) {
      const count = byEmail.get(`load-${run}-${n}@example.com`) ?? 0;
      if (count !== 1) problems.push(`lead ${n} (id ${id}) stored ${count} times`);
    }
    // A lead whose answer never came may or may not be stored, but never twice.
    const unanswered = new Set(leadResults.filter((r) => r.status === 0).map((r) => r.n));
    for (const n of unanswered)
      if (!accepted.has(n) && (byEmail.get(`load-${run}-${n}@example.com`) ?? 0) > 1) problems.push(`unanswered lead ${n} stored twice`);
    const unexpected = rows.filter((row) => {
      const n = Number(row.email.slice(`load-${run}-`.length).split("@")[0]);
      return !accepted.has(n) && !unanswered.has(n);
    });
    if (unexpected.length) problems.push(`${unexpected.length} rows for leads that were refused`);
    const withoutEvent = events_.filter((e) => e.n !== 1);
    if (withoutEvent.length) problems.push(`${withoutEvent.length} stored leads without exactly one created event`);

    const leadMs = leadResults
      .filter((r) => r.status)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const pageMs = pageResults
      .filter((r) => r.status)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const timeouts = [...leadResults, ...pageResults].filter((r) => r.status === 0).length;
    console.log("");
    console.log(`duration            ${elapsed.toFixed(1)} s`);
    console.log(
      `requests sent       ${leadResults.length + pageResults.length} (${firsts.length} leads + ${retries.length} duplicate retries, ${pageResults.length} pages)`,
    );
    console.log(`errors              ${leadErrors.length + pageErrors.length} (non-2xx/3xx or no answer; ${timeouts} timeouts/network errors)`);
    console.log(`leads latency       median ${fmt(percentile(leadMs, 0.5))}  p95 ${fmt(percentile(leadMs, 0.95))}  p99 ${fmt(percentile(leadMs, 0.99))}`);
    console.log(`pages latency       median ${fmt(percentile(pageMs, 0.5))}  p95 ${fmt(percentile(pageMs, 0.95))}  p99 ${fmt(percentile(pageMs, 0.99))}`);
    console.log(`retries replayed    ${retries.filter((r) => r.replayed).length} of ${retries.length} (same id, Idempotent-Replayed: true)`);
    console.log(`leads accepted      ${accepted.size} (${unanswered.size} unanswered)`);
    console.log(
      `rows found          ${rows.length} (${[...byEmail.values()].filter((c) => c > 1).length} duplicated, ${events_.length - withoutEvent.length} with their created event)`,
    );
    if (problems.length) {
      console.error(`\nFAILED:\n- ${problems.join("\n- ")}`);
      process.exitCode = 1;
    } else {
      console.log("\nOK: zero errors; every accepted lead is stored exactly once.");
    }
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
