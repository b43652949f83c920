import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Setup files run before each test file, outside per-test storage isolation. The test files share
// one runtime per worker (vitest.config.ts, `isolate: false`), so each file starts from empty
// storage here: the migrations (applied once; applying again is a no-op), then no rows, no KV keys
// and no stored photos left by the files before it. Row ids keep counting (sqlite_sequence stays),
// so a photo's key or a message about an earlier file's row never meets a new row with its id.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await emptyStorage();

async function emptyStorage() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  // One transaction; foreign keys are checked at its end, when every table is empty.
  await env.DB.batch([env.DB.prepare("PRAGMA defer_foreign_keys = on"), ...results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`))]);
  for (let cursor: string | undefined; ;) {
    const page = await env.SESSIONS.list({ cursor });
    await Promise.all(page.keys.map((k) => env.SESSIONS.delete(k.name)));
    if (page.list_complete) break;
    cursor = page.cursor;
  }
  for (let cursor: string | undefined; ;) {
    const page = await env.PHOTOS.list({ cursor });
    if (page.objects.length > 0) await env.PHOTOS.delete(page.objects.map((o) => o.key));
    if (!page.truncated) break;
    cursor = page.cursor;
  }
}
