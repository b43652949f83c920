#!/usr/bin/env node
/**
 * Restore drill on the local D1: `npm run drill:restore [-- --persist-to <dir>]`.
 *
 * 1. counts the rows of every table of the local database (default `.wrangler/state`, the one
 *    `npm run dev` and `npm run preview` use; CI drills the smoke run's database);
 * 2. exports it with `wrangler d1 export --local`, as `wrangler d1 export --remote` exports
 *    production: the schema (`--no-data`) and the rows (`--no-schema`, the d1_migrations record
 *    included) in two files;
 * 3. loads both into a fresh, empty database (one `wrangler d1 execute --file`, schema first), then
 *    applies the migrations to it (`wrangler d1 migrations apply`): none should be left to apply;
 * 4. checks the restored database: the same tables with the same row counts, the same schema as a
 *    database built from the migrations alone, SQLite's consistency check ok and no foreign key
 *    pointing nowhere (`PRAGMA quick_check`, `PRAGMA foreign_key_check`).
 * One line per step; exit 1 when anything differs. The export files are kept (their paths are printed).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { databaseOf, readWranglerToml } from "./lib/wrangler-toml.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const wranglerBin = path.join(root, "node_modules/.bin/wrangler");

/** Tables a drill compares: the application's and d1_migrations, not SQLite's or Cloudflare's own. */
export const isDataTable = (name) => !name.startsWith("sqlite_") && !name.startsWith("_cf_");

/** One SELECT counting the rows of each table, one column per table (D1 refuses long UNIONs). */
export const countQuery = (tables) => {
  const id = (t) => `"${t.replace(/"/g, '""')}"`;
  return `SELECT ${tables.map((t) => `(SELECT count(*) FROM ${id(t)}) AS ${id(t)}`).join(", ")}`;
};

/** Differences between two { table: rows } maps, one line each. */
export function compareCounts(source, restored) {
  const problems = [];
  for (const [table, n] of Object.entries(source)) {
    if (!(table in restored)) problems.push(`${table}: missing from the restored database`);
    else if (restored[table] !== n) problems.push(`${table}: ${n} rows in the source, ${restored[table]} restored`);
  }
  for (const table of Object.keys(restored)) if (!(table in source)) problems.push(`${table}: only in the restored database`);
  return problems;
}

