/** Accounts made once per run: the admin by the web server's command (playwright.config.ts), the customer's session in test/e2e/global-setup.ts. */
export const ADMIN = { email: "e2e-admin@example.com", password: "e2e-admin-password-1", name: "E2E Admin" };
export const CUSTOMER = { email: "e2e-customer@example.com", name: "Jordan Rivera" };
