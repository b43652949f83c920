import { env } from "cloudflare:workers";

/**
 * The test D1 seen through a seam: `calls()` counts the calls made to it (each statement run on its
 * own with `all`, `raw`, `run` or `first`, and each batch, count one, as a Worker invocation's 1,000
 * calls to D1 are counted), and `before(sql)`, when given, runs before each call with the SQL of
 * every statement it carries (another writer acting at that moment, for instance). The statements
 * a batch carries are handed to D1 as D1 made them.
 */
export function instrumentedD1({
  before,
  record,
}: {
  before?: (sql: string[]) => Promise<void> | void;
  /** Called with each statement run (alone or in a batch), its SQL and the values bound to it. */
  record?: (statement: RecordedStatement) => void;
} = {}): { db: D1Database; calls: () => number } {
  let calls = 0;
  const made = new WeakMap<object, { real: D1PreparedStatement; sql: string; params: unknown[] }>();
  const wrap = (statement: D1PreparedStatement, sql: string, params: unknown[] = []): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...args: unknown[]) => wrap((value as D1PreparedStatement["bind"]).apply(target, args), sql, args);
        if (prop === "all" || prop === "raw" || prop === "run" || prop === "first")
          return async (...args: unknown[]) => {
            calls += 1;
            record?.({ sql, params });
            await before?.([sql]);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    made.set(proxy, { real: statement, sql, params });
    return proxy;
  };
  const db = new Proxy(env.DB, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === "prepare") return (query: string) => wrap(target.prepare(query), query);
      if (prop === "batch")
        return async (statements: D1PreparedStatement[]) => {
          calls += 1;
          for (const s of statements) record?.({ sql: made.get(s)?.sql ?? "", params: made.get(s)?.params ?? [] });
          await before?.(statements.map((s) => made.get(s)?.sql ?? ""));
          return target.batch(statements.map((s) => made.get(s)?.real ?? s));
        };
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, calls: () => calls };
}

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/** The test D1 keeping every statement run through it (its SQL and bound values), and the count of calls. */
export function recordingD1(): { db: D1Database; calls: () => number; statements: RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  return { ...instrumentedD1({ record: (s) => statements.push(s) }), statements };
}

/** The test D1 with a count of the calls made to it (see instrumentedD1). */
export const countingD1 = () => instrumentedD1();
