#!/usr/bin/env node
/**
 * Gradual deployment: `npm run deploy:gradual -- <percent> [--env production|staging]`.
 *
 * 1. The deploy checks (secrets, business data, migrations additive), the remote migrations, the
 *    production build, then `wrangler versions upload`: a new version that serves nobody yet.
 * 2. `wrangler versions deploy <new>@0% <current>@100%`, and the smoke test against the new
 *    version alone (Cloudflare-Workers-Version-Overrides). A failure puts the deployment back to
 *    the current version alone and stops.
 * 3. `wrangler versions deploy <new>@<percent>% <current>@<rest>%`; then 30 requests from here
 *    must all be answered by one version (version affinity, below) and the smoke test runs again.
 *
 * Progress the same deployment with `--version <new id>` (no upload, no migrations):
 *   npm run deploy:gradual -- 50 --version <id>      then      npm run deploy:gradual -- 100 --version <id>
 * and undo it with `npm run rollback`.
 *
 * Version affinity: during a split, Cloudflare picks a version per request unless the request
 * carries a `Cloudflare-Workers-Version-Key`; requests with the same key get the same version,
 * and a key stays on its version as the percentage grows. A page from one version asking the other
 * for its hashed /assets/ files would get 404s. The key is set by a Request Header Transform Rule
 * on the zone (docs/deployment.md, "Gradual deployments"): Set dynamic `Cloudflare-Workers-Version-Key` to
 * `ip.src`, so one visitor (one address) stays on one version. Step 3 checks that it is in place
 * and goes back to the current version alone when it is not.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { readWranglerVars } from "./check-business-data.mjs";
import { projectWorkerName, runSmoke } from "./smoke.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PATH = `${path.join(root, "node_modules/.bin")}${path.delimiter}${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`;

/** Runs a command in the project, its output shown; throws when it fails. */
function run(command, args, env = {}) {
  console.log(`$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, PATH, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args[0] ?? ""} failed (exit ${result.status})`);
}

/** Runs a command and returns its standard output. */
function capture(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, PATH, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
  return result.stdout;
}

/** The versions of the Worker's current deployment: [{ version_id, percentage }]. */
export function deploymentVersions(statusJson) {
  const status = JSON.parse(statusJson);
  return (status.versions ?? []).map((v) => ({ version_id: v.version_id, percentage: Number(v.percentage) }));
}

/** The version-upload entry of wrangler's output file (WRANGLER_OUTPUT_FILE_PATH, one JSON object per line). */
export function uploadedVersion(outputFile) {
  for (const line of outputFile.split("\n").filter(Boolean)) {
    const entry = JSON.parse(line);
    if (entry.type === "version-upload" && entry.version_id) return entry.version_id;
  }
  return null;
}

/** The `versions deploy` specs for `version` at `percent`, the rest on `stable`. */
export function versionSpecs(version, stable, percent) {
  return percent >= 100 || !stable ? [`${version}@100%`] : [`${version}@${percent}%`, `${stable}@${100 - percent}%`];
}

