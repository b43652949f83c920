import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createUser } from "./support/auth";
import { fetchApp } from "./support/worker";

/** The Turnstile widget under the Content-Security-Policy. */

const SITE_KEY = "1x00000000000000000000AA";
const SECRET = "1x0000000000000000000000000000000AA";

const fetchWith = (path: string, vars: Record<string, string>, init: RequestInit = {}) => fetchApp(path, { ...env, ...vars }, init);

const directive = (res: Response, name: string) =>
  (res.headers.get("Content-Security-Policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? "";

const configured = { TURNSTILE_SITE_KEY: SITE_KEY, TURNSTILE_SECRET_KEY: SECRET };

/** 10 failures from 10 addresses reach the account-wide ceiling: the next attempt's answer shows the widget. */
async function challengedSignIn(path: "/login" | "/es/login", email: string, net: string) {
  await createUser(email, "right-password", "customer");
  for (let i = 0; i < 10; i++) {
    await fetchWith(path, configured, {
      method: "POST",
      body: new URLSearchParams({ email, password: "bad" }),
      headers: { "CF-Connecting-IP": `${net}.${i}` },
    });
  }
  return fetchWith(path, configured, {
    method: "POST",
    body: new URLSearchParams({ email, password: "x" }),
    headers: { "CF-Connecting-IP": `${net}.200` },
  });
}

describe("Turnstile and the CSP", () => {
  it("allows challenges.cloudflare.com for scripts, frames and connections on /login and /get-started when configured", async () => {
    for (const path of ["/login", "/get-started"]) {
      const res = await fetchWith(path, configured);
      expect(res.status, path).toBe(200);
      for (const name of ["script-src", "frame-src", "connect-src"])
        expect(directive(res, name), `${path} ${name}`).toContain("https://challenges.cloudflare.com");
    }
  });

  it("does not allow it on other pages, nor anywhere when Turnstile is not configured", async () => {
    const other = await fetchWith("/", configured);
    expect(other.headers.get("Content-Security-Policy")).not.toContain("challenges.cloudflare.com");
    for (const path of ["/login", "/get-started"]) {
      const res = await fetchWith(path, { TURNSTILE_SITE_KEY: "", TURNSTILE_SECRET_KEY: "" });
      expect(res.headers.get("Content-Security-Policy"), path).not.toContain("challenges.cloudflare.com");
      expect(directive(res, "frame-src")).toBe("frame-src 'none'");
    }
  });

  it("puts the response's nonce on the widget's script tag", async () => {
    const res = await challengedSignIn("/login", "turnstile-csp@example.com", "198.18.9");
    expect(res.status).toBe(403);
    const nonce = /'nonce-([^']+)'/.exec(directive(res, "script-src"))?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const tag = /<script[^>]*challenges\.cloudflare\.com\/turnstile[^>]*>/.exec(html)?.[0] ?? "";
    expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("tells a visitor without JavaScript on /es/login, in Spanish, that the check needs it", async () => {
    const res = await challengedSignIn("/es/login", "turnstile-es@example.com", "198.18.10");
    const html = await res.text();
    expect(html).toContain("cf-turnstile");
    expect(html).toContain("Esta verificación necesita JavaScript. Si no puede activarlo, llámenos.");
    expect(html).not.toContain("This check needs JavaScript");
  });
});
