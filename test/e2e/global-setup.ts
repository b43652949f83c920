import { execFileSync } from "node:child_process";
import { ADMIN, CUSTOMER } from "./support/accounts";
import { E2E_STATE_DIR, root } from "./support/local-state";
import { seedSession } from "./support/sessions";

/**
 * Runs once, after the web server is up on a freshly migrated state directory. Creates every
 * account the specs use, so no spec writes accounts while others run. Tests read the seeded
 * session from an environment variable.
 */
export default function globalSetup() {
  execFileSync(
    "npm",
    [
      "run",
      "-s",
      "user:create",
      "--",
      "--email",
      ADMIN.email,
      "--password",
      ADMIN.password,
      "--role",
      "admin",
      "--name",
      ADMIN.name,
      "--persist-to",
      E2E_STATE_DIR,
    ],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );
  process.env.E2E_CUSTOMER_SESSION = seedSession({ ...CUSTOMER, role: "customer", demo: true });
}
