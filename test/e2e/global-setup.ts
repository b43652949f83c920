import { seedSession } from "./support/sessions";

/**
 * Runs once after the web server is up (so migrations are applied). Tests read what it
 * seeds from environment variables; add further users here as other suites need them.
 */
export default function globalSetup() {
  process.env.E2E_CUSTOMER_SESSION = seedSession({ email: "e2e-customer@example.com", name: "Jordan Rivera", role: "customer" });
}
