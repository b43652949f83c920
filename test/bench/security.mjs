// Abuse suite on this machine, loopback only: the production build under `wrangler dev`, run as
// ENVIRONMENT=production with local stand-in secrets, is sent hostile requests, races and replays;
// the local D1 is read back. Prints the figures; exits non-zero when one is out of bounds.
//
//   npm run security             (SECURITY_PORT, SECURITY_SKIP_BUILD=1 to reuse a build)
import { execFileSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPreview } from "./server.mjs";

const PORT = Number(process.env.SECURITY_PORT ?? 4217);
const FORM_LIMIT = 64 * 1024; // server/middleware/body-limit.ts BODY_LIMITS.form
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
const run = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
const ADMIN_PASSWORD = `admin-${randomBytes(9).toString("hex")}`;
const OWNER_PASSWORD = `owner-${randomBytes(9).toString("hex")}`;

let origin = "";
/** A private /16 of this run's own, so counters left by an earlier run in the local D1 do not matter. */
const NET = `10.${randomBytes(1)[0]}`;
const ip = (a, b) => `${NET}.${a}.${b}`;
let networkErrors = 0;
let sent = 0;
let fiveXX = 0;
const fiveXXSamples = [];

/**
 * One request; counts it and any 5xx. A connection error (the local proxy dropping a kept-alive
 * socket) is counted apart and retried once; a second failure counts as a 5xx. Never throws.
 */
async function send(path, init = {}, retry = true) {
  if (retry) sent += 1;
  try {
    const res = await fetch(`${origin}${path}`, { redirect: "manual", ...init, signal: AbortSignal.timeout(30_000) });
    const body = await res.text();
    if (res.status >= 500) {
      fiveXX += 1;
      if (fiveXXSamples.length < 5) fiveXXSamples.push(`${init.method ?? "GET"} ${path} → ${res.status}`);
    }
    return { status: res.status, headers: res.headers, body };
  } catch (error) {
    if (retry && !(init.body instanceof ReadableStream)) {
      networkErrors += 1;
      return send(path, init, false);
    }
    fiveXX += 1;
    if (fiveXXSamples.length < 5)
      fiveXXSamples.push(`${init.method ?? "GET"} ${path} → ${error instanceof Error ? `${error.name} ${error.cause?.code ?? error.message}` : error}`);
    return { status: 0, headers: new Headers(), body: "" };
  }
}

const form = (fields, headers = {}) => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
});
const json = (value, headers = {}) => ({
  method: "POST",
  body: typeof value === "string" ? value : JSON.stringify(value),
  headers: { "Content-Type": "application/json", ...headers },
});

function d1(sql) {
  const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--json", "--config", "wrangler.toml", "--command", sql], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  return JSON.parse(out)[0]?.results ?? [];
}

function createUser(email, password, role) {
  execFileSync("node", ["scripts/user-create.mjs", "--email", email, "--password", password, "--role", role], { stdio: "ignore" });
}

