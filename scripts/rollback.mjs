#!/usr/bin/env node
/**
 * `npm run rollback -- [<version id>] [--env production|staging] [--message "why"]`
 *
 * Shows the current deployment, then `wrangler rollback` puts one earlier version back on 100% of
 * the traffic (without an id: the version deployed before the current one; during a gradual
 * deployment that undoes it), then runs the smoke test against the site.
 *
 * It never touches D1: the database keeps every migration and every row written since. That is
 * safe because migrations only add (npm run check:migrations); to undo data, see
 * docs/deployment.md, "Restoring the database" (D1 Time Travel).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { readWranglerVars } from "./check-business-data.mjs";
import { runSmoke } from "./smoke.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PATH = `${path.join(root, "node_modules/.bin")}${path.delimiter}${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`;

function wrangler(args) {
  console.log(`$ wrangler ${args.join(" ")}`);
  return spawnSync("wrangler", args, { cwd: root, stdio: "inherit", env: { ...process.env, PATH } }).status ?? 1;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: "string", default: "production" }, message: { type: "string" }, "no-smoke": { type: "boolean", default: false } },
});
const env = values.env;
// Always wrangler.toml's environment, never a build's redirected configuration (which names the
// environment it was built for, not necessarily this one).
const config = ["--config", "wrangler.toml", "--env", env];

wrangler(["deployments", "status", ...config]);
const args = ["rollback", ...positionals, ...config, "--message", values.message ?? `npm run rollback (${new Date().toISOString()})`];
// Interactive when run by a person (wrangler asks to confirm); non-interactive in a pipeline.
if (!process.stdin.isTTY) args.push("--yes");
if (wrangler(args) !== 0) process.exit(1);

console.log("The database was not rolled back: it keeps every migration and row. Migrations only add, so this version reads it.");
console.log('To undo data changes, see docs/deployment.md, "Restoring the database" (wrangler d1 time-travel).');
if (values["no-smoke"]) process.exit(0);
const origin = readWranglerVars(env).SITE_URL;
const { failures } = await runSmoke(origin);
process.exit(failures === 0 ? 0 : 1);
