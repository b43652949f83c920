import { describe, expect, it } from "vitest";
import { COMMUNITY_ROLES, REQUEST_TYPES } from "../../app/lib/lead-schema";
import {
  actorLabel,
  CODED_LEAD_FIELDS,
  COMMUNITY_ROLE_LIST,
  leadDisplayName,
  optionLabel,
  REQUEST_TYPE_LIST,
  SERVICE_FREQUENCY_LIST,
} from "../../app/lib/lead-options";

describe("lead options", () => {
  it("names every code in words", () => {
    expect(optionLabel(COMMUNITY_ROLE_LIST, "board")).toBe("Board member");
    expect(optionLabel(REQUEST_TYPE_LIST, "proposal")).toBe("Proposal");
    expect(optionLabel(SERVICE_FREQUENCY_LIST, "bi-weekly")).toBe("Bi-Weekly");
    expect(optionLabel(COMMUNITY_ROLE_LIST, null)).toBe("");
    expect(optionLabel(COMMUNITY_ROLE_LIST, "unknown-code")).toBe("unknown-code");
    for (const list of Object.values(CODED_LEAD_FIELDS)) {
      for (const option of list) expect(option.label).toMatch(/^[A-Z]/);
    }
  });

  it("keeps the wizard's own wording for its choices", () => {
    expect(COMMUNITY_ROLES.map((o) => o.label)).toEqual(["Property Manager", "Board Member", "Property Owner", "Other"]);
    expect(REQUEST_TYPES.map((o) => o.label)).toEqual(["I want a proposal", "I want more information"]);
    expect(REQUEST_TYPES.map((o) => o.value)).toEqual(["proposal", "information"]);
  });

  it("shows the name as typed while it matches the stored first and last name", () => {
    expect(leadDisplayName({ first_name: "Maria del Carmen", last_name: "Lopez", full_name: "Maria del Carmen Lopez" })).toBe("Maria del Carmen Lopez");
    expect(leadDisplayName({ first_name: "Maria", last_name: "Lopez", full_name: "Maria del Carmen Lopez" })).toBe("Maria Lopez");
    expect(leadDisplayName({ first_name: "Ana", last_name: "", full_name: "" })).toBe("Ana");
  });

  it("names the actors of a lead's history", () => {
    expect(actorLabel("visitor")).toBe("Visitor (website)");
    expect(actorLabel("stripe")).toBe("Payment provider");
    expect(actorLabel("admin@example.com")).toBe("admin@example.com");
  });
});
