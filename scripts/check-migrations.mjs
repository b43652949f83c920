#!/usr/bin/env node
/**
 * Migrations the previous release can live with: `npm run check:migrations` (CI, and
 * `npm run deploy` before it applies anything).
 *
 * `wrangler rollback` brings back the previous Worker but never the previous database, so every
 * migration must leave a schema the previous release still reads: it may add tables, columns and
 * indexes, never drop or rename a table or a column. This refuses, in any migration:
 *   - DROP TABLE, except drizzle-kit's table rebuild (CREATE TABLE `__new_x` …, copy, DROP TABLE
 *     `x`, ALTER TABLE `__new_x` RENAME TO `x`) whose new table keeps every column `x` had in the
 *     previous migration's snapshot (migrations/meta/NNNN_snapshot.json);
 *   - ALTER TABLE … DROP COLUMN;
 *   - ALTER TABLE … RENAME TO (other than that rebuild) and ALTER TABLE … RENAME COLUMN;
 * unless the file says why it is safe, on a line of its own:
 *   -- contract-migration: <which release stopped reading it, and since when it is deployed>
 * (the one line you add to a generated migration; see docs/deployment.md, "Changing the schema safely").
 *
 * Run on the project's own folder, it also fails when the migrations do not hold all of
 * server/db/schema.ts: drizzle-kit's `generate` on a copy of them finds something to write, or
 * cannot load the schema at all (then `npm run db:generate` fails too). See schemaDrift.
 *
 * Baseline: every migration from 0000 on is checked. The only existing DROP TABLE/RENAME is 0005's
 * rebuild of `leads` (to add CHECK constraints), which keeps every column, so nothing needs to be
 * exempt. CHECKED_FROM exists to say so, not to be raised.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The first migration number checked (see the baseline above). */
export const CHECKED_FROM = 0;

/** The marker that allows a destructive migration, with its reason. */
export const MARKER = /^--[ \t]*contract-migration:[ \t]*(\S.*)$/m;

