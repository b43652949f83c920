import { ADMIN, CUSTOMER } from "./support/accounts";
import { createAccount } from "./support/local-state";
import { seedSession } from "./support/sessions";

/**
 * Runs once, after the web server is up on a freshly migrated state directory. Creates every
 * account the specs use, so no spec writes accounts while others run. Tests read the seeded
 * session from an environment variable.
 */
export default function globalSetup() {
  createAccount({ ...ADMIN, role: "admin" });
  process.env.E2E_CUSTOMER_SESSION = seedSession({ ...CUSTOMER, role: "customer", demo: true });
}