/** Runs wrangler with this script's Node (wrangler needs Node 22; npm scripts bring it). */
function wrangler(args) {
  const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`, WRANGLER_SEND_METRICS: "false" };
  return execFileSync(wranglerBin, args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env });
}

/** The rows of each statement of `sql` (statements separated by `;`) on a local database. */
function query(persistTo, sql) {
  const out = wrangler(["d1", "execute", "DB", "--local", "--config", "wrangler.toml", "--persist-to", persistTo, "--json", "--command", sql]);
  return JSON.parse(out).map((r) => r.results ?? []);
}

/**
 * A database's tables and its schema: tables, indexes and triggers as SQLite stores them, one
 * line each, whitespace folded.
 */
function describe(persistTo) {
  const [rows = []] = query(persistTo, "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name");
  const own = rows.filter((r) => isDataTable(r.name));
  return {
    tables: own.filter((r) => r.type === "table").map((r) => r.name),
    schema: own.map((r) => `${r.type} ${r.name}: ${String(r.sql).replace(/\s+/g, " ")}`),
  };
}

/** Rows per table, and the results of any further statements run in the same call. */
function countsOf(persistTo, tables, extra = "") {
  if (tables.length === 0) return { counts: {}, rest: extra ? query(persistTo, extra) : [] };
  const [[row] = [], ...rest] = query(persistTo, `${countQuery(tables)}${extra ? `; ${extra}` : ""}`);
  return { counts: Object.fromEntries(tables.map((t) => [t, row?.[t]])), rest };
}

function main() {
  const { values } = parseArgs({ options: { "persist-to": { type: "string", default: ".wrangler/state" } } });
  const source = path.resolve(root, values["persist-to"]);
  let failures = 0;
  const step = (ok, line) => {
    if (!ok) failures += 1;
    console.log(`${ok ? "ok  " : "FAIL"}  ${line}`);
  };

  try {
    statSync(path.join(source, "v3", "d1"));
  } catch {
    console.error(`drill: no local D1 under ${path.relative(root, source) || "."} (run npm run dev, npm run preview or npm run smoke:local first)`);
    process.exit(2);
  }

  const work = mkdtempSync(path.join(tmpdir(), "restore-drill-"));
  const started = Date.now();
  console.log(`drill: source ${path.relative(root, source)}, work directory ${work}`);

  const { counts: before } = countsOf(source, describe(source).tables);
  const total = Object.values(before).reduce((a, b) => a + b, 0);
  step(
    Object.keys(before).length > 0,
    `source counted: ${Object.entries(before)
      .map(([t, n]) => `${t} ${n}`)
      .join(", ")} (${total} rows)`,
  );

  // `wrangler d1 export --local` reads the `.wrangler/state` beside its configuration file: give it
  // a configuration of its own whose state directory is the source.
  const exportConfigDir = path.join(work, "export-config");
  mkdirSync(path.join(exportConfigDir, ".wrangler"), { recursive: true });
  symlinkSync(source, path.join(exportConfigDir, ".wrangler", "state"), "dir");
  const db = databaseOf(readWranglerToml());
  writeFileSync(
    path.join(exportConfigDir, "wrangler.json"),
    JSON.stringify({ name: "restore-drill", compatibility_date: "2026-08-01", d1_databases: [{ binding: "DB", ...db }] }),
  );
  // Schema and data in two files, loaded schema first: one file holds each table's rows right
  // after its CREATE TABLE, in the order SQLite lists the tables, and `leads`, rebuilt by migration
  // 0005, comes after `lead_events`, whose rows then point at a table that does not exist yet
  // ("no such table: main.leads"; D1 always enforces foreign keys).
  const config = path.join(exportConfigDir, "wrangler.json");
  const schemaFile = path.join(work, "schema.sql");
  const dataFile = path.join(work, "data.sql");
  wrangler(["d1", "export", "DB", "--local", "--config", config, "--no-data", "--output", schemaFile]);
  wrangler(["d1", "export", "DB", "--local", "--config", config, "--no-schema", "--output", dataFile]);
  const schemaSql = readFileSync(schemaFile, "utf8");
  const dataSql = readFileSync(dataFile, "utf8");
  const inserts = (dataSql.match(/^INSERT INTO/gm) ?? []).length;
  step(
    /CREATE TABLE/i.test(schemaSql),
    `exported the schema to ${schemaFile} and the rows to ${dataFile} (${inserts} INSERT statements, sqlite_sequence included)`,
  );

  const restored = path.join(work, "restored");
  const restoreFile = path.join(work, "restore.sql");
  writeFileSync(restoreFile, `${schemaSql}\n${dataSql}\n`);
  wrangler(["d1", "execute", "DB", "--local", "--config", "wrangler.toml", "--persist-to", restored, "--yes", "--file", restoreFile]);
  const applyOut = wrangler(["d1", "migrations", "apply", "DB", "--local", "--config", "wrangler.toml", "--persist-to", restored]);
  const nothingLeft = /No migrations to apply/i.test(applyOut);
  step(
    nothingLeft,
    nothingLeft
      ? "loaded into a fresh database; the migrations record is complete (no migration left to apply)"
      : `migrations were still to apply after loading:\n${applyOut}`,
  );

  const shape = describe(restored);
  const { counts: after, rest } = countsOf(restored, shape.tables, "PRAGMA quick_check; PRAGMA foreign_key_check");
  const differences = compareCounts(before, after);
  step(
    differences.length === 0,
    differences.length === 0 ? `row counts equal in all ${Object.keys(after).length} tables` : `row counts differ: ${differences.join("; ")}`,
  );

  const fromMigrations = path.join(work, "from-migrations");
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--config", "wrangler.toml", "--persist-to", fromMigrations]);
  const expected = describe(fromMigrations).schema;
  const missing = expected.filter((line) => !shape.schema.includes(line));
  const extra = shape.schema.filter((line) => !expected.includes(line));
  step(
    missing.length + extra.length === 0,
    missing.length + extra.length === 0
      ? `schema equals the one the migrations build (${expected.length} tables and indexes)`
      : `schema differs: missing ${missing.join(" | ") || "nothing"}; extra ${extra.join(" | ") || "nothing"}`,
  );

  // D1 allows quick_check (integrity_check is refused).
  const [check = [], orphans = []] = rest;
  const verdict = check.map((r) => Object.values(r)[0]);
  step(verdict.length === 1 && verdict[0] === "ok", `quick_check: ${verdict.join(", ")}`);
  step(orphans.length === 0, `foreign_key_check: ${orphans.length} row(s) pointing nowhere`);

  console.log(`drill: ${failures === 0 ? "restore verified" : `${failures} check(s) failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failures === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
