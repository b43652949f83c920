#!/usr/bin/env node
/**
 * `node scripts/lib/migrate-state.mjs <state directory>`: applies migrations/ to the local D1 of a
 * state directory in one runtime, as the worker tests do (cloudflare:test's applyD1Migrations:
 * each migration's statements in one batch with its row in `d1_migrations`). `wrangler d1
 * migrations apply --local` starts a runtime per migration: about 25 s for the 26 migrations here.
 * This takes a few seconds. The end-to-end server's state (playwright.config.ts) and the local
 * servers of the smoke test and the benchmarks (test/bench/server.mjs) are migrated with it.
 *
 * The database is the one `wrangler --persist-to <dir>` opens, with the `d1_migrations` table and
 * rows wrangler writes. The restore drill checks both on the smoke test's state every CI run: it
 * loads that database into a fresh one where wrangler's own apply must find nothing left, and
 * compares its schema with the one wrangler's apply builds from the migrations. `npm run dev`
 * applies with wrangler, the operator's command.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { getPlatformProxy } from "wrangler";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Applies the migrations not yet recorded in `dir`'s local D1; returns the names it applied. */
export async function migrateState(dir) {
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  // wrangler's --persist-to <dir> keeps its storage under <dir>/v3.
  const proxy = await getPlatformProxy({ configPath: path.join(root, "wrangler.toml"), persist: { path: path.join(path.resolve(dir), "v3") } });
  try {
    const db = proxy.env.DB;
    await db
      .prepare(
        `CREATE TABLE IF NOT EXISTS "d1_migrations"(
		id INTEGER PRIMARY KEY AUTOINCREMENT,
		name TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`,
      )
      .run();
    const { results } = await db.prepare("SELECT name FROM d1_migrations").all();
    const done = new Set(results.map((r) => r.name));
    const applied = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await db.batch([...migration.queries.map((q) => db.prepare(q)), db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name)]);
      applied.push(migration.name);
    }
    return applied;
  } finally {
    await proxy.dispose();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node scripts/lib/migrate-state.mjs <state directory>");
    process.exit(2);
  }
  const started = Date.now();
  const applied = await migrateState(dir);
  console.log(`migrate-state: ${applied.length} migration(s) applied to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
