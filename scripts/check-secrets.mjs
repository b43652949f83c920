#!/usr/bin/env node
// Refuses a deploy while a required secret is missing. `npm run deploy` runs it first:
//   node scripts/check-secrets.mjs [--env production]
// It asks `wrangler secret list --env <env> --format json` for the names of the Worker's secrets.
// Offline (tests): `--json '[{"name":"SESSION_SECRET"}]'` or `--stdin` with that JSON piped in.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readWranglerVars } from "./check-business-data.mjs";

/** Kept equal to REQUIRED_SECRETS in server/config.ts (a unit test compares them). */
export const REQUIRED_SECRETS = ["SESSION_SECRET", "STRIPE_WEBHOOK_SECRET"];

/** The secret names in `wrangler secret list --format json` output ([{ name, type }]). */
export function secretNames(json) {
  const list = JSON.parse(json);
  if (!Array.isArray(list)) throw new Error("expected a JSON array of secrets");
  return list.map((item) => (typeof item === "string" ? item : item?.name)).filter((name) => typeof name === "string");
}

/** The required secrets missing from `names`. */
export function missingSecrets(names, required = REQUIRED_SECRETS) {
  const present = new Set(names);
  return required.filter((name) => !present.has(name));
}

/**
 * What an environment's vars add (wrangler.toml): texts through Twilio need its auth token, and
 * the development outbox for texts is never deployed.
 * @param {Record<string, string>} vars
 */
export function smsRequirements(vars) {
  return {
    secrets: vars.SMS_PROVIDER === "twilio" ? ["TWILIO_AUTH_TOKEN"] : [],
    problems: vars.SMS_PROVIDER === "outbox" ? ['SMS_PROVIDER is "outbox" (development only): set "twilio" or "log" in wrangler.toml'] : [],
  };
}

/** The verdict on a secret list (wrangler's JSON): exit code and the lines to print. `vars`: the environment's wrangler.toml vars. */
export function checkSecretList(json, env = "production", vars = {}) {
  let names;
  try {
    names = secretNames(json);
  } catch (error) {
    return { code: 1, lines: [`check-secrets: unreadable secret list: ${error.message}`] };
  }
  const sms = smsRequirements(vars);
  if (sms.problems.length > 0) return { code: 1, lines: sms.problems.map((p) => `check-secrets: not deploying ${env}: ${p}.`) };
  const missing = missingSecrets(names, [...REQUIRED_SECRETS, ...sms.secrets]);
  if (missing.length > 0) {
    return {
      code: 1,
      lines: [
        `check-secrets: not deploying ${env}: missing secret(s) ${missing.join(", ")}.`,
        ...missing.map((name) => `  npx wrangler secret put ${name} --env ${env}`),
      ],
    };
  }
  return { code: 0, lines: [`check-secrets: ${env} has every required secret (${[...REQUIRED_SECRETS, ...sms.secrets].join(", ")}).`] };
}

function main(argv) {
  const arg = (flag) => {
    const i = argv.indexOf(flag);
    return i === -1 ? undefined : argv[i + 1];
  };
  const env = arg("--env") ?? process.env.CLOUDFLARE_ENV ?? "production";
  let json = arg("--json");
  if (json === undefined && argv.includes("--stdin")) json = readFileSync(0, "utf8");
  if (json === undefined) {
    try {
      json = execFileSync("npx", ["wrangler", "secret", "list", "--env", env, "--format", "json"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    } catch {
      console.error(
        `check-secrets: could not list the secrets of the ${env} Worker (wrangler secret list --env ${env}). Log in with \`npx wrangler login\` and try again.`,
      );
      return 1;
    }
  }
  const { code, lines } = checkSecretList(json, env, readWranglerVars(env));
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  return code;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
