import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "~server/db/schema";
import { PURGED_FIELDS } from "~server/leads/change";
import { SEED_FIELDS } from "~server/leads/seed-lead";
import { EDITABLE_FIELDS } from "~server/models/lead-admin";
import { CSV_COLUMNS } from "~server/models/lead-csv";
import { VISITOR_EDITABLE } from "~server/models/leads";

/**
 * Every column of `leads` has a decision for each list a lead field must be thought about in
 * (docs/making-a-change.md, "A column on a table"): Edit Lead (EDITABLE_FIELDS), what the visitor may
 * change by sending the quote form again (VISITOR_EDITABLE), the CSV export (CSV_COLUMNS), the
 * purge of a deleted lead's personal data (PURGED_FIELDS) and the test factory (SEED_FIELDS: what
 * a test may give a lead, each through the owner's change for it). A new column without its line here fails
 * and names the lists to decide; a line that says "in" for a list the column is missing from fails
 * and names that list.
 */

type Lists = "editLead" | "visitor" | "csv" | "purge" | "factory";
/** `true`: in the list; otherwise why not (a word or two). */
type Decision = Record<Lists, true | string>;

const LISTS: Record<Lists, readonly string[]> = {
  editLead: EDITABLE_FIELDS,
  visitor: VISITOR_EDITABLE,
  csv: CSV_COLUMNS,
  purge: Object.keys(PURGED_FIELDS),
  factory: SEED_FIELDS,
};

const NAMES: Record<Lists, string> = {
  editLead: "Edit Lead's EDITABLE_FIELDS (server/models/lead-admin.ts)",
  visitor: "the quote form's VISITOR_EDITABLE (server/models/leads.ts)",
  csv: "the export's CSV_COLUMNS (server/models/lead-csv.ts)",
  purge: "the purge's PURGED_FIELDS (server/leads/change.ts)",
  factory: "the test factory's SEED_FIELDS (server/leads/seed-lead.ts)",
};

const bookkeeping = { editLead: "bookkeeping", visitor: "bookkeeping", csv: "bookkeeping", purge: "not personal", factory: "the owner's" };
const provider = { editLead: "the provider's", visitor: "the provider's", csv: "not exported", purge: "kept for the books", factory: true as const };
const contact = { editLead: true, visitor: true, csv: true, purge: true, factory: true } as const;
const plan = { editLead: true, visitor: true, csv: true, purge: "not personal", factory: true } as const;
const commercial = { editLead: "the quote's", visitor: true, csv: true, purge: true, factory: true } as const;
const campaign = { editLead: "attribution", visitor: "first touch only", csv: true, purge: "not personal", factory: true } as const;
const consent = { editLead: "the customer's own", visitor: true, csv: true, purge: "proof of consent", factory: true } as const;
const customerChoice = { editLead: "the customer's own", visitor: "customer area", csv: "not exported", purge: "not personal", factory: true as const };

const DECISIONS: Record<string, Decision> = {
  id: { ...bookkeeping, csv: true },
  first_name: contact,
  full_name: { ...contact, editLead: "from first and last", visitor: "from first and last" },
  last_name: contact,
  email: contact,
  phone: contact,
  address: { ...contact, visitor: "no street line in the quote (decision 0014)" },
  zip_code: { ...plan, purge: "kept for counts by area" },
  out_of_area: { ...plan, editLead: "follows the ZIP", factory: "follows the ZIP" },
  service_type: { ...plan, editLead: "follows the property type", visitor: "fixed by the wizard's path" },
  property_type: { ...plan, visitor: "fixed by the wizard's path" },
  service_frequency: plan,
  preferred_day: plan,
  status: { editLead: true, visitor: "the office's", csv: true, purge: "kept for counts", factory: true },
  special_instructions: { editLead: true, visitor: "set once by the quote", csv: true, purge: true, factory: true },
  office_notes: { editLead: true, visitor: "the office's", csv: true, purge: true, factory: true },
  referral_source: { ...plan, editLead: "the visitor's answer" },
  sms_updates: consent,
  sms_consent_version: consent,
  sms_consent_at: consent,
  sms_consent_locale: { ...consent, csv: "the version's wording says it" },
  management_company: commercial,
  community_name: commercial,
  role: commercial,
  num_homes: { ...commercial, purge: "not personal" },
  request_type: { ...commercial, purge: "not personal" },
  utm_source: campaign,
  utm_medium: campaign,
  utm_campaign: campaign,
  utm_term: campaign,
  utm_content: campaign,
  landing_referrer: { ...campaign, purge: true },
  click_id: { ...campaign, purge: true },
  click_network: campaign,
  landing_path: campaign,
  client_reference: { ...provider, purge: "random, not personal", factory: "made with the lead" },
  idempotency_key: { ...bookkeeping, purge: true },
  created_at: { ...bookkeeping, csv: true, factory: true },
  updated_at: { ...bookkeeping, csv: true },
  deleted_at: { ...bookkeeping, editLead: "Delete and Restore", csv: true, factory: true },
  status_changed_at: bookkeeping,
  purged_at: bookkeeping,
  locale: { ...bookkeeping, csv: true, visitor: "the pages it came from", factory: true },
  version: bookkeeping,
  gate_instructions: { editLead: true, visitor: "customer area", csv: "the crew's, not exported", purge: true, factory: true },
  dogs: { editLead: true, visitor: "customer area", csv: true, purge: "not personal", factory: true },
  notify_visit_summary: customerChoice,
  notify_reminders: customerChoice,
  notify_promotions: customerChoice,
  schedule_notified_next: bookkeeping,
  stripe_customer_id: provider,
  stripe_subscription_id: provider,
  billing_state: provider,
  billing_state_at: { ...provider, factory: "the billing change's time" },
  billing_event_created: provider,
  billing_next_charge_at: provider,
  billing_checkout_url: { ...provider, purge: "expires in a day" },
  billing_checkout_expires_at: provider,
  latitude: { editLead: "typed on the board", visitor: "the geocoder's", csv: "not exported", purge: true, factory: true },
  longitude: { editLead: "typed on the board", visitor: "the geocoder's", csv: "not exported", purge: true, factory: true },
  position_source: { editLead: "the geocoder's", visitor: "the geocoder's", csv: "not exported", purge: true, factory: true },
  position_for: { editLead: "the geocoder's", visitor: "the geocoder's", csv: "not exported", purge: true, factory: "the address it was found for" },
};

describe("every column of leads has a decision for each list it must be thought about in", () => {
  const columns = Object.values(getTableColumns(leads)).map((c) => c.name);

  it.each(columns)("%s", (column) => {
    const decision = DECISIONS[column];
    expect(decision, `leads.${column} has no line in test/worker/lead-columns.test.ts: decide it for ${Object.values(NAMES).join(", ")}`).toBeDefined();
    for (const list of Object.keys(LISTS) as Lists[]) {
      const listed = LISTS[list].includes(column);
      const wanted = decision?.[list] === true;
      expect(
        listed,
        `leads.${column} ${wanted ? "is missing from" : "is in"} ${NAMES[list]}${wanted ? "" : `, though the decision says: ${String(decision?.[list])}`}`,
      ).toBe(wanted);
    }
  });

  it("has no line for a column that no longer exists", () => {
    expect(Object.keys(DECISIONS).filter((c) => !columns.includes(c))).toEqual([]);
  });
});
