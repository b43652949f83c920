import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * End-to-end tests run the production build on a local D1/KV state directory of their own,
 * created fresh for every run (playwright.config.ts), so they never share rows with
 * `npm run dev` or with an earlier run.
 */
export const root = path.resolve(import.meta.dirname, "../../..");
export const E2E_STATE_DIR = ".wrangler/e2e-state";

const wranglerBin = path.join(root, "node_modules/.bin/wrangler");

/** Runs wrangler against the end-to-end state directory and returns its output. */
export function wrangler(args: string[]): string {
  return execFileSync(wranglerBin, [...args, "--persist-to", E2E_STATE_DIR], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

export const sql = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Executes SQL on the end-to-end D1. */
export function d1(command: string): string {
  return wrangler(["d1", "execute", "DB", "--local", "--yes", "--command", command]);
}
