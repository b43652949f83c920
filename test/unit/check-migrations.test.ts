import { describe, expect, it } from "vitest";
import { checkMigrations, destructiveStatements, PROJECT_MIGRATIONS, readMigrations } from "../../scripts/check-migrations.mjs";

const INIT = "CREATE TABLE `leads` (\n\t`id` integer PRIMARY KEY NOT NULL,\n\t`email` text NOT NULL,\n\t`address` text DEFAULT '' NOT NULL\n);\n";
const project = readMigrations(PROJECT_MIGRATIONS);

describe("check-migrations: every migration leaves a schema the previous release can read", () => {
  it("refuses a DROP COLUMN without the marker", () => {
    const { refused } = checkMigrations({ files: { "0000_init.sql": INIT, "0001_drop_address.sql": "ALTER TABLE `leads` DROP COLUMN `address`;" } });
    expect(refused).toEqual([
      { file: "0001_drop_address.sql", reason: "drops column address of leads", statement: "ALTER TABLE `leads` DROP COLUMN `address`" },
    ]);
  });

  it("allows it when the file carries the marker with its reason, and reports it", () => {
    const sql =
      "-- contract-migration: release 2026-12-01 stopped reading leads.address (deployed since 2026-12-03)\nALTER TABLE `leads` DROP COLUMN `address`;";
    const { refused, allowed } = checkMigrations({ files: { "0000_init.sql": INIT, "0001_drop_address.sql": sql } });
    expect(refused).toEqual([]);
    expect(allowed).toEqual([
      {
        file: "0001_drop_address.sql",
        reason: "release 2026-12-01 stopped reading leads.address (deployed since 2026-12-03)",
        problems: [expect.objectContaining({ reason: "drops column address of leads" })],
      },
    ]);
    // A marker without a reason is no marker.
    const bare = { files: { "0001_drop_address.sql": "-- contract-migration:\nALTER TABLE `leads` DROP COLUMN `address`;" } };
    expect(checkMigrations(bare).refused).toHaveLength(1);
  });

  it("refuses dropping or renaming a table, and renaming a column, in any spelling", () => {
    const reasons = (sql: string) => destructiveStatements(sql, { leads: ["id", "email"] }).map((p) => p.reason);
    expect(reasons("DROP TABLE leads;")).toEqual(["drops table leads"]);
    expect(reasons('drop table if exists "stripe_events";')).toEqual(["drops table stripe_events"]);
    expect(reasons("ALTER TABLE `leads` RENAME TO `prospects`;")).toEqual(["renames table leads to prospects"]);
    expect(reasons("ALTER TABLE `leads` RENAME COLUMN `email` TO `mail`;")).toEqual(["renames column email of leads"]);
    expect(reasons("alter table leads rename email to mail;")).toEqual(["renames column email of leads"]);
    expect(reasons("ALTER TABLE leads DROP email;")).toEqual(["drops column email of leads"]);
    // What only adds is fine, and so is dropping an index (a read never depends on one).
    expect(reasons("ALTER TABLE `leads` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint\nDROP INDEX `leads_status_idx`;")).toEqual([]);
  });

  it("accepts drizzle-kit's table rebuild that keeps every column, and refuses one that loses a column", () => {
    const rebuild = (columns: string[]) =>
      [
        `CREATE TABLE \`__new_leads\` (\n${columns.map((c) => `\t\`${c}\` text`).join(",\n")},\n\tCONSTRAINT "leads_check" CHECK(email <> '')\n);`,
        `INSERT INTO \`__new_leads\`(${columns.join(", ")}) SELECT ${columns.join(", ")} FROM \`leads\`;`,
        "DROP TABLE `leads`;",
        "ALTER TABLE `__new_leads` RENAME TO `leads`;",
      ].join("--> statement-breakpoint\n");
    const previous = { leads: ["id", "email", "address"] };
    expect(destructiveStatements(rebuild(["id", "email", "address", "locale"]), previous)).toEqual([]);
    expect(destructiveStatements(rebuild(["id", "email"]), previous).map((p) => p.reason)).toEqual(["rebuilds table leads without column(s) address"]);
    expect(destructiveStatements(rebuild(["id", "email", "address"]), null).map((p) => p.reason)).toEqual([
      "rebuilds table leads, whose previous columns are unknown (no previous snapshot)",
    ]);
  });

  it("reads a rebuild's previous columns from the previous migration's snapshot", () => {
    const files = { "0005_lead_checks.sql": project.files["0005_lead_checks.sql"] ?? "" };
    expect(files["0005_lead_checks.sql"]).toContain("DROP TABLE `leads`");
    const columns = project.snapshots[4]?.leads ?? [];
    expect(columns).toContain("purged_at");
    expect(checkMigrations({ files, snapshots: { 4: { leads: columns } } }).refused).toEqual([]);
    expect(checkMigrations({ files, snapshots: { 4: { leads: [...columns, "legacy_notes"] } } }).refused.map((r) => r.reason)).toEqual([
      "rebuilds table leads without column(s) legacy_notes",
    ]);
  });

  it("passes on this project's migrations, every one of them checked", () => {
    const { checked, refused } = checkMigrations(project);
    expect(refused).toEqual([]);
    expect(checked).toBe(Object.keys(project.files).length);
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});
