import { describe, expect, it } from "vitest";
import { isMiamiDadeZip, miamiDadeZips } from "~/content/miami-dade-zips";
import { CURRENT_SMS_CONSENT_VERSION, FREQUENCY_CHOICES, frequencyLabel, preferredDayLabel, SERVICE_FREQUENCIES } from "~/lib/lead-options";
import {
  communitySchema as communityFor,
  contactSchema as contactFor,
  fieldErrors,
  leadApiSchema as apiFor,
  normalizeUsPhone,
  splitFullName,
} from "~/lib/lead-schema";
import { leadMessages } from "~server/content/lead-messages";

const en = leadMessages.en;
const contactSchema = (serviceType: "residential" | "commercial") => contactFor(serviceType, en);
const communitySchema = communityFor(en);
const leadApiSchema = apiFor(en);

describe("splitFullName", () => {
  it("takes the last word as the last name", () => {
    expect(splitFullName("Maria del Carmen Lopez")).toEqual({ firstName: "Maria del Carmen", lastName: "Lopez" });
    expect(splitFullName("  Ana   Perez ")).toEqual({ firstName: "Ana", lastName: "Perez" });
  });
  it("treats a single word as the first name", () => {
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitFullName("   ")).toEqual({ firstName: "", lastName: "" });
  });
});

describe("Miami-Dade zip codes", () => {
  it.each(["33131", "33139", "33012", "33030", "33160", "33186", "33149", "33054"])("%s is in the county", (zip) => {
    expect(isMiamiDadeZip(zip)).toBe(true);
  });
  it.each(["33301", "33019", "33009", "33025", "33040", "33037", "10001", ""])("%s is not", (zip) => {
    expect(isMiamiDadeZip(zip)).toBe(false);
  });
  it("only lists 330xx and 331xx codes", () => {
    for (const zip of miamiDadeZips) expect(zip).toMatch(/^33[01]\d\d$/);
    expect(miamiDadeZips.size).toBeGreaterThan(90);
  });
});

describe("normalizeUsPhone", () => {
  it("formats 10-digit numbers and drops a leading 1", () => {
    expect(normalizeUsPhone("305-555-0142")).toBe("(305) 555-0142");
    expect(normalizeUsPhone("+1 (305) 555 0142")).toBe("(305) 555-0142");
  });
  it("rejects short, long and lettered numbers", () => {
    expect(normalizeUsPhone("555-0142")).toBeNull();
    expect(normalizeUsPhone("305555014212")).toBeNull();
    expect(normalizeUsPhone("305-CALL-NOW")).toBeNull();
  });
});

describe("contact schema", () => {
  const valid = { fullName: "Ana Perez", email: "Ana@Example.com", phone: "3055550142", zipCode: "", referralSource: "" };
  it("accepts a residential contact without zip code", () => {
    const r = contactSchema("residential").safeParse(valid);
    expect(r.success && r.data).toEqual({
      ...valid,
      email: "ana@example.com",
      phone: "(305) 555-0142",
      smsConsent: "",
      serviceFrequency: "weekly",
      preferredDay: "",
    });
  });
  it("takes a residential frequency and preferred day from the shared lists, and refuses others", () => {
    const r = contactSchema("residential").safeParse({ ...valid, serviceFrequency: "bi-weekly", preferredDay: "saturday" });
    expect(r.success && r.data).toMatchObject({ serviceFrequency: "bi-weekly", preferredDay: "saturday" });
    const bad = contactSchema("residential").safeParse({ ...valid, serviceFrequency: "daily", preferredDay: "sunday" });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(Object.keys(fieldErrors(bad.error)).sort()).toEqual(["preferredDay", "serviceFrequency"]);
    expect(SERVICE_FREQUENCIES).toEqual(FREQUENCY_CHOICES.map((c) => c.value));
    expect(frequencyLabel("bi-weekly")).toBe("Bi-Weekly");
    expect(preferredDayLabel(null)).toBe("No preference");
    expect(preferredDayLabel("friday")).toBe("Friday");
  });
  it("takes the text-message box only with a wording version that was shown, and leaves it empty when unticked", () => {
    for (const serviceType of ["residential", "commercial"] as const) {
      const ticked = contactSchema(serviceType).safeParse({ ...valid, zipCode: "33131", smsConsent: CURRENT_SMS_CONSENT_VERSION });
      expect(ticked.success && ticked.data.smsConsent).toBe(CURRENT_SMS_CONSENT_VERSION);
      const unticked = contactSchema(serviceType).safeParse({ ...valid, zipCode: "33131" });
      expect(unticked.success && unticked.data.smsConsent).toBe("");
      const forged = contactSchema(serviceType).safeParse({ ...valid, zipCode: "33131", smsConsent: "on" });
      expect(forged.success).toBe(false);
      if (!forged.success) expect(fieldErrors(forged.error)).toEqual({ smsConsent: en.smsConsent });
    }
  });
  it("asks commercial requests no schedule", () => {
    const r = contactSchema("commercial").safeParse({ ...valid, zipCode: "33131", serviceFrequency: "monthly" });
    expect(r.success && r.data).not.toHaveProperty("serviceFrequency");
  });
  it("requires the zip code for commercial requests", () => {
    const r = contactSchema("commercial").safeParse(valid);
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error)).toEqual({ zipCode: "Enter your 5-digit zip code" });
  });
  it("reports one message per invalid field", () => {
    const r = contactSchema("residential").safeParse({ fullName: " ", email: "nope", phone: "12", zipCode: "3313", referralSource: "tv" });
    expect(r.success).toBe(false);
    if (!r.success) expect(Object.keys(fieldErrors(r.error)).sort()).toEqual(["email", "fullName", "phone", "referralSource", "zipCode"]);
  });
  it("limits field lengths", () => {
    const r = contactSchema("residential").safeParse({ ...valid, fullName: "x".repeat(101) });
    expect(r.success).toBe(false);
  });
});

