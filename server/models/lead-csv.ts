import { CODED_LEAD_FIELDS, isCodedLeadField, leadFrequencyLabel, optionLabel } from "~/lib/lead-options";
import type { Lead } from "../db/schema";
import { smsConsentText } from "./lead-admin";

/** The admin's CSV export of leads (app/routes/admin/leads-csv.tsx): its columns and cells. */

export const CSV_COLUMNS = [
  "id",
  "created_at",
  "updated_at",
  "status",
  "first_name",
  "last_name",
  "full_name",
  "email",
  "phone",
  "sms_updates",
  "sms_consent_at",
  "sms_consent_version",
  "address",
  "zip_code",
  "out_of_area",
  "service_type",
  "property_type",
  "service_frequency",
  "preferred_day",
  "dogs",
  "referral_source",
  "special_instructions",
  "office_notes",
  "management_company",
  "community_name",
  "role",
  "num_homes",
  "request_type",
  "locale",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "click_network",
  "click_id",
  "landing_path",
  "landing_referrer",
  "deleted_at",
] as const satisfies readonly (keyof Lead)[];

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (leading =, +, -, @, tab or CR)
 * gets a leading apostrophe; every cell is quoted with quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Each coded column keeps its code and is followed by a `<column>_label` column in words. */
const csvColumns = (): { header: string; value: (lead: Lead) => string | number | boolean | null | undefined }[] =>
  CSV_COLUMNS.flatMap((column) => {
    const plain = { header: column, value: (lead: Lead) => lead[column] };
    // The words the visitor agreed to, next to the version, so the export stands on its own.
    if (column === "sms_consent_version") return [plain, { header: "sms_consent_text", value: smsConsentText }];
    if (!isCodedLeadField(column)) return [plain];
    const list = CODED_LEAD_FIELDS[column];
    // A community request is never asked how often: no frequency, code or words (the column's default is not an answer).
    if (column === "service_frequency")
      return [
        { header: column, value: (lead: Lead) => (leadFrequencyLabel(lead) ? lead.service_frequency : "") },
        { header: `${column}_label`, value: leadFrequencyLabel },
      ];
    return [plain, { header: `${column}_label`, value: (lead: Lead) => optionLabel(list, lead[column]) }];
  });

export function leadsToCsv(rows: readonly Lead[]): string {
  const columns = csvColumns();
  const lines = [columns.map((c) => c.header).join(","), ...rows.map((lead) => columns.map((c) => csvCell(c.value(lead))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
