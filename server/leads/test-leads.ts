/**
 * Test leads: `npm run smoke` submits a lead after every deploy to prove the whole path works.
 * A lead whose e-mail address is at TEST_LEAD_DOMAIN is such a test: it is stored already
 * soft-deleted (with a "deleted" history row by `smoke-test`), so the dashboard never lists it
 * as active, and no notification is queued for it (no staff e-mail, no confirmation, no webhook).
 *
 * Why an address and not a secret: `.invalid` is reserved (RFC 2606), so no visitor can have
 * such an address and nothing could be delivered to it anyway. The marker only ever applies to
 * the lead being created by that same request, which still counts against the per-IP limit, so
 * it gives nobody a way to create more leads, hide or delete anyone else's.
 */
export const TEST_LEAD_DOMAIN = "smoke-test.invalid";

/** The actor of a test lead's "deleted" history row (app/lib/lead-options.ts names it). */
export const TEST_LEAD_ACTOR = "smoke-test";

export function isTestLeadEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${TEST_LEAD_DOMAIN}`);
}