describe("community schema", () => {
  it("needs a community name and a positive whole number of homes", () => {
    const r = communitySchema.safeParse({ communityName: "", numHomes: "-3" });
    expect(r.success).toBe(false);
    if (!r.success) expect(Object.keys(fieldErrors(r.error)).sort()).toEqual(["communityName", "numHomes"]);
    expect(communitySchema.safeParse({ communityName: "Palm Isles", numHomes: "0" }).success).toBe(false);
    expect(communitySchema.safeParse({ communityName: "Palm Isles", numHomes: "2.5" }).success).toBe(false);
  });
  it("turns the number of homes into a number and allows it empty", () => {
    expect(communitySchema.parse({ communityName: "Palm Isles", numHomes: "120", role: "manager", requestType: "proposal" }).numHomes).toBe(120);
    expect(communitySchema.parse({ communityName: "Palm Isles" }).numHomes).toBeNull();
  });
});

describe("API lead schema", () => {
  const base = { fullName: "Ana Perez", email: "ana@example.com", phone: "305 555 0142", service_type: "residential" };
  it("defaults the frequency to weekly", () => {
    expect(leadApiSchema.parse(base).service_frequency).toBe("weekly");
    expect(leadApiSchema.parse({ ...base, service_frequency: "Bi-Weekly" }).service_frequency).toBe("bi-weekly");
  });
  it("requires a zip code for commercial leads and a matching property type", () => {
    const r = leadApiSchema.safeParse({ ...base, service_type: "commercial", property_type: "Residential" });
    expect(r.success).toBe(false);
    if (!r.success) expect(Object.keys(fieldErrors(r.error)).sort()).toEqual(["property_type", "zip_code"]);
  });
});

describe("messages in the visitor's language", () => {
  const es = leadMessages.es;
  it("answers the same bad input in Spanish with the Spanish catalogue, field by field", () => {
    const bad = { fullName: " ", email: "nope", phone: "555-01", zipCode: "3313" };
    const english = contactFor("commercial", en).safeParse(bad);
    const spanish = contactFor("commercial", es).safeParse(bad);
    expect(english.success || spanish.success).toBe(false);
    if (english.success || spanish.success) return;
    expect(fieldErrors(english.error)).toEqual({
      fullName: "Enter your full name",
      email: "Enter an email address like name@example.com",
      phone: "Enter a 10-digit US phone number, like (305) 555-0142",
      zipCode: "Enter a 5-digit zip code, like 33131",
    });
    expect(fieldErrors(spanish.error)).toEqual({
      fullName: es.fullNameRequired,
      email: es.emailInvalid,
      phone: es.phoneInvalid,
      zipCode: es.zipInvalid,
    });
    expect(es.phoneInvalid).toBe("Escriba un número de teléfono de EE. UU. de 10 dígitos, como (305) 555-0142");
  });

  it("has a Spanish message for every English one, each different from it and written with Spanish characters where needed", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(es[key], key).not.toBe(en[key]);
    const community = communityFor(es).safeParse({ communityName: "", numHomes: "0" });
    expect(community.success).toBe(false);
    if (!community.success)
      expect(fieldErrors(community.error)).toEqual({ communityName: "Escriba el nombre de la comunidad", numHomes: "Escriba un número del 1 al 100,000" });
  });
});
