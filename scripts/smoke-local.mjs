#!/usr/bin/env node
/**
 * `npm run smoke:local` (CI runs it, .ci/run): the smoke test (scripts/smoke.mjs) against the
 * production build served by `wrangler dev` on a fresh local D1/KV (`.wrangler/smoke-state`),
 * configured as production with stand-in secrets. Then it reads the Worker's own output: every log
 * line must be JSON with a request id, route, status and duration, and none may hold the test
 * lead's address. The server is stopped however the run ends; the state directory stays for
 * `npm run drill:restore -- --persist-to .wrangler/smoke-state`.
 *
 *   --no-build            serve the build already in build/ (it must be a production build)
 *   SMOKE_PORT            the server's port (default 4319)
 *   SMOKE_INSPECTOR_PORT  wrangler's debugger port (default 9319), for servers side by side
 */
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startPreview } from "../test/bench/server.mjs";
import { runSmoke } from "./smoke.mjs";

export const STATE_DIR = ".wrangler/smoke-state";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Problems with the Worker's log lines in wrangler's output: a line that starts as JSON but does
 * not parse, lacks a request id, route, status or duration, or contains one of `secrets`.
 */
export function logProblems(output, secrets = []) {
  const problems = [];
  const lines = output.split(/\r?\n/).filter((l) => l.startsWith("{"));
  for (const line of lines) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      problems.push(`not JSON: ${line.slice(0, 120)}`);
      continue;
    }
    const missing = ["requestId", "route", "status", "durationMs"].filter((k) => entry[k] === undefined || entry[k] === null || entry[k] === "");
    if (missing.length > 0) problems.push(`${entry.event ?? "line"} without ${missing.join(", ")}`);
    for (const secret of secrets) if (line.toLowerCase().includes(secret.toLowerCase())) problems.push(`${entry.event ?? "line"} contains ${secret}`);
  }
  return { lines: lines.length, problems };
}

async function main() {
  const port = Number(process.env.SMOKE_PORT ?? 4319);
  const inspectorPort = Number(process.env.SMOKE_INSPECTOR_PORT ?? 9319);
  const build = !process.argv.includes("--no-build");
  const logFile = path.join(tmpdir(), `smoke-local-${process.pid}.log`);
  rmSync(path.join(root, STATE_DIR), { recursive: true, force: true });

  console.log(`smoke:local: ${build ? "building, then " : ""}serving the production build on 127.0.0.1:${port} (state ${STATE_DIR})`);
  const started = Date.now();
  const server = await startPreview({
    port,
    inspectorPort,
    build,
    persistTo: STATE_DIR,
    logFile,
    vars: {
      ENVIRONMENT: "production",
      SITE_URL: "https://clean-paws.test",
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString("hex")}`,
      STRIPE_PRICING_TABLE_ID: "prctbl_local",
      STRIPE_PUBLISHABLE_KEY: "pk_test_local",
      // Production refuses to start without a price id per plan (server/config.ts).
      STRIPE_PRICE_WEEKLY: "price_local_weekly",
      STRIPE_PRICE_BI_WEEKLY: "price_local_bi_weekly",
      STRIPE_PRICE_MONTHLY: "price_local_monthly",
      // A deployed Worker refuses the development outbox (server/config.ts); no e-mail leaves this machine.
      EMAIL_PROVIDER: "log",
      SMS_PROVIDER: "log",
    },
  });
  const stop = () => server.stop();
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  let failures = 0;
  try {
    console.log(`smoke:local: server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const smokeStarted = Date.now();
    const result = await runSmoke(server.origin);
    console.log(`smoke: ${((Date.now() - smokeStarted) / 1000).toFixed(1)} s`);
    failures = result.failures;
    const { lines, problems } = logProblems(readFileSync(logFile, "utf8"), [result.testEmail]);
    if (lines === 0) problems.push("the Worker wrote no JSON log line");
    console.log(
      problems.length === 0
        ? `ok    the Worker's ${lines} log lines are JSON with request id, route, status and duration, without the test lead's address`
        : `FAIL  Worker logs: ${problems.slice(0, 5).join("; ")}`,
    );
    if (problems.length > 0) failures += 1;
  } finally {
    stop();
  }
  process.exit(failures === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
