import { sql } from "drizzle-orm";
import { addDays, BUSINESS_TIME_ZONE, businessDate, mondayOf, startOfDayIn } from "~/lib/dates";
import type { Db } from "../db/client";
import { emailKey, phoneKey } from "../db/lead-keys";
import { leads } from "../db/schema";

/**
 * Figures for the admin overview (/admin/overview) and the duplicate flag on the lead list.
 * Every query groups or joins in SQL; nothing here loads the leads themselves.
 */

export const STATS_TIME_ZONE = BUSINESS_TIME_ZONE;
export const OVERVIEW_WEEKS = 12;
/** Two leads sharing an e-mail or phone within this many days are possible duplicates. */
export const DUPLICATE_WINDOW_DAYS = 90;

export interface WeekRange {
  /** The Monday, as YYYY-MM-DD in New York. */
  label: string;
  /** UTC instants: [start, end). */
  start: string;
  end: string;
}

/**
 * The last `count` weeks (Monday to Sunday, New York time) ending with the current one, oldest
 * first. Each bound is the UTC instant of local midnight, so a daylight-saving week is 167 or 169 hours.
 */
export function weekRanges(now: Date = new Date(), count = OVERVIEW_WEEKS, zone = STATS_TIME_ZONE): WeekRange[] {
  const thisMonday = mondayOf(businessDate(now, zone));
  const weeks: WeekRange[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const monday = addDays(thisMonday, -7 * i);
    weeks.push({ label: monday, start: startOfDayIn(monday, zone), end: startOfDayIn(addDays(monday, 7), zone) });
  }
  return weeks;
}

/**
 * A lead's source: its UTM source when it came from a campaign link, else the network of its ad
 * click (an auto-tagged ad carries only a click id), else what the visitor told us.
 */
const sourceExpr = sql`lower(trim(coalesce(nullif(trim(l.utm_source), ''), nullif(l.click_network, ''), l.referral_source, '')))`;

/** The weeks as an SQL VALUES table, so one GROUP BY buckets the leads. */
function weeksTable(weeks: readonly WeekRange[]) {
  return sql.join(
    weeks.map((w, i) => sql`(${i}, ${w.start}, ${w.end})`),
    sql`, `,
  );
}

export interface WeeklyCount {
  week: number;
  key: string;
  count: number;
}

export interface LeadOverview {
  weeks: WeekRange[];
  /** Non-deleted leads created in the period, per week and status. */
  byStatus: WeeklyCount[];
  /** Per week and source key ("" when neither a UTM source, an ad click nor a referral source was given). */
  bySource: WeeklyCount[];
  total: number;
  converted: number;
  /** converted / total, or null without leads. */
  conversionRate: number | null;
  /** Median seconds from creation to first contact, over the period's contacted leads. */
  medianFirstContactSeconds: number | null;
  /** How many leads the median is over. */
  contactedCount: number;
}

/**
 * First contact: the earliest history row that moves the lead from "new" to another status (a
 * status change, an edit that changed the status, or a paid checkout). A lead with no such row
 * but a status other than "new" (imported or from before history) uses its last status change.
 */
const firstContactExpr = sql`coalesce(
  (SELECT min(e.created_at) FROM lead_events e
    WHERE e.lead_id = l.id AND e.from_status = 'new' AND e.to_status IS NOT NULL AND e.to_status <> 'new'),
  CASE WHEN l.status <> 'new' THEN l.status_changed_at END
)`;

