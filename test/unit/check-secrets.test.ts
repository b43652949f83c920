import { describe, expect, it } from "vitest";
import { REQUIRED_SECRETS as CONFIG_REQUIRED } from "../../server/config";
// @ts-expect-error plain ESM script without types
import { checkSecretList, missingSecrets, REQUIRED_SECRETS, secretNames } from "../../scripts/check-secrets.mjs";

describe("deploy secret check", () => {
  it("lists the same required secrets as the Worker's configuration", () => {
    expect(REQUIRED_SECRETS).toEqual([...CONFIG_REQUIRED]);
  });

  it("reads wrangler's JSON list and names what is missing", () => {
    const names = secretNames(
      JSON.stringify([
        { name: "SESSION_SECRET", type: "secret_text" },
        { name: "ADMIN_API_TOKEN", type: "secret_text" },
      ]),
    );
    expect(names).toEqual(["SESSION_SECRET", "ADMIN_API_TOKEN"]);
    expect(missingSecrets(names)).toEqual(["STRIPE_WEBHOOK_SECRET"]);
  });

  it("refuses (exit 1) when a required secret is missing, and passes when all are set", () => {
    const refused = checkSecretList(JSON.stringify([{ name: "SESSION_SECRET", type: "secret_text" }]), "production");
    expect(refused.code).toBe(1);
    expect(refused.lines.join("\n")).toContain("STRIPE_WEBHOOK_SECRET");
    expect(refused.lines.join("\n")).toContain("wrangler secret put STRIPE_WEBHOOK_SECRET --env production");
    const ok = checkSecretList(JSON.stringify([{ name: "SESSION_SECRET" }, { name: "STRIPE_WEBHOOK_SECRET" }]));
    expect(ok.code).toBe(0);
  });

  it("needs the Twilio auth token when the environment texts through Twilio, and refuses the development outbox for texts", () => {
    const base = JSON.stringify([{ name: "SESSION_SECRET" }, { name: "STRIPE_WEBHOOK_SECRET" }]);
    const twilio = checkSecretList(base, "production", { SMS_PROVIDER: "twilio" });
    expect(twilio.code).toBe(1);
    expect(twilio.lines.join("\n")).toContain("wrangler secret put TWILIO_AUTH_TOKEN --env production");
    expect(checkSecretList(JSON.stringify([...JSON.parse(base), { name: "TWILIO_AUTH_TOKEN" }]), "production", { SMS_PROVIDER: "twilio" }).code).toBe(0);
    const outbox = checkSecretList(base, "production", { SMS_PROVIDER: "outbox" });
    expect(outbox.code).toBe(1);
    expect(outbox.lines.join("\n")).toContain('SMS_PROVIDER is "outbox"');
    expect(checkSecretList(base, "production", { SMS_PROVIDER: "log" }).code).toBe(0);
  });

  it("refuses an unreadable list", () => {
    expect(checkSecretList("not json").code).toBe(1);
    expect(checkSecretList("{}").code).toBe(1);
  });
});
