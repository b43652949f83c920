import { businessDate, formatDate } from "~/lib/dates";
import { LEAD_STATUSES } from "~/lib/lead-options";
import { statusLabel } from "~/lib/lead-status";
import type { Db } from "../db/client";
import { leadOverview, weeklySeries } from "../models/lead-stats";
import { serviceCounts } from "../models/service-account";

/** One series of a weekly chart: its colour (3:1 on white at least) and one count per week, oldest first. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  values: number[];
}

/** A week of a chart: the axis label ("11/17") and the table's ("Week of Nov 17, 2026"). */
export interface ChartWeek {
  short: string;
  long: string;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Status colours (as in the status badges), darker shades where white needs 3:1. */
const STATUS_COLORS: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: "#2563eb",
  contacted: "#ca8a04",
  scheduled: "#9333ea",
  converted: "#16a34a",
  lost: "#6b7280",
};

const SOURCE_COLORS = ["#0f2a3d", "#15803d", "#2563eb", "#b45309", "#9333ea"];
const OTHER_SOURCES_COLOR = "#8a9aa5";
/** More sources than this are summed as "Other sources", so the legend stays readable. */
const MAX_SOURCES = 5;

const SOURCE_LABELS: Record<string, string> = {
  "": "Not given",
  google: "Google",
  facebook: "Facebook",
  microsoft: "Microsoft",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  x: "X",
  referral: "Friend or neighbour",
  other: "Other (as told)",
};

const sourceLabel = (key: string) => SOURCE_LABELS[key] ?? capitalize(key);

/**
 * The office's overview (/admin/overview): the last weeks' leads by source and by status as chart
 * series (the colours the status badges use, the first sources by count and the rest summed), the
 * conversion and first-contact figures, and today's customers by the state of their service.
 */
export async function leadOverviewPage(db: Db) {
  const [overview, billing] = await Promise.all([leadOverview(db), serviceCounts(db, businessDate())]);
  const weekCount = overview.weeks.length;

  const weeks: ChartWeek[] = overview.weeks.map((week) => {
    const [, month, day] = week.label.split("-");
    return { short: `${Number(month)}/${Number(day)}`, long: `Week of ${formatDate(`${week.label}T12:00:00Z`)}` };
  });

  const statusRows = weeklySeries(overview.byStatus, weekCount);
  const byStatus: ChartSeries[] = LEAD_STATUSES.map((status) => ({
    key: status,
    label: statusLabel(status),
    color: STATUS_COLORS[status],
    values: statusRows.find((row) => row.key === status)?.values ?? Array.from({ length: weekCount }, () => 0),
  }));

  const sourceRows = weeklySeries(overview.bySource, weekCount);
  const kept = sourceRows.length > MAX_SOURCES ? sourceRows.slice(0, MAX_SOURCES - 1) : sourceRows;
  const rest = sourceRows.slice(kept.length);
  const bySource: ChartSeries[] = kept.map((row, i) => ({
    key: row.key || "none",
    label: sourceLabel(row.key),
    color: SOURCE_COLORS[i] ?? OTHER_SOURCES_COLOR,
    values: row.values,
  }));
  if (rest.length > 0) {
    bySource.push({
      key: "other-sources",
      label: "Other sources",
      color: OTHER_SOURCES_COLOR,
      values: Array.from({ length: weekCount }, (_, w) => rest.reduce((sum, row) => sum + (row.values[w] ?? 0), 0)),
    });
  }

  return {
    weekCount,
    weeks,
    byStatus,
    bySource,
    total: overview.total,
    converted: overview.converted,
    conversionRate: overview.conversionRate,
    medianFirstContactSeconds: overview.medianFirstContactSeconds,
    contactedCount: overview.contactedCount,
    billing,
  };
}
