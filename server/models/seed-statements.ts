/**
 * SQL as the end-to-end specs write their seeds (test/e2e/support/local-state.ts), run by the
 * server itself at POST /dev/seed/sql (server/api/dev-seed.ts), so the running server is the only
 * writer of its local database. Development and tests only: the route does not exist when deployed.
 */

/**
 * The statements of `sql`, split at semicolons outside string literals and quoted names (SQLite
 * escapes a quote by doubling it, which this reading handles as a close and a reopen).
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === "`") quote = char;
    else if (char === ";") {
      if (current.trim()) statements.push(current.trim());
      current = "";
      continue;
    }
    current += char;
  }
  if (quote) throw new Error("unterminated quoted text in seed SQL");
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/** Runs every statement of `sql` in one batch (all or nothing) and returns the rows of the last one. */
export async function runSeedStatements(d1: D1Database, sql: string): Promise<Record<string, unknown>[]> {
  const statements = splitStatements(sql);
  if (statements.length === 0) return [];
  const results = await d1.batch(statements.map((statement) => d1.prepare(statement)));
  return (results.at(-1)?.results ?? []) as Record<string, unknown>[];
}
