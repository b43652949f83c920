// Starts the production build under `wrangler dev` (workerd, local D1/KV) for benchmarks.
import { spawn, execFileSync } from "node:child_process";
import { openSync, rmSync } from "node:fs";

/**
 * `vars`: extra Worker variables for this run, e.g. { LEAD_RATE_LIMIT_PER_HOUR: "100000" }.
 * The build's default configuration is production; benchmarks run as development unless `vars`
 * says otherwise (the security suite runs as production with local stand-in secrets).
 * `persistTo`: a local D1/KV state directory of the run's own (default: `.wrangler/state`, the one
 * `npm run dev` uses). `inspectorPort`: wrangler's debugger port, for servers running side by side.
 * `testScheduled`: the daily job runs on GET /__scheduled (wrangler's --test-scheduled).
 */
export async function startPreview({ port, build = true, vars = {}, logFile = null, persistTo = null, inspectorPort = null, testScheduled = false }) {
  if (build) execFileSync("npx", ["react-router", "build"], { stdio: "ignore" });
  // The Worker's variables are the build's and `vars` only: not a developer's .dev.vars that the
  // build copied, nor the end-to-end server's (playwright.config.ts), both of which wrangler reads there.
  rmSync("build/server/.dev.vars", { force: true });
  const persist = persistTo ? ["--persist-to", persistTo] : [];
  // In one runtime (wrangler's apply starts one per migration); the same database and records.
  // Imported here: it loads wrangler, which the unit tests of the scripts importing this file skip.
  const { migrateState } = await import("../../scripts/lib/migrate-state.mjs");
  await migrateState(persistTo ?? ".wrangler/state");
  const varArgs = Object.entries({ ENVIRONMENT: "development", ...vars }).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  const inspector = inspectorPort ? ["--inspector-port", String(inspectorPort)] : [];
  const scheduled = testScheduled ? ["--test-scheduled"] : [];
  const args = [
    "wrangler",
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--log-level",
    logFile ? "log" : "error",
    ...persist,
    ...inspector,
    ...scheduled,
    ...varArgs,
  ];
  const child = spawn("npx", args, {
    // `logFile`: the Worker's output (its JSON log lines) goes there, for suites that read it back.
    stdio: logFile ? ["ignore", openSync(logFile, "w"), openSync(logFile, "a")] : "ignore",
    detached: true,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`preview server exited with code ${child.exitCode} before it answered`);
    if (Date.now() > deadline) {
      process.kill(-child.pid);
      throw new Error("preview server did not start within 120 s");
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    origin,
    stop: () => {
      try {
        process.kill(-child.pid);
      } catch {
        // already gone
      }
    },
  };
}
