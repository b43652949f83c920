import { createAccount, linkCustomerAccount, planVisit, type SeedLead, seedLeadOnce } from "./local-state";

/**
 * A residential customer the office converted: the lead (`lead`'s columns over a weekly,
 * residential, converted one), an account with a known password in `locale` linked to it as a
 * conversion links one, and, given `visitOn` (YYYY-MM-DD), a visit planned that day, all by the
 * test factory through the server (POST /dev/seed/*). Idempotent, as a file's `beforeAll` may run twice. Returns the e-mail, the name the pages show and the lead's
 * payment reference.
 */
export async function seedCustomer({
  email,
  password,
  firstName,
  lastName,
  locale,
  lead,
  visitOn,
}: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale: "en" | "es";
  lead: { phone: string; address: string; zip_code: string } & Omit<SeedLead, "email">;
  visitOn?: string;
}): Promise<{ email: string; name: string; clientReference: string | null }> {
  const name = `${firstName} ${lastName}`;
  const { clientReference } = await seedLeadOnce({
    first_name: firstName,
    last_name: lastName,
    full_name: name,
    email,
    service_type: "residential",
    property_type: "Residential",
    service_frequency: "weekly",
    status: "converted",
    locale,
    ...lead,
  });
  await createAccount({ email, password, role: "customer", name, locale });
  await linkCustomerAccount(email);
  if (visitOn) await planVisit(email, visitOn);
  return { email, name, clientReference };
}
