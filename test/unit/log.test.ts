import { afterEach, describe, expect, it, vi } from "vitest";
import { describeError, log, maskPersonalData, routeOf, withInvocation } from "../../server/log";

afterEach(() => vi.restoreAllMocks());

function capture() {
  const out: Record<string, unknown>[] = [];
  for (const stream of ["log", "warn", "error"] as const) {
    vi.spyOn(console, stream).mockImplementation((line: unknown) => void out.push(JSON.parse(String(line)) as Record<string, unknown>));
  }
  return out;
}

describe("log lines within an invocation", () => {
  it("are held until the status is known, then written with it, the duration and the request id, before the request line", async () => {
    const out = capture();
    await withInvocation("ray-1", "/get-started", async (finish) => {
      log.warn("early", { n: 1 });
      await new Promise((r) => setTimeout(r, 5));
      expect(out).toEqual([]);
      finish(303, { method: "POST" });
      log.info("after", { n: 2 });
    });
    expect(out.map((l) => l.event)).toEqual(["early", "request", "after"]);
    for (const line of out) expect(line).toMatchObject({ requestId: "ray-1", route: "/get-started", status: 303, durationMs: expect.any(Number) });
    expect(out[1]).toMatchObject({ level: "info", method: "POST" });
  });

  it("never let a field overwrite the request's own fields", () => {
    const out = capture();
    withInvocation("ray-2", "/api/leads", (finish) => {
      log.info("x", { status: "forged", requestId: "forged", route: "forged" });
      finish(201);
    });
    expect(out[0]).toMatchObject({ status: 201, requestId: "ray-2", route: "/api/leads" });
  });

  it("mark a 5xx or a failed run as an error", () => {
    const out = capture();
    withInvocation("a", "/", (finish) => finish(503));
    withInvocation("b", "cron 30 8 * * *", (finish) => finish("error"));
    expect(out.map((l) => [l.event, l.level, l.status])).toEqual([
      ["request", "error", 503],
      ["run", "error", "error"],
    ]);
  });
});

describe("errors in logs", () => {
  it("carry the stack once: the same error logged again has no stack", () => {
    const out = capture();
    const error = new Error("boom");
    log.error("first", error);
    log.error("again", error);
    expect(out[0]?.stack).toMatch(/^at /);
    expect(out[1]).not.toHaveProperty("stack");
    expect(out[1]).toMatchObject({ error: "boom" });
  });

  it("keep a failed query's statement but not its parameters, and mask addresses and numbers", () => {
    // Drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
    const error = new Error("Failed query: select * from leads where email = ?\nparams: ana@example.com", {
      cause: new Error("D1_ERROR: no such column for ana@example.com"),
    });
    expect(describeError(error)).toMatchObject({
      error: "Failed query: select * from leads where email = ? (parameters withheld)",
      cause: "D1_ERROR: no such column for [email]",
    });
    expect(describeError("provider said (305) 555-0142 is invalid").error).toBe("provider said [number] is invalid");
  });

  it("masks e-mail addresses and phone numbers, and leaves short numbers alone", () => {
    expect(maskPersonalData("to <Ana.Perez+x@mail.example.co> at 786.555.0123 or +1 305 555 0142")).toBe("to <[email]> at [number] or [number]");
    expect(maskPersonalData("HTTP 503 after 30 s, lead 1234")).toBe("HTTP 503 after 30 s, lead 1234");
  });
});

describe("routeOf", () => {
  it("replaces ids and anything that could be personal data, and drops nothing else", () => {
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/es/locations/miami-beach")).toBe("/es/locations/miami-beach");
    expect(routeOf("/admin/leads/123/edit")).toBe("/admin/leads/:id/edit");
    expect(routeOf("/ana%40example.com")).toBe("/:param");
    expect(routeOf("/call/305-555-0142")).toBe("/call/:param");
    expect(routeOf(`/${"x".repeat(80)}`)).toBe("/:param");
    expect(routeOf("/%E0%A4%A")).toBe("/%E0%A4%A");
  });

  it("never names a one-time link's token, in either language, whatever its shape", () => {
    const token = "Zx9_-kQ2mN8pL4rT6vW1yB3dF5hJ7aC0eG2iK4oM6qS";
    expect(routeOf(`/reset-password/${token}`)).toBe("/reset-password/:token");
    expect(routeOf(`/es/reset-password/${token}`)).toBe("/es/reset-password/:token");
    expect(routeOf(`/invite/${token}`)).toBe("/invite/:token");
    expect(routeOf(`/es/invite/${token}`)).toBe("/es/invite/:token");
    expect(routeOf("/invite/short")).toBe("/invite/:token");
    expect(routeOf("/reset-password")).toBe("/reset-password");
    // The same token under a path that is not a link's is still withheld; slugs are not.
    expect(routeOf(`/elsewhere/${token}`)).toBe("/elsewhere/:param");
    expect(routeOf("/es/services/residential-pet-waste-removal")).toBe("/es/services/residential-pet-waste-removal");
  });
});