const unquote = (name) => name.replace(/^[`"[]|[`"\]]$/g, "");
const IDENT = '([`"\\[]?[\\w$]+[`"\\]]?)';

/** The statements of a migration, comments removed, whitespace folded. */
export function statementsOf(sql) {
  return sql
    .split(/-->\s*statement-breakpoint/)
    .flatMap((chunk) => chunk.split(/;\s*(?:\n|$)/))
    .map((s) =>
      s
        .split("\n")
        .map((line) => line.replace(/--.*$/, ""))
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

/** The column names a CREATE TABLE statement defines. */
export function columnsOfCreate(statement) {
  const body = statement.slice(statement.indexOf("(") + 1, statement.lastIndexOf(")"));
  const columns = [];
  let depth = 0;
  let current = "";
  for (const ch of body) {
    if (ch === "(") depth += 1;
    if (ch === ")") depth -= 1;
    if (ch === "," && depth === 0) {
      columns.push(current.trim());
      current = "";
    } else current += ch;
  }
  if (current.trim()) columns.push(current.trim());
  return columns
    .filter((c) => !/^(CONSTRAINT|PRIMARY KEY|FOREIGN KEY|UNIQUE|CHECK)\b/i.test(c))
    .map((c) => unquote(c.split(/\s+/)[0] ?? ""))
    .filter(Boolean);
}

/**
 * Why each statement of `sql` could break the previous release, or [] when none can.
 * `previousTables`: { table: [columns] } before this migration (null when unknown).
 */
export function destructiveStatements(sql, previousTables) {
  const statements = statementsOf(sql);
  const created = new Map();
  const renamedFromNew = new Set();
  for (const s of statements) {
    const create = new RegExp(`^CREATE TABLE (?:IF NOT EXISTS )?${IDENT}`, "i").exec(s);
    if (create) created.set(unquote(create[1]), columnsOfCreate(s));
    const rename = new RegExp(`^ALTER TABLE ${IDENT} RENAME TO ${IDENT}`, "i").exec(s);
    if (rename && unquote(rename[1]) === `__new_${unquote(rename[2])}`) renamedFromNew.add(unquote(rename[2]));
  }

  const problems = [];
  for (const s of statements) {
    const dropTable = new RegExp(`^DROP TABLE (?:IF EXISTS )?${IDENT}`, "i").exec(s);
    if (dropTable) {
      const table = unquote(dropTable[1]);
      if (table.startsWith("__new_")) continue;
      const rebuilt = created.get(`__new_${table}`);
      if (!rebuilt || !renamedFromNew.has(table)) {
        problems.push({ statement: s, reason: `drops table ${table}` });
        continue;
      }
      const before = previousTables?.[table];
      if (!before) {
        problems.push({ statement: s, reason: `rebuilds table ${table}, whose previous columns are unknown (no previous snapshot)` });
        continue;
      }
      const lost = before.filter((c) => !rebuilt.includes(c));
      if (lost.length > 0) problems.push({ statement: s, reason: `rebuilds table ${table} without column(s) ${lost.join(", ")}` });
      continue;
    }
    const dropColumn = new RegExp(`^ALTER TABLE ${IDENT} DROP (?:COLUMN )?${IDENT}`, "i").exec(s);
    if (dropColumn) {
      problems.push({ statement: s, reason: `drops column ${unquote(dropColumn[2])} of ${unquote(dropColumn[1])}` });
      continue;
    }
    const renameColumn = new RegExp(`^ALTER TABLE ${IDENT} RENAME (?:COLUMN )?${IDENT} TO ${IDENT}`, "i").exec(s);
    if (renameColumn) {
      problems.push({ statement: s, reason: `renames column ${unquote(renameColumn[2])} of ${unquote(renameColumn[1])}` });
      continue;
    }
    const renameTable = new RegExp(`^ALTER TABLE ${IDENT} RENAME TO ${IDENT}`, "i").exec(s);
    if (renameTable && unquote(renameTable[1]) !== `__new_${unquote(renameTable[2])}`) {
      problems.push({ statement: s, reason: `renames table ${unquote(renameTable[1])} to ${unquote(renameTable[2])}` });
    }
  }
  return problems;
}

/** This project's migrations folder. */
export const PROJECT_MIGRATIONS = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."), "migrations");

/**
 * A migrations folder as data: `files` { "0005_x.sql": sql } and `snapshots` { 5: { table: [columns] } }
 * from drizzle-kit's migrations/meta/NNNN_snapshot.json.
 */
export function readMigrations(dir) {
  const files = {};
  for (const name of readdirSync(dir).filter((f) => /^\d{4}_.*\.sql$/.test(f))) files[name] = readFileSync(path.join(dir, name), "utf8");
  const snapshots = {};
  let metaFiles = [];
  try {
    metaFiles = readdirSync(path.join(dir, "meta")).filter((f) => /^\d{4}_snapshot\.json$/.test(f));
  } catch {
    // no snapshots
  }
  for (const name of metaFiles) {
    const snapshot = JSON.parse(readFileSync(path.join(dir, "meta", name), "utf8"));
    snapshots[Number(name.slice(0, 4))] = Object.fromEntries(Object.entries(snapshot.tables ?? {}).map(([t, def]) => [t, Object.keys(def.columns ?? {})]));
  }
  return { files, snapshots };
}

/**
 * Checks every migration numbered CHECKED_FROM or later. `refused`: destructive statements without
 * the marker; `allowed`: files whose destructive statements the marker allows.
 */
export function checkMigrations({ files, snapshots = {} }, { from = CHECKED_FROM } = {}) {
  const refused = [];
  const allowed = [];
  let checked = 0;
  for (const file of Object.keys(files).sort()) {
    const number = Number(file.slice(0, 4));
    if (number < from) continue;
    checked += 1;
    const sql = files[file];
    const problems = destructiveStatements(sql, snapshots[number - 1] ?? null);
    if (problems.length === 0) continue;
    const marker = MARKER.exec(sql);
    if (marker) allowed.push({ file, reason: marker[1].trim(), problems });
    else for (const p of problems) refused.push({ file, ...p });
  }
  return { checked, refused, allowed };
}

/**
 * Whether the migrations say all of server/db/schema.ts: drizzle-kit's `generate` (what `npm run
 * db:generate` runs) on a copy of them must read the schema and find nothing to migrate. Returns
 * the problem in words, or null.
 */
export function schemaDrift(root = path.dirname(PROJECT_MIGRATIONS)) {
  // drizzle-kit takes its output folder relative to the project: a copy under node_modules/.tmp.
  const tmp = path.join(root, "node_modules", ".tmp");
  mkdirSync(tmp, { recursive: true });
  const copy = mkdtempSync(path.join(tmp, "schema-check-"));
  const sqlFiles = () => readdirSync(copy).filter((f) => f.endsWith(".sql")).length;
  try {
    cpSync(PROJECT_MIGRATIONS, copy, { recursive: true });
    const before = sqlFiles();
    // drizzle-kit exits with 0 even when it cannot load the schema: its words say what happened.
    const run = spawnSync("npx", ["drizzle-kit", "generate", "--dialect", "sqlite", "--schema", "./server/db/schema.ts", "--out", path.relative(root, copy)], {
      cwd: root,
      encoding: "utf8",
    });
    const output = `${run.stdout ?? ""}\n${run.stderr ?? ""}`;
    const missing = "server/db/schema.ts has changes that no migration holds: run `npm run db:generate -- --name <what changed>`";
    if (sqlFiles() > before) return missing;
    // A table or column gone and another new: drizzle-kit asks whether it was renamed, which needs a terminal.
    if (/Interactive prompts require a TTY/.test(output)) return `${missing} (it will ask whether a table or column was renamed)`;
    if (run.status === 0 && /No schema changes/.test(output)) return null;
    const reason = output.split("\n").find((l) => /error/i.test(l)) ?? `drizzle-kit exited with ${run.status}`;
    return `drizzle-kit cannot read server/db/schema.ts, so \`npm run db:generate\` fails: ${reason.trim()}`;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

function main() {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : PROJECT_MIGRATIONS;
  const { checked, refused, allowed } = checkMigrations(readMigrations(dir));
  for (const a of allowed) console.log(`check-migrations: ${a.file} is a contract migration (${a.problems.map((p) => p.reason).join("; ")}): ${a.reason}`);
  if (refused.length > 0) {
    console.error("check-migrations: these migrations would break the release before them (wrangler rollback never restores the database):");
    for (const r of refused) console.error(`  - ${r.file}: ${r.reason}\n      ${r.statement.slice(0, 160)}`);
    console.error("Expand first, contract later: keep the old column or table until a release that no longer reads it is deployed,");
    console.error("then drop it in a later migration that says so on a line of its own:");
    console.error('  -- contract-migration: <which release stopped reading it>      (docs/deployment.md, "Changing the schema safely")');
    process.exit(1);
  }
  console.log(`check-migrations: ${checked} migrations, none drops or renames what the previous release reads.`);
  // The project's own folder only: a folder given on the command line is not what the schema makes.
  if (process.argv[2]) return;
  const drift = schemaDrift();
  if (drift) {
    console.error(`check-migrations: ${drift}`);
    process.exit(1);
  }
  console.log("check-migrations: the migrations hold all of server/db/schema.ts (drizzle-kit finds nothing to generate).");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
