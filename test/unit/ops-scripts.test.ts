import { describe, expect, it } from "vitest";
import { business } from "../../app/content/business";
import { accountPages } from "../../server/content/account-pages";
import { TEST_LEAD_DOMAIN as SERVER_TEST_LEAD_DOMAIN } from "../../server/leads/test-leads";
import { deploymentVersions, uploadedVersion, versionSpecs } from "../../scripts/deploy-gradual.mjs";
import { compareCounts, countQuery, isDataTable } from "../../scripts/restore-drill.mjs";
import { logProblems } from "../../scripts/smoke-local.mjs";
import { ACCOUNT_TITLES, assetPaths, firstFormFields, langOf, projectWorkerName, sitemapPaths, TEST_LEAD_DOMAIN, titleOf } from "../../scripts/smoke.mjs";

describe("smoke test helpers", () => {
  it("mark their lead with the address the Worker recognises as a test", () => {
    expect(TEST_LEAD_DOMAIN).toBe(SERVER_TEST_LEAD_DOMAIN);
  });

  it("expect the account pages' titles from the copy catalogue, in both languages", () => {
    expect(ACCOUNT_TITLES).toEqual({
      "/forgot-password": `${accountPages.en.forgot.title} | ${business.name}`,
      "/es/forgot-password": `${accountPages.es.forgot.title} | ${business.name}`,
    });
  });

  it("read a page's title and language", () => {
    const html = '<!DOCTYPE html><html lang="es" dir="ltr"><head><title>Pet Waste &amp; Yard Care | Clean Paws Miami</title></head></html>';
    expect(titleOf(html)).toBe("Pet Waste & Yard Care | Clean Paws Miami");
    expect(langOf(html)).toBe("es");
    expect(titleOf("<html><body></body></html>")).toBeNull();
  });

  it("take the hidden fields of the wizard's first form only", () => {
    const html = `<form method="post"><input type="hidden" name="step" value="service"/><input type="hidden" name="token" value="a&amp;b"/>
      <input type="text" name="contact_me_by_fax_only" value=""/></form><form><input type="hidden" name="serviceType" value="commercial"/></form>`;
    expect(firstFormFields(html)).toEqual({ step: "service", token: "a&b" });
  });

  it("list the site's own files a page loads, not its links nor other sites' scripts", () => {
    const html = `<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/root-X1.js"/>
      <link rel="canonical" href="https://www.example.com/"/><link rel="alternate" hreflang="es" href="/es"/>
      <meta property="og:image" content="https://www.example.com/images/og-default.png"/>
      <script type="module" src="/site.js"></script><script src="https://challenges.cloudflare.com/turnstile/v0/api.js"></script>
      <script src="//cdn.example.net/x.js"></script><img src="/images/hero.svg" alt=""/><a href="/get-started">Quote</a>`;
    expect(assetPaths(html).sort()).toEqual(["/assets/root-X1.js", "/favicon.svg", "/images/hero.svg", "/images/og-default.png", "/site.js"]);
  });

  it("read the sitemap's paths and each environment's Worker name", () => {
    expect(sitemapPaths("<urlset><url><loc>https://www.example.com/</loc></url><url><loc>https://www.example.com/es/faq</loc></url></urlset>")).toEqual([
      "/",
      "/es/faq",
    ]);
    expect(projectWorkerName("production")).toBe("miami-pet-waste");
    expect(projectWorkerName("staging")).toBe("miami-pet-waste-staging");
  });
});

describe("the Worker's log lines as the smoke run reads them", () => {
  it("must be JSON with request id, route, status and duration, and must not hold the test lead's address", () => {
    const good = '{"level":"info","event":"request","requestId":"r1","route":"/","status":200,"durationMs":3}';
    const output = [
      "[wrangler:info] Ready on http://127.0.0.1:4319",
      good,
      '{"level":"info","event":"daily_jobs","time":"x"}',
      '{"level":"info","event":"test_lead_stored","requestId":"r2","route":"/api/leads","status":201,"durationMs":4,"to":"smoke-1@smoke-test.invalid"}',
      "{not json",
    ].join("\n");
    expect(logProblems(output, ["smoke-1@smoke-test.invalid"])).toEqual({
      lines: 4,
      problems: ["daily_jobs without requestId, route, status, durationMs", "test_lead_stored contains smoke-1@smoke-test.invalid", "not JSON: {not json"],
    });
    expect(logProblems(good)).toEqual({ lines: 1, problems: [] });
  });
});

describe("restore drill helpers", () => {
  it("compare every table's row count both ways", () => {
    expect(compareCounts({ leads: 3, users: 1 }, { leads: 3, users: 1 })).toEqual([]);
    expect(compareCounts({ leads: 3, users: 1, lead_events: 2 }, { leads: 2, users: 1, extra: 0 })).toEqual([
      "leads: 3 rows in the source, 2 restored",
      "lead_events: missing from the restored database",
      "extra: only in the restored database",
    ]);
  });

  it("count in one statement and leave SQLite's and Cloudflare's own tables out", () => {
    expect(countQuery(["leads", "d1_migrations"])).toBe(
      'SELECT (SELECT count(*) FROM "leads") AS "leads", (SELECT count(*) FROM "d1_migrations") AS "d1_migrations"',
    );
    expect(["leads", "d1_migrations", "sqlite_sequence", "_cf_KV"].filter(isDataTable)).toEqual(["leads", "d1_migrations"]);
  });
});

describe("gradual deployment helpers", () => {
  it("read the current deployment's versions and the uploaded version's id from wrangler's output", () => {
    const status = JSON.stringify({
      id: "dep-1",
      versions: [
        { version_id: "new-v", percentage: 10 },
        { version_id: "old-v", percentage: 90 },
      ],
    });
    expect(deploymentVersions(status)).toEqual([
      { version_id: "new-v", percentage: 10 },
      { version_id: "old-v", percentage: 90 },
    ]);
    const output = [
      '{"type":"wrangler-session","version":1}',
      '{"type":"version-upload","version":1,"worker_name":"miami-pet-waste","version_id":"abc-123"}',
    ].join("\n");
    expect(uploadedVersion(output)).toBe("abc-123");
    expect(uploadedVersion('{"type":"wrangler-session"}\n')).toBeNull();
  });

  it("split the traffic between the new version and the current one, or give the new one all of it", () => {
    expect(versionSpecs("new-v", "old-v", 0)).toEqual(["new-v@0%", "old-v@100%"]);
    expect(versionSpecs("new-v", "old-v", 10)).toEqual(["new-v@10%", "old-v@90%"]);
    expect(versionSpecs("new-v", "old-v", 100)).toEqual(["new-v@100%"]);
    expect(versionSpecs("new-v", null, 50)).toEqual(["new-v@100%"]);
  });
});
