import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "~server/db/client";
import { softDeleteLead, updateLeadStatus } from "~server/leads/change";
import { insertLead } from "./support/leads";
import { captureLogs } from "./support/logs";

afterEach(() => vi.restoreAllMocks());

describe("admin action logs", () => {
  it("writes one JSON line per admin change naming who (by user id), what and which lead, without lead details or e-mail addresses", async () => {
    const lines = captureLogs();
    const lead = await insertLead({ email: "logged@example.com", first_name: "Logan" });
    const db = createDb(env.DB);
    await updateLeadStatus(db, lead.id, "contacted", 0, { id: 1, email: "admin@example.com" });
    await softDeleteLead(db, lead.id, { id: 1, email: "admin@example.com" });
    const entries = lines.map((l) => JSON.parse(l)).filter((e) => e.event === "admin_action");
    expect(entries).toEqual([
      expect.objectContaining({ level: "info", action: "status_changed", leadId: lead.id, actorId: 1, to: "contacted" }),
      expect.objectContaining({ level: "info", action: "deleted", leadId: lead.id, actorId: 1 }),
    ]);
    expect(lines.join("\n")).not.toContain("logged@example.com");
    expect(lines.join("\n")).not.toContain("admin@example.com");
  });
});