async function signIn(email, password, ip) {
  const res = await send("/login", form({ email, password }, { "CF-Connecting-IP": ip }));
  const cookie = /^([^=;\s]+=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return res.status === 303 && cookie ? cookie : null;
}

const leadPayload = (i) => ({
  fullName: `Security ${run} ${i}`,
  email: `sec-${run}-${i}@example.com`,
  phone: "(305) 555-0142",
  zip_code: "33131",
  service_type: "residential",
  property_type: "Residential",
  service_frequency: "weekly",
  referral_source: "",
  special_instructions: "",
});

/** Hostile inputs on every form and API: odd encodings, control characters, huge or broken bodies. */
async function hostileRequests(adminCookie) {
  const from = { "CF-Connecting-IP": ip(66, 1) };
  const requests = [
    ["/login", form({ email: "a@example.com", password: "x" }, { "Content-Type": "application/x-www-form-urlencoded; charset=utf-16", ...from })],
    ["/get-started", form({ step: "contact" }, { "Content-Type": "application/x-www-form-urlencoded; charset=shift_jis", ...from })],
    ["/api/leads", json("{}", { "Content-Type": "application/json; charset=utf-16le", ...from })],
    ["/api/leads", json(leadPayload("hostile"), from)],
    ["/api/leads", json({ ...leadPayload("n"), fullName: "Ana\u0000Lopez" }, from)],
    ["/api/leads", json({ ...leadPayload("b"), fullName: "Ana \u202Eztipol" }, from)],
    ["/api/leads", json("null", from)],
    ["/api/leads", json("[]", from)],
    ["/api/leads", json("{", from)],
    ["/api/leads", json({ fullName: "😀".repeat(6000) }, from)],
    ["/api/stripe/webhook", json("null")],
    ["/api/stripe/webhook", json("{}", { "Stripe-Signature": "t=1,v1=00" })],
    ["/api/stripe/webhook", { method: "POST", body: "", headers: { "Stripe-Signature": "garbage" } }],
    ["/login", json({ email: "a@example.com" }, from)],
    ["/login", { method: "POST", body: "email=a", headers: { "Content-Type": "multipart/form-data; boundary=x", ...from } }],
    ["/get-started", { method: "POST", headers: { ...from } }],
    ["/login", form({ email: "x".repeat(10_000), password: "\u0000" }, from)],
    ["/admin", form({ intent: "status", leadId: "1e309", status: "lost", version: "-1" }, { Cookie: adminCookie })],
    ["/admin", form({ intent: "restore", leadId: "abc" }, { Cookie: adminCookie })],
    ["/admin/leads/99999999999999999999/edit", form({ first_name: "x" }, { Cookie: adminCookie })],
    ["/admin/leads/1/edit", form({ first_name: "\u0000", email: "a", phone: "1", version: "x" }, { Cookie: adminCookie })],
    ["/login", form({ email: "a@example.com", password: "x" }, { Origin: "https://evil.example", ...from })],
  ];
  for (const q of ["%".repeat(200), "_".repeat(200), "ü".repeat(200), "\\".repeat(200), "a".repeat(200), "3055550142"]) {
    requests.push([`/admin?q=${encodeURIComponent(q)}`, { headers: { Cookie: adminCookie } }]);
    requests.push([`/admin/leads.csv?q=${encodeURIComponent(q)}`, { headers: { Cookie: adminCookie } }]);
  }
  for (const [path, init] of requests) await send(path, init);
}

/**
 * A form body written in 16 KiB chunks (at most `total` bytes) until the answer arrives; with
 * `declared`, a Content-Length header claims that size. Returns the status and the bytes this
 * client had handed to the socket by then (an upper bound: socket and proxy buffers included).
 */
function oversizedForm({ total, declared = null, ip }) {
  sent += 1;
  return new Promise((resolve) => {
    const url = new URL(`${origin}/get-started`);
    const headers = { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip };
    if (declared !== null) headers["Content-Length"] = String(declared);
    else headers["Transfer-Encoding"] = "chunked";
    const req = httpRequest({ hostname: url.hostname, port: url.port, path: url.pathname, method: "POST", headers });
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    let written = 0;
    let answered = false;
    const finish = (status) => {
      if (answered) return;
      answered = true;
      if (status >= 500 || status === 0) fiveXX += 1;
      req.destroy();
      resolve({ status, written });
    };
    req.on("response", (res) => {
      res.resume();
      finish(res.statusCode ?? 0);
    });
    req.on("error", () => finish(0));
    const pump = () => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!req.write(chunk)) return req.once("drain", pump);
      }
      if (!answered && declared === null) req.end();
    };
    pump();
    setTimeout(() => finish(0), 30_000).unref();
  });
}

/**
 * What the Worker logged for its body_too_large refusals: a streamed body it cut off logs the
 * bytes it had read (`read`); a body refused on its declared Content-Length was not read at all.
 */
function largestRefusedRead(logFile) {
  const lines = readFileSync(logFile, "utf8")
    .split("\n")
    .filter((l) => l.includes('"event":"body_too_large"'));
  const reads = lines.map((l) => Number(/"read":(\d+)/.exec(l)?.[1] ?? 0));
  return { count: reads.length, max: reads.length ? Math.max(...reads) : 0 };
}

function signed(body) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", WEBHOOK_SECRET).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

