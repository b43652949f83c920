import { CUSTOMER } from "./support/accounts";
import { seedSession } from "./support/sessions";

/**
 * Runs once, after the web server is up on a freshly migrated state directory (where the web
 * server's command already made the admin with `npm run user:create`): seeds the demo customer's
 * session through the server's /dev/seed routes. Tests read it from an environment variable.
 */
export default async function globalSetup() {
  process.env.E2E_CUSTOMER_SESSION = await seedSession({ ...CUSTOMER, role: "customer", demo: true });
}
