import { env } from "cloudflare:workers";
import { and, desc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CURRENT_SMS_CONSENT_VERSION } from "~/lib/lead-options";
import { leads, smsConsentEvents } from "~server/db/schema";
import { leadOverview } from "~server/models/lead-stats";
import { db, insertLead, leadById } from "./support/leads";

/**
 * The database itself: its CHECK constraints and indexes, rows the product no longer makes
 * (imported, or from before the history), and a migration run over rows written before it, written
 * and asked directly: the one kind of test that writes the leads table, its history or the crew
 * routes without the test factory (docs/testing.md).
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

describe("migration 0021: the consent rows written so far", () => {
  const consentAt = "2026-10-01T12:00:00.000Z";
  const edited = (leadId: number, from: string, to: string) =>
    env.DB.prepare(
      "INSERT INTO lead_events (lead_id, type, changes, actor, created_at) VALUES (?, 'edited', ?, 'office@example.com', '2026-10-05T09:00:00.000Z')",
    )
      .bind(leadId, JSON.stringify({ phone: [from, to] }))
      .run();
  const rowsOf = (leadId: number) => db.select().from(smsConsentEvents).where(eq(smsConsentEvents.lead_id, leadId)).orderBy(smsConsentEvents.id);

  it("gives the original grant the number it was given for, and withdraws consent a changed number kept", async () => {
    const texts = { sms_updates: true, sms_consent_version: CURRENT_SMS_CONSENT_VERSION, sms_consent_at: consentAt };
    // Consent recorded on a STOP after the office changed the number: the grant was stored under the new number.
    const stopped = await insertLead({ ...texts, sms_updates: false, phone: "(786) 555-0181" });
    await edited(stopped.id, "(305) 555-0180", "(786) 555-0181");
    await db.insert(smsConsentEvents).values([
      {
        lead_id: stopped.id,
        phone: "+17865550181",
        action: "given",
        source: "quote_form",
        wording_version: CURRENT_SMS_CONSENT_VERSION,
        created_at: consentAt,
      },
      { lead_id: stopped.id, phone: "+17865550181", action: "withdrawn", source: "keyword", keyword: "STOP", created_at: "2026-10-06T09:00:00.000Z" },
    ]);
    // Texts still on after the number changed, no history yet.
    const moved = await insertLead({ ...texts, phone: "(786) 555-0183" });
    await edited(moved.id, "(305) 555-0182", "(786) 555-0183");
    // The same number written another way is no change.
    const reformatted = await insertLead({ ...texts, phone: "305-555-0184" });
    await edited(reformatted.id, "(305) 555-0184", "305-555-0184");

    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0021_"));
    expect(migration).toBeDefined();
    for (const query of migration?.queries ?? []) await env.DB.prepare(query).run();

    expect((await rowsOf(stopped.id)).map((e) => [e.action, e.source, e.phone])).toEqual([
      ["given", "quote_form", "+13055550180"],
      ["withdrawn", "keyword", "+17865550181"],
    ]);
    expect((await rowsOf(moved.id)).map((e) => [e.action, e.source, e.phone])).toEqual([
      ["given", "quote_form", "+13055550182"],
      ["withdrawn", "number_changed", "+13055550182"],
    ]);
    expect(await leadById(moved.id)).toMatchObject({ sms_updates: false, sms_consent_at: null, version: moved.version + 1 });
    expect(await rowsOf(reformatted.id)).toEqual([]);
    expect(await leadById(reformatted.id)).toMatchObject({ sms_updates: true, version: reformatted.version });
  });
});
