import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { withBusyRetries } from "~server/db/client";

/** A D1 binding whose statements fail `failures` times with `message` before they run. */
function flaky(message: string, failures: number) {
  let calls = 0;
  const fail = async <T>(run: () => Promise<T>) => {
    calls++;
    if (calls <= failures) throw new Error(message);
    return run();
  };
  const d1 = {
    ...env.DB,
    prepare: (query: string) => {
      const statement = env.DB.prepare(query);
      return { ...statement, bind: () => statement, all: () => fail(() => statement.all()), run: () => fail(() => statement.run()) };
    },
    batch: (statements: D1PreparedStatement[]) => fail(() => env.DB.batch(statements)),
  } as unknown as D1Database;
  return { d1, calls: () => calls };
}

describe("the D1 client", () => {
  it("runs a statement again when SQLite was busy (it never ran)", async () => {
    const busy = flaky("D1_ERROR: database is locked: SQLITE_BUSY", 2);
    const result = await withBusyRetries(busy.d1).prepare("SELECT 1 AS one").all<{ one: number }>();
    expect(result.results).toEqual([{ one: 1 }]);
    expect(busy.calls()).toBe(3);
  });

  it("retries a busy batch too", async () => {
    const busy = flaky("D1_ERROR: database is locked: SQLITE_BUSY", 1);
    const db = withBusyRetries(busy.d1);
    const [first] = await db.batch<{ one: number }>([env.DB.prepare("SELECT 1 AS one")]);
    expect(first?.results).toEqual([{ one: 1 }]);
    expect(busy.calls()).toBe(2);
  });

  it("runs a read again when the lock met its session commit token, but never a write", async () => {
    const message = "D1_ERROR: Failed to get session commit token: internal error; reference = x";
    const read = flaky(message, 1);
    const result = await withBusyRetries(read.d1).prepare("select 1 as one").all<{ one: number }>();
    expect(result.results).toEqual([{ one: 1 }]);
    expect(read.calls()).toBe(2);
    // A write may have run before the token was taken: running it again could store it twice.
    const write = flaky(message, 1);
    await expect(withBusyRetries(write.d1).prepare("UPDATE visits SET note = note WHERE id = -1").run()).rejects.toThrow("commit token");
    expect(write.calls()).toBe(1);
  });

  it("never retries other errors, and gives up after a few busy answers", async () => {
    const broken = flaky("D1_ERROR: no such table: x", 1);
    await expect(withBusyRetries(broken.d1).prepare("SELECT 1").run()).rejects.toThrow("no such table");
    expect(broken.calls()).toBe(1);
    const stuck = flaky("D1_ERROR: database is locked: SQLITE_BUSY", 100);
    await expect(withBusyRetries(stuck.d1).prepare("SELECT 1").run()).rejects.toThrow("SQLITE_BUSY");
    expect(stuck.calls()).toBe(6);
  });
});
