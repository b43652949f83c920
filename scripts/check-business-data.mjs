#!/usr/bin/env node
/**
 * Refuses a deploy while the business's public details are placeholders.
 * `npm run deploy` runs it first: it reads the production environment's `[env.production.vars]`
 * from wrangler.toml (or `--env <name>`) and exits 1 with one line per placeholder.
 * The pure functions are exported for the unit test (test/unit/check-business-data.test.ts).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";
import { readWranglerToml, varsOf } from "./lib/wrangler-toml.mjs";

/** Public values that reach pages, JSON-LD, the sitemap or links. Social links may be empty. */
export const CHECKED_VARS = [
  "SITE_URL",
  "BILLING_PORTAL_URL",
  "BUSINESS_PHONE",
  "BUSINESS_EMAIL",
  "BUSINESS_ADDRESS_STREET",
  "BUSINESS_ADDRESS_LOCALITY",
  "BUSINESS_ADDRESS_REGION",
  "BUSINESS_ADDRESS_POSTAL_CODE",
  "BUSINESS_HOURS_DAYS",
  "BUSINESS_HOURS_DAYS_ES",
  "BUSINESS_HOURS_OPEN",
  "BUSINESS_HOURS_CLOSE",
];
export const OPTIONAL_VARS = ["SOCIAL_FACEBOOK_URL", "SOCIAL_INSTAGRAM_URL", "SOCIAL_GOOGLE_URL"];

/**
 * The string values of one table of a wrangler.toml's text: `[vars]` (envName empty) or
 * `[env.<envName>.vars]`.
 * @param {string} toml
 * @param {string} envName
 * @returns {Record<string, string>}
 */
export function readVars(toml, envName) {
  return varsOf(parse(toml), envName);
}

/**
 * Why a value is a placeholder, or null when it looks real.
 * @param {string} value
 * @returns {string | null}
 */
export function placeholderReason(value) {
  const text = value.trim();
  if (text === "") return "is empty";
  if (/(^|[^a-z])(todo|tbd|fixme|changeme|placeholder|lorem ipsum)([^a-z]|$)/i.test(text)) return "is marked as a placeholder";
  if (/(^|[^a-z0-9-])(example\.(com|org|net)|[a-z0-9-]+\.example\.(com|org|net)|[a-z0-9-]+\.(test|invalid|localhost)|localhost)\b/i.test(text)) {
    return "uses a reserved example domain";
  }
  if (/(^|\D)(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?555[\s.-]?\d{4}(\D|$)/.test(text)) return "is a fictional 555 phone number";
  if (/^http:\/\//i.test(text)) return "is not https";
  return null;
}

/**
 * One message per placeholder or missing value, naming the variable and its value.
 * @param {Record<string, string>} vars
 * @returns {string[]}
 */
export function findPlaceholders(vars) {
  /** @type {string[]} */
  const problems = [];
  for (const key of CHECKED_VARS) {
    const value = vars[key];
    if (value === undefined) {
      problems.push(`${key} is not set`);
      continue;
    }
    const reason = placeholderReason(value);
    if (reason) problems.push(`${key} = "${value}" ${reason}`);
  }
  for (const key of OPTIONAL_VARS) {
    const value = vars[key];
    if (!value) continue;
    const reason = placeholderReason(value);
    if (reason) problems.push(`${key} = "${value}" ${reason}`);
  }
  // The development outbox keeps e-mails in the database: a deployed site must send them.
  if (vars.EMAIL_PROVIDER === "outbox") problems.push('EMAIL_PROVIDER = "outbox" is for development and tests (use "http" or "cloudflare")');
  return problems;
}

/** The subscription price of each plan and frequency (server/config.ts STRIPE_PRICE_VARS keeps the same list). */
export const PRICE_VARS = ["STRIPE_PRICE_WEEKLY", "STRIPE_PRICE_BI_WEEKLY", "STRIPE_PRICE_MONTHLY"];

/**
 * One message per missing or malformed price id: "Send payment link" and the customer's checkout
 * need one per frequency, and the provider's price ids start with "price_".
 * @param {Record<string, string>} vars
 * @returns {string[]}
 */
export function priceProblems(vars) {
  /** @type {string[]} */
  const problems = [];
  for (const key of PRICE_VARS) {
    const value = (vars[key] ?? "").trim();
    if (value === "") problems.push(`${key} is not set: the payment provider's price id of that plan (price_...)`);
    else if (!/^price_[A-Za-z0-9]+$/.test(value)) problems.push(`${key} = "${value}" is not a price id (price_...)`);
  }
  return problems;
}

/**
 * One environment's vars from the project's wrangler.toml.
 * @param {string} envName
 * @returns {Record<string, string>}
 */
export function readWranglerVars(envName) {
  return varsOf(readWranglerToml(), envName);
}

function main() {
  const args = process.argv.slice(2);
  const envIndex = args.indexOf("--env");
  const envName = envIndex >= 0 ? (args[envIndex + 1] ?? "") : (process.env.CLOUDFLARE_ENV ?? "production");
  const table = envName ? `[env.${envName}.vars]` : "[vars]";
  const vars = readWranglerVars(envName);
  const problems = [...findPlaceholders(vars), ...(envName === "production" ? priceProblems(vars) : [])];
  if (problems.length > 0) {
    console.error(`Refusing to deploy: wrangler.toml ${table} still has placeholder business data or missing price ids:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error("Set the real values in wrangler.toml, then deploy again.");
    process.exit(1);
  }
  console.log(`Business data and price ids in wrangler.toml ${table}: no placeholders.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
