import { randomUUID } from "node:crypto";
import path from "node:path";
import { E2E_ORIGIN } from "./server";

/**
 * End-to-end tests run the production build on a local D1/KV state directory of their own,
 * created fresh for every run (playwright.config.ts), so they never share rows with
 * `npm run dev` or with an earlier run.
 *
 * Specs seed it through the running server's development-only routes (POST /dev/seed/*,
 * server/api/dev-seed.ts), so the server is the only writer of its SQLite file and KV: no
 * wrangler process writes beside it (both sides met SQLITE_BUSY that way), and a seed is one
 * HTTP request, not a process per statement. Every helper here is async: await it.
 */
export const root = path.resolve(import.meta.dirname, "../../..");
export const E2E_STATE_DIR = ".wrangler/e2e-state";

/** POSTs `body` to /dev/seed/<route> and returns the answer; a refused seed throws with the server's reason. */
export async function seedRequest<T>(route: string, body: unknown): Promise<T> {
  const res = await fetch(`${E2E_ORIGIN}/dev/seed/${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`seeding /dev/seed/${route} failed (${res.status}): ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A name part of this run of a spec file (the time and the process), so that seeds of two runs,
 * or of the two projects' workers, never meet; `prefix` marks the file.
 */
export const runId = (prefix = "") => `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}`;

export const sql = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The rows a SELECT (the last statement of `command`) on the end-to-end D1 returns: what a spec
 * reads to check what happened. Specs write no rows by SQL: the helpers of this file make them as
 * the product does (docs/testing.md).
 */
export async function query<T>(command: string): Promise<T[]> {
  return (await seedRequest<{ rows: T[] }>("sql", { sql: command })).rows;
}

/**
 * Creates (or updates) an account, the way `npm run user:create` does (the Worker's own hashing;
 * saving a password makes the account active and ends its sessions), in `locale` when given.
 * Without `password`, one nobody knows: an active account no test signs in to by its password.
 */
export async function createAccount(user: {
  email: string;
  password?: string;
  role: "customer" | "admin" | "crew";
  name: string;
  locale?: "en" | "es";
  demo?: boolean;
}): Promise<void> {
  await seedRequest("account", { ...user, password: user.password ?? `nobody knows ${randomUUID()}` });
}

/** A lead's columns as the test factory takes them (SEED_FIELDS, server/leads/seed-lead.ts), with its e-mail. */
export type SeedLead = Record<string, string | number | boolean | null> & { email: string };

/**
 * Makes a lead with the test factory, through the server (POST /dev/seed/lead: created as a quote
 * is, then each field by the owner's own change, so the lead is in a state the product can reach),
 * unless a lead with its e-mail exists. Playwright may run a file's `beforeAll` more than once in
 * one worker (the module, and its per-run names, stay loaded), so a seed must be idempotent or a
 * test meets two leads with its name. Answers the lead's id, version and payment reference.
 */
export async function seedLeadOnce(lead: SeedLead): Promise<{ id: number; version: number; clientReference: string | null }> {
  return seedRequest("lead", { lead, once: true });
}

/** seedLeadOnce for each lead, in order. */
export async function seedLeadsOnce(leads: readonly SeedLead[]): Promise<void> {
  for (const lead of leads) await seedLeadOnce(lead);
}

/**
 * The customer account of the converted lead with this e-mail, as converting it gives one (POST
 * /dev/seed/customer, the test factory): the account with the e-mail (createAccount's) linked to the
 * lead, or, when there is none, a pending (invited) one made for it, named `name` and in `locale`
 * (the lead's by default), with no invitation e-mail. Idempotent.
 */
export async function linkCustomerAccount(email: string, account: { name?: string; locale?: "en" | "es" } = {}): Promise<void> {
  await seedRequest("customer", { email, ...account });
}

/** A visit planned on `date` (YYYY-MM-DD) for the customer of the lead with this e-mail (POST /dev/seed/visit), once. */
export async function planVisit(email: string, date: string): Promise<void> {
  await seedRequest("visit", { email, date });
}

/**
 * Puts the customer of `customerEmail` on the route of the crew account `crewEmail` as the office's
 * assignment does (POST /dev/seed/route: through the owner, with its history row; the route is
 * re-ordered by distance, and a customer without a position joins its end). Idempotent.
 */
export async function putOnRoute(customerEmail: string, crewEmail: string): Promise<void> {
  await seedRequest("route", { customer: customerEmail, crew: crewEmail });
}