async function main() {
  console.log(`security: starting the production build on 127.0.0.1:${PORT} (run ${run})`);
  const logFile = join(tmpdir(), `security-${run}.log`);
  const server = await startPreview({
    port: PORT,
    logFile,
    build: process.env.SECURITY_SKIP_BUILD !== "1",
    vars: {
      ENVIRONMENT: "production",
      SITE_URL: "https://clean-paws.test",
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICING_TABLE_ID: "prctbl_local",
      STRIPE_PUBLISHABLE_KEY: "pk_test_local",
      // Production refuses to start without a price id per plan (server/config.ts).
      STRIPE_PRICE_WEEKLY: "price_local_weekly",
      STRIPE_PRICE_BI_WEEKLY: "price_local_bi_weekly",
      STRIPE_PRICE_MONTHLY: "price_local_monthly",
      // A production-configured Worker refuses the development outbox (wrangler.toml's local default).
      EMAIL_PROVIDER: "log",
      SMS_PROVIDER: "log",
    },
  });
  origin = server.origin;
  const problems = [];
  try {
    const adminEmail = `sec-admin-${run}@example.com`;
    const ownerEmail = `sec-owner-${run}@example.com`;
    createUser(adminEmail, ADMIN_PASSWORD, "admin");
    createUser(ownerEmail, OWNER_PASSWORD, "customer");
    const adminA = await signIn(adminEmail, ADMIN_PASSWORD, ip(1, 1));
    const adminB = await signIn(adminEmail, ADMIN_PASSWORD, ip(1, 2));
    if (!adminA || !adminB) throw new Error("admin sign-in failed");

    await hostileRequests(adminA);

    // Sign-in under attack: 150 concurrent wrong passwords for one account from one address,
    // with the owner signing in from another address in the middle of it.
    const attack = Array.from({ length: 150 }, () => send("/login", form({ email: ownerEmail, password: "wrong-guess" }, { "CF-Connecting-IP": ip(99, 1) })));
    const ownerSignIn = signIn(ownerEmail, OWNER_PASSWORD, ip(42, 1));
    const attackResults = await Promise.all(attack);
    const ownerCookie = await ownerSignIn;
    const checked = attackResults.filter((r) => r.status !== 429).length;
    const throttled = attackResults.filter((r) => r.status === 429).length;

    // 20 leads at once: distinct client references.
    const leads = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send("/api/leads", json(leadPayload(`burst-${i}`), { "CF-Connecting-IP": ip(20, i + 1) }))),
    );
    const created = leads.filter((r) => r.status === 201).length;
    const [refs] = d1(`SELECT count(*) AS n, count(DISTINCT client_reference) AS distinct_refs FROM leads WHERE email LIKE 'sec-${run}-burst-%'`);

    // Webhook replays: one paid checkout event, then 5 sequential and 5 concurrent replays.
    const [target] = d1(`SELECT id, client_reference FROM leads WHERE email = 'sec-${run}-burst-0@example.com'`);
    const event = JSON.stringify({
      id: `evt_${run}`,
      type: "checkout.session.completed",
      data: { object: { id: `cs_${run}`, object: "checkout.session", payment_status: "paid", client_reference_id: target?.client_reference } },
    });
    const deliver = () => send("/api/stripe/webhook", json(event, { "Stripe-Signature": signed(event) }));
    const first = await deliver();
    const replays = [];
    for (let i = 0; i < 5; i++) replays.push(await deliver());
    replays.push(...(await Promise.all(Array.from({ length: 5 }, deliver))));
    const firstBody = JSON.parse(first.body || "{}");
    const replaysAccepted = replays.filter((r) => r.status === 200 && JSON.parse(r.body || "{}").duplicate !== true).length;
    const [events] = d1(`SELECT count(*) AS n FROM lead_events WHERE lead_id = ${Number(target?.id)} AND type = 'converted'`);

    // Two admins, one lead: 5 rounds where both load the form and save in turn, 5 where they save at once.
    let lostUpdates = 0;
    let staleRefused = 0;
    for (let round = 0; round < 10; round++) {
      const res = await send("/api/leads", json(leadPayload(`edit-${round}`), { "CF-Connecting-IP": ip(30, round + 1) }));
      const id = JSON.parse(res.body || "{}").id;
      if (!Number.isInteger(id))
        throw new Error(`lead for edit round ${round} not created: ${res.status} ${res.body.slice(0, 200)} ${fiveXXSamples.join("; ")}`);
      const load = async (cookie) =>
        /name="version" value="(\d+)"/.exec((await send(`/admin/leads/${id}/edit`, { headers: { Cookie: cookie } })).body)?.[1] ?? "";
      const [versionA, versionB] = [await load(adminA), await load(adminB)];
      const fields = (phone, notes, version) => ({
        first_name: "Security",
        last_name: "Lead",
        email: `sec-${run}-edit-${round}@example.com`,
        phone,
        address: "",
        property_type: "Residential",
        service_frequency: "weekly",
        status: "new",
        special_instructions: notes,
        version,
      });
      const saveA = () => send(`/admin/leads/${id}/edit`, form(fields("(305) 555-0111", "", versionA), { Cookie: adminA }));
      const saveB = () => send(`/admin/leads/${id}/edit`, form(fields("(305) 555-0142", "Gate code 4321", versionB), { Cookie: adminB }));
      const [a, b] = round < 5 ? [await saveA(), await saveB()] : await Promise.all([saveA(), saveB()]);
      const [row] = d1(`SELECT phone, special_instructions FROM leads WHERE id = ${Number(id)}`);
      const accepted = [a, b].filter((r) => r.status === 303).length;
      staleRefused += [a, b].filter((r) => r.status === 409).length;
      // A lost update: both saves reported success, or the stored row is not the one accepted save.
      const expected = a.status === 303 ? "(305) 555-0111" : b.status === 303 ? "(305) 555-0142" : null;
      if (accepted !== 1 || row?.phone !== expected) lostUpdates += 1;
    }

    const streamed = await oversizedForm({ total: 1024 * 1024, ip: ip(66, 2) });
    const declared = await oversizedForm({ total: 1024 * 1024, declared: 100 * 1024 * 1024, ip: ip(66, 3) });
    const refusedReads = largestRefusedRead(logFile);

    const lines = [
      ["hostile requests sent", sent],
      ["5xx responses", `${fiveXX} (connection errors retried: ${networkErrors})`],
      ["concurrent wrong passwords checked for one account (of 150)", `${checked} (429: ${throttled})`],
      ["owner signed in from another IP while under attack", ownerCookie ? "yes" : "no"],
      ["distinct client references for 20 leads created at once", `${refs?.distinct_refs ?? 0} (of ${created} created)`],
      [
        "webhook replays accepted (of 10)",
        `${replaysAccepted} (first delivery changed the lead: ${firstBody.changed === true}; converted history rows: ${events?.n ?? 0})`,
      ],
      ["lost updates between two admins (10 rounds)", `${lostUpdates} (stale saves refused with 409: ${staleRefused})`],
      ["largest form body read before refusal (Worker's count)", `${refusedReads.max} bytes (limit ${FORM_LIMIT}; ${refusedReads.count} refusals logged)`],
      ["  1 MB streamed form", `${streamed.status}; client had written ${streamed.written} bytes when answered (socket/proxy buffers included)`],
      ["  100 MB declared form", `${declared.status}; client had written ${declared.written} bytes when answered`],
    ];
    for (const [label, value] of lines) console.log(`${label.padEnd(64)} ${value}`);
    if (fiveXXSamples.length) console.log(`5xx samples: ${fiveXXSamples.join("; ")}`);

    if (fiveXX !== 0) problems.push("5xx responses");
    if (checked > 5) problems.push("more than 5 password checks");
    if (!ownerCookie) problems.push("owner locked out");
    if (Number(refs?.distinct_refs) !== 20) problems.push("client references not distinct");
    if (replaysAccepted !== 0) problems.push("webhook replay accepted");
    if (lostUpdates !== 0) problems.push("lost update");
    if (streamed.status !== 413 || declared.status !== 413) problems.push("oversized form not refused with 413");
    if (refusedReads.max > FORM_LIMIT + 64 * 1024) problems.push("form body read past the limit");
  } finally {
    server.stop();
  }
  if (problems.length) {
    console.error(`security: FAILED: ${problems.join(", ")}`);
    process.exitCode = 1;
  } else {
    console.log("security: all figures within bounds");
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
