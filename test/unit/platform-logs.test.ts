import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

/**
 * What Cloudflare itself records about each request must never be more than docs/deployment.md
 * says. Invocation logs (the platform's own line per request: the full URL, with a one-time
 * link's token in its path, and request headers) are off in every environment, and the docs say
 * what is kept instead and what `wrangler tail` still shows live.
 */
describe("platform request logs", () => {
  for (const env of [undefined, "staging", "production"]) {
    it(`keep no invocation logs in ${env ?? "the top-level"} environment, and no query strings`, () => {
      const config = unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true });
      expect(config.observability?.enabled).toBe(true);
      expect(config.observability?.logs?.invocation_logs).toBe(false);
      expect(config.observability?.redact_query_string).toBe(true);
    });
  }

  it("are described in docs/deployment.md as they are: what is kept, for how long, who may read it, and what tail shows", () => {
    const docs = readFileSync("docs/deployment.md", "utf8");
    const logs = docs.slice(docs.indexOf("## Logs"));
    expect(logs).toContain("invocation_logs = false");
    expect(logs).toMatch(/wrangler tail[\s\S]*full URL/);
    expect(logs).toMatch(/client.s address|IP address/);
    expect(logs).toMatch(/who may read/i);
    expect(logs).toMatch(/\d+ days/);
  });
});
