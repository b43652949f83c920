/**
 * The end-to-end server's address: the production build served on 127.0.0.1:E2E_PORT (default
 * 4173; playwright.config.ts starts it), which the seeding helpers (local-state.ts) call too.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