export async function leadOverview(db: Db, now: Date = new Date(), count = OVERVIEW_WEEKS): Promise<LeadOverview> {
  const weeks = weekRanges(now, count);
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  if (!first || !last) throw new Error("no weeks");
  const period = sql`l.deleted_at IS NULL AND l.created_at >= ${first.start} AND l.created_at < ${last.end}`;
  const bucketed = (key: ReturnType<typeof sql>) => sql`
    WITH weeks(idx, start, finish) AS (VALUES ${weeksTable(weeks)})
    SELECT w.idx AS week, ${key} AS key, count(*) AS count
    FROM leads l JOIN weeks w ON l.created_at >= w.start AND l.created_at < w.finish
    WHERE ${period}
    GROUP BY w.idx, ${key}
    ORDER BY w.idx`;

  const [byStatus, bySource, totals, median] = await Promise.all([
    db.all<WeeklyCount>(bucketed(sql`l.status`)),
    db.all<WeeklyCount>(bucketed(sourceExpr)),
    db.all<{ total: number; converted: number }>(sql`
      SELECT count(*) AS total, coalesce(sum(l.status = 'converted'), 0) AS converted
      FROM leads l WHERE ${period}`),
    // The median by row number: the middle row, or the mean of the two middle rows.
    db.all<{ median: number | null; n: number | null }>(sql`
      WITH contact AS (
        SELECT (julianday(${firstContactExpr}) - julianday(l.created_at)) * 86400.0 AS secs
        FROM leads l WHERE ${period}
      ),
      ranked AS (
        SELECT secs, row_number() OVER (ORDER BY secs) AS rn, count(*) OVER () AS n
        FROM contact WHERE secs IS NOT NULL
      )
      SELECT avg(secs) AS median, max(n) AS n FROM ranked WHERE rn IN ((n + 1) / 2, (n + 2) / 2)`),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  const converted = Number(totals[0]?.converted ?? 0);
  const toCounts = (rows: WeeklyCount[]) => rows.map((r) => ({ week: Number(r.week), key: String(r.key ?? ""), count: Number(r.count) }));
  return {
    weeks,
    byStatus: toCounts(byStatus),
    bySource: toCounts(bySource),
    total,
    converted,
    conversionRate: total === 0 ? null : converted / total,
    medianFirstContactSeconds: median[0]?.median == null ? null : Math.max(0, Number(median[0].median)),
    contactedCount: Number(median[0]?.n ?? 0),
  };
}

/** Weekly counts as one array per key (oldest week first), keys ordered by their period total, largest first. */
export function weeklySeries(rows: readonly WeeklyCount[], weekCount: number): { key: string; values: number[]; total: number }[] {
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    const values = byKey.get(row.key) ?? Array.from({ length: weekCount }, () => 0);
    values[row.week] = (values[row.week] ?? 0) + row.count;
    byKey.set(row.key, values);
  }
  return [...byKey.entries()]
    .map(([key, values]) => ({ key, values, total: values.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
}

export interface DuplicateMatch {
  id: number;
  /** What the two leads share. */
  email: boolean;
  phone: boolean;
}

/**
 * For the given leads (one page of the list), the other non-deleted leads created within
 * DUPLICATE_WINDOW_DAYS of each that share its e-mail (case-insensitive) or phone (digits only;
 * both as server/db/lead-keys.ts reads them). One query; leads without a match are absent from
 * the result.
 */
export async function duplicatesForLeads(db: Db, ids: readonly number[]): Promise<Record<number, DuplicateMatch[]>> {
  const result: Record<number, DuplicateMatch[]> = {};
  if (ids.length === 0) return result;
  // Integers inlined: a page of ids would use up D1's 100 bound parameters.
  const idList = sql.raw(ids.filter((id) => Number.isSafeInteger(id)).join(", ") || "NULL");
  const others = sql.raw("others");
  const around = (sign: "-" | "+") => sql`strftime('%Y-%m-%dT%H:%M:%fZ', page.created_at, ${`${sign}${DUPLICATE_WINDOW_DAYS} days`})`;
  // Each page row's keys are looked up in the active leads' key indexes (leads_active_email_key_idx,
  // leads_active_phone_key_idx), bounded by its own dates: a few index entries per row, however many
  // leads there are (it normalized every lead of the page's months on every view before). CROSS
  // JOIN keeps the page outside: SQLite, with no statistics, would otherwise scan a key index whole.
  const within = sql`others.id <> page.id AND others.deleted_at IS NULL
    AND others.created_at >= ${around("-")} AND others.created_at <= ${around("+")}
    AND abs(julianday(others.created_at) - julianday(page.created_at)) <= ${DUPLICATE_WINDOW_DAYS}`;
  const rows = await db.all<{ lead_id: number; other_id: number; by_email: number; by_phone: number }>(sql`
    WITH page AS MATERIALIZED (
      SELECT id, created_at, ${emailKey(leads.email)} AS e, ${phoneKey(leads.phone)} AS p FROM leads WHERE id IN (${idList})
    ),
    pairs AS (
      SELECT page.id AS lead_id, others.id AS other_id, others.created_at AS at, 1 AS by_email, 0 AS by_phone
        FROM page CROSS JOIN leads others ON ${emailKey(sql`${others}.email`)} = page.e WHERE page.e <> '' AND ${within}
      UNION ALL
      SELECT page.id, others.id, others.created_at, 0, 1
        FROM page CROSS JOIN leads others ON ${phoneKey(sql`${others}.phone`)} = page.p WHERE length(page.p) >= 7 AND ${within}
    )
    SELECT lead_id, other_id, max(by_email) AS by_email, max(by_phone) AS by_phone
    FROM pairs GROUP BY lead_id, other_id
    ORDER BY lead_id, max(at) DESC, other_id DESC`);
  for (const row of rows) {
    (result[Number(row.lead_id)] ??= []).push({ id: Number(row.other_id), email: Boolean(row.by_email), phone: Boolean(row.by_phone) });
  }
  return result;
}
