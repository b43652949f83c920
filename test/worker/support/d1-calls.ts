import { env } from "cloudflare:workers";

/**
 * The test D1 with a count of the calls made to it: each statement run on its own (`all`, `raw`,
 * `run`, `first`) and each batch count one, as a Worker invocation's 1,000 calls to D1 are counted.
 * The statements a batch carries are handed to D1 as D1 made them.
 */
export function countingD1(): { db: D1Database; calls: () => number } {
  let calls = 0;
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...args: unknown[]) => wrap((value as D1PreparedStatement["bind"]).apply(target, args));
        if (prop === "all" || prop === "raw" || prop === "run" || prop === "first")
          return (...args: unknown[]) => {
            calls += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  const db = new Proxy(env.DB, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === "prepare") return (query: string) => wrap(target.prepare(query));
      if (prop === "batch")
        return (statements: D1PreparedStatement[]) => {
          calls += 1;
          return target.batch(statements.map((s) => real.get(s) ?? s));
        };
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, calls: () => calls };
}
