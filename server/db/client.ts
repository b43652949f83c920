import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * A statement refused with SQLITE_BUSY never ran, so it is safe to run again. Deployed D1 does
 * not refuse that way; the local D1 of `npm run dev` and the end-to-end tests is a SQLite file
 * that another process (`wrangler d1 execute --local`, the tests' seeding) may be writing at
 * that moment. A few short retries keep such a request from failing.
 *
 * The local D1 can also meet the lock while taking the session's commit token after a statement
 * ("Failed to get session commit token: internal error", the lock only in the runtime's log).
 * Whether a write had run by then is unknown, so only reads are retried on that answer: a write
 * is never risked twice.
 */
const BUSY = /SQLITE_BUSY|database is locked/;
const COMMIT_TOKEN = /Failed to get session commit token/;
const READ = /^\s*select\b/i;
const RETRIES = 5;

async function retryBusy<T>(run: () => Promise<T>, read = false): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const retryable = error instanceof Error && (BUSY.test(error.message) || (read && COMMIT_TOKEN.test(error.message)));
      if (attempt >= RETRIES || !retryable) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    }
  }
}

class RetryingStatement {
  readonly #read: boolean;
  constructor(
    readonly inner: D1PreparedStatement,
    readonly query: string,
  ) {
    this.#read = READ.test(query);
  }
  bind(...values: unknown[]) {
    return new RetryingStatement(this.inner.bind(...values), this.query);
  }
  first<T>(column?: string) {
    return retryBusy(() => (column === undefined ? this.inner.first<T>() : this.inner.first<T>(column)), this.#read);
  }
  run<T>() {
    return retryBusy(() => this.inner.run<T>(), this.#read);
  }
  all<T>() {
    return retryBusy(() => this.inner.all<T>(), this.#read);
  }
  raw<T>(options?: { columnNames?: boolean }) {
    return retryBusy(() => this.inner.raw<T>(options as { columnNames: true }), this.#read);
  }
}

/** The D1 binding with SQLITE_BUSY retries; everything else passes through unchanged. */
export function withBusyRetries(d1: D1Database): D1Database {
  const unwrap = (s: D1PreparedStatement) => (s instanceof RetryingStatement ? s.inner : s);
  return {
    prepare: (query: string) => new RetryingStatement(d1.prepare(query), query),
    batch: <T>(statements: D1PreparedStatement[]) => retryBusy(() => d1.batch<T>(statements.map(unwrap))),
    exec: (query: string) => retryBusy(() => d1.exec(query)),
    dump: () => d1.dump(),
    withSession: (constraint?: string) => d1.withSession(constraint),
  };
}

export function createDb(d1: D1Database) {
  return drizzle(withBusyRetries(d1), { schema });
}

export type Db = ReturnType<typeof createDb>;
