import { type SQL, sql, type SQLWrapper } from "drizzle-orm";
// Relative, not `~/`: the schema imports this file, and drizzle-kit loads it with Node's resolver.
import { miamiDadeZips } from "../../app/content/miami-dade-zips";

/**
 * How two leads are told to be the same person (the lead list's duplicate flag): the e-mail
 * lower-cased, the phone as digits only without a leading US country code, so
 * "+1 (305) 555-0100" equals "305.555.0100". One expression for the schema's indexes and the
 * query that uses them: SQLite picks an index on an expression only when the query's expression
 * is the same, so both are built here.
 */
export const emailKey = (email: SQLWrapper): SQL => sql`lower(trim(${email}))`;

const digits = (phone: SQLWrapper): SQL =>
  sql`replace(replace(replace(replace(replace(replace(replace(${phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), '/', '')`;

export const phoneKey = (phone: SQLWrapper): SQL =>
  sql`(CASE WHEN length(${digits(phone)}) = 11 AND substr(${digits(phone)}, 1, 1) = '1' THEN substr(${digits(phone)}, 2) ELSE ${digits(phone)} END)`;

/** Blanks SQLite's trim() takes off as JavaScript's trim() does (space, tab, line ends, form feed, vertical tab). */
export const BLANKS = sql.raw("char(32, 9, 10, 13, 12, 11)");

/** The service area's ZIP codes as an SQL list (five digits each, so safe to inline). */
const SERVICE_ZIPS = sql.raw(
  [...miamiDadeZips]
    .filter((z) => /^\d{5}$/.test(z))
    .map((z) => `'${z}'`)
    .join(", "),
);

/**
 * A customer something may be missing for before visits can be planned (app/lib/service-address.ts
 * says exactly what): no street line as isStreetLine reads it (letters beyond A-Z are checked
 * there), no ZIP of the service area, or no service day. A superset, so the few it keeps are
 * checked in JavaScript; the schema's partial index `leads_unplannable_idx` holds exactly these
 * customers, so the "Ready to schedule" list reads a few index entries, not every customer. A
 * change of the ZIP list changes the index (a migration), or the query no longer matches it.
 */
export function mayLackVisitDetails(lead: { address: SQLWrapper; zip_code: SQLWrapper; preferred_day: SQLWrapper }): SQL {
  const address = sql`trim(${lead.address}, ${BLANKS})`;
  return sql`(NOT (length(${address}) >= 5 AND ${address} GLOB '*[0-9]*' AND ${address} GLOB '*[A-Za-z][A-Za-z]*') OR trim(${lead.zip_code}, ${BLANKS}) NOT IN (${SERVICE_ZIPS}) OR ${lead.preferred_day} IS NULL)`;
}
