import { describe, expect, it } from "vitest";
import { isLeadStatus, leadFiltersSearch, leadListUrl, parseLeadFilters } from "~/lib/lead-admin-url";
import { isStale } from "~/lib/lead-status";
import { statusChangeSchema } from "~/lib/lead-edit-schema";

describe("lead admin helpers", () => {
  it("reads a status change: a known status and whole numbers; an unknown status is refused with its message", () => {
    expect(statusChangeSchema.safeParse({ leadId: "12", status: "contacted", version: "3" })).toMatchObject({
      success: true,
      data: { leadId: 12, status: "contacted", version: 3 },
    });
    const unknown = statusChangeSchema.safeParse({ leadId: "12", status: "vip", version: "3" });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues.map((i) => i.message)).toEqual(["Choose a status"]);
    expect(statusChangeSchema.safeParse({ leadId: "0", status: "new", version: "0" }).success).toBe(false);
    expect(statusChangeSchema.safeParse({ leadId: "1.5", status: "new", version: "0" }).success).toBe(false);
    expect(isLeadStatus("lost")).toBe(true);
    expect(isLeadStatus("Lost")).toBe(false);
    expect(isLeadStatus(null)).toBe(false);
  });

  it("parses filters from the URL and falls back to defaults for junk", () => {
    expect(parseLeadFilters(new URLSearchParams("q=+Ana+&status=lost&view=deleted&page=3"))).toEqual({
      q: "Ana",
      status: "lost",
      locale: "all",
      billing: "all",
      view: "deleted",
      page: 3,
    });
    expect(parseLeadFilters(new URLSearchParams("status=vip&view=x&page=-2"))).toEqual({
      q: "",
      status: "all",
      locale: "all",
      billing: "all",
      view: "active",
      page: 1,
    });
    expect(parseLeadFilters(new URLSearchParams("locale=es")).locale).toBe("es");
    expect(parseLeadFilters(new URLSearchParams("locale=fr")).locale).toBe("all");
    expect(parseLeadFilters(new URLSearchParams("billing=past_due")).billing).toBe("past_due");
    expect(parseLeadFilters(new URLSearchParams("billing=gold")).billing).toBe("all");
  });

  it("builds list URLs that keep only known filters", () => {
    const filters = parseLeadFilters(new URLSearchParams("q=a b&status=new&page=2"));
    expect(leadFiltersSearch(filters)).toBe("?q=a+b&status=new&page=2");
    expect(leadFiltersSearch(filters, { page: 1, status: "all" })).toBe("?q=a+b");
    expect(leadFiltersSearch(filters, { page: 1, locale: "es" })).toBe("?q=a+b&status=new&locale=es");
    expect(leadListUrl("?status=new&evil=1&redirect=//x.com")).toBe("/admin?status=new");
  });

  it("flags only open leads unchanged for seven days", () => {
    const now = Date.parse("2026-06-10T00:00:00Z");
    expect(isStale({ status: "new", updated_at: "2026-06-03T00:00:00Z" }, now)).toBe(true);
    expect(isStale({ status: "new", updated_at: "2026-06-03T00:00:01Z" }, now)).toBe(false);
    expect(isStale({ status: "lost", updated_at: "2026-01-01T00:00:00Z" }, now)).toBe(false);
  });
});
