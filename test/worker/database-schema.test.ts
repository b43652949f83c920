import { env } from "cloudflare:workers";
import { and, desc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "~server/db/schema";
import { leadOverview } from "~server/models/lead-stats";
import { db } from "./support/leads";

/**
 * The database itself: its CHECK constraints and indexes, and rows the product no longer makes
 * (imported, or from before the history), written and asked directly: the one kind of test that
 * writes the leads table without the test factory (docs/testing.md).
 */

describe("schema rules", () => {
  it("refuses a status, service type or frequency outside the lists", async () => {
    const insert = (overrides: Record<string, string>) => {
      const row = { first_name: "X", email: "x@example.com", phone: "1", service_type: "residential", property_type: "Residential", ...overrides };
      const columns = Object.keys(row);
      return env.DB.prepare(`INSERT INTO leads (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
        .bind(...Object.values(row))
        .run();
    };
    await expect(insert({ status: "bogus" })).rejects.toThrow(/CHECK constraint failed/);
    await expect(insert({ service_frequency: "daily" })).rejects.toThrow(/CHECK constraint failed/);
    await expect(insert({ service_type: "industrial" })).rejects.toThrow(/CHECK constraint failed/);
    await expect(insert({ status: "contacted" })).resolves.toBeTruthy();
  });

  it("serves the admin list from the partial indexes on active leads", async () => {
    const plan = async (query: { sql: string; params: unknown[] }) => {
      const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>();
      return rows.results.map((r) => r.detail).join("\n");
    };
    const newest = [desc(leads.created_at), desc(leads.id)];
    const all = db
      .select()
      .from(leads)
      .where(isNull(leads.deleted_at))
      .orderBy(...newest)
      .limit(50)
      .toSQL();
    expect(await plan(all)).toMatch(/leads_active_created_idx/);
    expect(await plan(all)).not.toMatch(/TEMP B-TREE/);
    const byStatus = db
      .select()
      .from(leads)
      .where(and(isNull(leads.deleted_at), eq(leads.status, "new")))
      .orderBy(...newest)
      .limit(50)
      .toSQL();
    expect(await plan(byStatus)).toMatch(/leads_active_status_created_idx/);
    expect(await plan(byStatus)).not.toMatch(/TEMP B-TREE/);
  });

  it("refuses a second lead with the same payment reference", async () => {
    const ref = "residential_999_duplicateduplicatedupli";
    await env.DB.prepare(
      "INSERT INTO leads (first_name, email, phone, service_type, property_type, client_reference) VALUES ('A', 'a@example.com', '1', 'residential', 'Residential', ?)",
    )
      .bind(ref)
      .run();
    await expect(
      env.DB.prepare(
        "INSERT INTO leads (first_name, email, phone, service_type, property_type, client_reference) VALUES ('B', 'b@example.com', '1', 'residential', 'Residential', ?)",
      )
        .bind(ref)
        .run(),
    ).rejects.toThrow(/UNIQUE/);
  });
});

describe("rows from before the history", () => {
  it("a contacted lead with no status row in its history counts its first contact from its last status change", async () => {
    // Imported, or older than the history: every lead the product makes has a history row for its status.
    await env.DB.prepare(
      "INSERT INTO leads (first_name, email, phone, service_type, property_type, status, created_at, status_changed_at) VALUES ('Old', 'old.import@example.com', '1', 'residential', 'Residential', 'contacted', '2031-03-18T10:00:00.000Z', '2031-03-18T13:00:00.000Z')",
    ).run();
    const overview = await leadOverview(db, new Date("2031-03-20T16:00:00.000Z"));
    expect(overview.contactedCount).toBe(1);
    expect(overview.medianFirstContactSeconds).toBeCloseTo(3 * 3600, 0);
  });
});
