import { describe, expect, it } from "vitest";
import { cleanAttribution, hasCampaign } from "~/lib/lead-schema";
import { isTrackingParam } from "~server/attribution/params";

describe("tracking parameters", () => {
  it("are every utm_* tag, the ad click ids and the analytics and e-mail ids, and nothing a page reads", () => {
    for (const name of [
      "utm_source",
      "utm_id",
      "utm_source_platform",
      "gclid",
      "gbraid",
      "wbraid",
      "fbclid",
      "msclkid",
      "ttclid",
      "li_fat_id",
      "mc_cid",
      "mc_eid",
      "_ga",
      "_gl",
    ]) {
      expect(isTrackingParam(name), name).toBe(true);
    }
    for (const name of ["q", "category", "step", "lead", "service", "frequency", "session_id", "utm"]) {
      expect(isTrackingParam(name), name).toBe(false);
    }
  });
});

describe("cleanAttribution", () => {
  it("keeps a click id only with a known network, and a landing path only when it is a path on this site", () => {
    expect(cleanAttribution({ click_id: " abc ", click_network: "google", landing_path: "/es/locations/miami" })).toEqual({
      click_id: "abc",
      click_network: "google",
      landing_path: "/es/locations/miami",
    });
    expect(cleanAttribution({ click_id: "abc", click_network: "evilnet" })).toEqual({});
    expect(cleanAttribution({ click_id: "abc" })).toEqual({});
    expect(cleanAttribution({ click_network: "google" })).toEqual({});
    for (const path of ["https://evil.example/", "//evil.example/x", "/a?b=c", "/a b", "pricing", "/\\evil.example"]) {
      expect(cleanAttribution({ landing_path: path }), path).toEqual({});
    }
  });

  it("caps each value and drops unknown keys", () => {
    const out = cleanAttribution({ utm_campaign: "x".repeat(400), session: "no" });
    expect(out).toEqual({ utm_campaign: "x".repeat(300) });
  });

  it("calls a visit a campaign when it has a utm tag or a click id, not for a referrer alone", () => {
    expect(hasCampaign({ utm_medium: "email" })).toBe(true);
    expect(hasCampaign({ click_id: "a", click_network: "google" })).toBe(true);
    expect(hasCampaign({ landing_referrer: "https://example.org/", landing_path: "/" })).toBe(false);
    expect(hasCampaign(null)).toBe(false);
  });
});
