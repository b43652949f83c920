import { describe, expect, it } from "vitest";
import {
  isStale,
  LEAD_STATUS_OPTIONS,
  leadFiltersSearch,
  leadListUrl,
  parseLeadFilters,
  PROPERTY_TYPE_OPTIONS,
  SERVICE_FREQUENCY_OPTIONS,
} from "../../app/lib/lead-admin-forms";
import { LEAD_STATUSES, PROPERTY_TYPES, SERVICE_FREQUENCIES } from "../../server/db/schema";

describe("lead admin helpers", () => {
  it("keeps the browser-safe option lists equal to the schema's", () => {
    expect(LEAD_STATUS_OPTIONS).toEqual(LEAD_STATUSES);
    expect(PROPERTY_TYPE_OPTIONS).toEqual(PROPERTY_TYPES);
    expect(SERVICE_FREQUENCY_OPTIONS).toEqual(SERVICE_FREQUENCIES);
  });

  it("parses filters from the URL and falls back to defaults for junk", () => {
    expect(parseLeadFilters(new URLSearchParams("q=+Ana+&status=lost&view=deleted&page=3"))).toEqual({
      q: "Ana",
      status: "lost",
      locale: "all",
      view: "deleted",
      page: 3,
    });
    expect(parseLeadFilters(new URLSearchParams("status=vip&view=x&page=-2"))).toEqual({ q: "", status: "all", locale: "all", view: "active", page: 1 });
    expect(parseLeadFilters(new URLSearchParams("locale=es")).locale).toBe("es");
    expect(parseLeadFilters(new URLSearchParams("locale=fr")).locale).toBe("all");
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