/** Which versions answered `count` requests from here (the X-Worker-Version header). */
async function versionsSeen(origin, count) {
  const seen = new Map();
  for (let i = 0; i < count; i++) {
    const res = await fetch(new URL("/api/health", origin), { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    const v = res.headers.get("x-worker-version") ?? "(none)";
    seen.set(v, (seen.get(v) ?? 0) + 1);
  }
  return seen;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { env: { type: "string", default: "production" }, version: { type: "string" } },
  });
  const percent = Number(positionals[0]);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    console.error("usage: npm run deploy:gradual -- <percent 0-100> [--env production|staging] [--version <id of the new version>]");
    process.exit(2);
  }
  const env = values.env;
  const wranglerConfig = ["--config", "wrangler.toml", "--env", env];
  const origin = readWranglerVars(env).SITE_URL;
  const worker = projectWorkerName(env);
  if (!origin || !worker) throw new Error(`wrangler.toml has no SITE_URL or name for [env.${env}]`);

  const current = deploymentVersions(capture("wrangler", ["deployments", "status", "--json", ...wranglerConfig]));
  let version = values.version ?? null;
  let stable;
  if (version) {
    if (!current.some((v) => v.version_id === version)) throw new Error(`${version} is not in the current deployment of ${worker}: ${JSON.stringify(current)}`);
    stable = current.find((v) => v.version_id !== version)?.version_id ?? null;
  } else {
    if (current.length !== 1) {
      console.error(`A gradual deployment is under way: ${current.map((v) => `${v.version_id} at ${v.percentage}%`).join(", ")}.`);
      console.error("Move it with npm run deploy:gradual -- <percent> --version <the new version's id>, or undo it with npm run rollback.");
      process.exit(1);
    }
    stable = current[0].version_id;

    run("node", ["scripts/check-secrets.mjs", "--env", env]);
    if (env === "production") run("node", ["scripts/check-business-data.mjs", "--env", env]);
    run("node", ["scripts/check-migrations.mjs"]);
    // Migrations first: they only add (check-migrations), so the version serving now keeps working.
    run("npm", ["run", "db:migrate:remote"], { CLOUDFLARE_ENV: env });
    run("npx", ["react-router", "build"], { CLOUDFLARE_ENV: env });
    const outputFile = path.join(mkdtempSync(path.join(tmpdir(), "versions-upload-")), "output.ndjson");
    run("wrangler", ["versions", "upload", "--env", env, "--message", `gradual deploy ${new Date().toISOString()}`], { WRANGLER_OUTPUT_FILE_PATH: outputFile });
    version = uploadedVersion(readFileSync(outputFile, "utf8"));
    if (!version) throw new Error("wrangler versions upload did not report a version id");
    console.log(`uploaded version ${version}; ${stable} keeps serving`);

    // The new version in the deployment at 0%: reachable only with the override header.
    run("wrangler", ["versions", "deploy", ...versionSpecs(version, stable, 0), "--yes", "--message", `smoke test of ${version}`, ...wranglerConfig]);
    const { failures } = await runSmoke(origin, { version, worker });
    if (failures > 0) {
      run("wrangler", ["versions", "deploy", `${stable}@100%`, "--yes", "--message", `smoke test of ${version} failed`, ...wranglerConfig]);
      console.error(`The new version failed its smoke test and serves nobody; ${stable} serves everyone.`);
      process.exit(1);
    }
    if (percent === 0) {
      console.log(`Version ${version} passed; it serves nobody yet. Next: npm run deploy:gradual -- 10 --version ${version}`);
      return;
    }
  }

  run("wrangler", ["versions", "deploy", ...versionSpecs(version, stable, percent), "--yes", "--message", `gradual ${percent}%`, ...wranglerConfig]);
  if (percent > 0 && percent < 100) {
    const seen = await versionsSeen(origin, 30);
    if (seen.size !== 1) {
      run("wrangler", ["versions", "deploy", `${stable}@100%`, "--yes", "--message", "no version affinity", ...wranglerConfig]);
      console.error(`30 requests from here were answered by ${[...seen].map(([v, n]) => `${v} (${n})`).join(", ")}: version affinity is not in place.`);
      console.error('Add the Transform Rule (docs/deployment.md, "Gradual deployments"), then try again. The previous version serves everyone again.');
      process.exit(1);
    }
    console.log(`ok    version affinity: 30 requests from here all answered by ${[...seen.keys()][0]}`);
  }
  const { failures } = await runSmoke(origin);
  if (failures > 0) {
    console.error(`The smoke test failed with ${version} at ${percent}%. Undo: npm run rollback -- --env ${env}`);
    process.exit(1);
  }
  console.log(
    percent >= 100
      ? `Version ${version} serves everyone.`
      : `Version ${version} serves ${percent}%. Next: npm run deploy:gradual -- ${percent < 50 ? 50 : 100} --version ${version}; undo: npm run rollback -- --env ${env}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(`deploy:gradual: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
