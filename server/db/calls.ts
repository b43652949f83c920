/**
 * The D1 binding with a count of the calls made through it: each statement run on its own (`all`,
 * `raw`, `run`, `first`), each batch and each `exec` count one, as a Worker invocation's 1,000
 * calls to D1 are counted. The daily job keeps within that limit with it (server/jobs/daily.ts).
 */
export function countedD1(d1: D1Database): { d1: D1Database; calls: () => number } {
  let calls = 0;
  const real = new WeakMap<object, D1PreparedStatement>();
  const counting = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...args: unknown[]) => counting((value as D1PreparedStatement["bind"]).apply(target, args));
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
  return {
    d1: {
      prepare: (query: string) => counting(d1.prepare(query)),
      batch: <T>(statements: D1PreparedStatement[]) => {
        calls += 1;
        return d1.batch<T>(statements.map((s) => real.get(s) ?? s));
      },
      exec: (query: string) => {
        calls += 1;
        return d1.exec(query);
      },
      dump: () => d1.dump(),
      withSession: (constraint?: string) => d1.withSession(constraint),
    },
    calls: () => calls,
  };
}
