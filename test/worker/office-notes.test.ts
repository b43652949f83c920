import { describe, expect, it } from "vitest";
import { signedInUser, signIn } from "./support/auth";
import { decode, decodeEntities } from "./support/html";
import { editFormOf, eventsFor, leadById } from "./support/leads";
import { convertedCustomer, CUSTOMER_PASSWORD, crewMember, customerWithVisit, onRoute, stopOnCrewPage, todaysVisit } from "./support/visits";
import { getWithCookie, postForm } from "./support/worker";

/**
 * Two notes on a service, each named for what it is (issue 59, item 11): the customer's own words
 * from the quote (the lead's special instructions), which the customer reads back, and the office's
 * internal note, which the office writes in Edit Lead and only the office and the crew's stop show.
 */

const admin = () => signedInUser({ email: "office.notes.admin@example.com", password: "office notes admin password" }, "admin", "Nora Admin");

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const QUOTE = "Side gate, two friendly labs.";
const INTERNAL = "Disputed the November bill: be extra careful with the gate.";

describe("the office's internal note and the customer's notes from the quote", () => {
  it("the office writes its note in Edit Lead; the crew reads both notes by name; the customer reads only their own, in both languages", async () => {
    const office = await admin();
    const c = await convertedCustomer({ name: "Notes Customer" });
    const crew = await crewMember("office.notes.crew@example.com", "es");
    await onRoute(c.lead.id, crew.user.id);

    // Edit Lead names each field for what it is.
    const dialog = decodeEntities(await (await getWithCookie(`/admin/leads/${c.lead.id}/edit`, office)).text());
    expect(dialog).toMatch(/<label[^>]*for="special_instructions"[^>]*>[\s\S]*?Customer's instructions from the quote/);
    expect(dialog).toMatch(/<label[^>]*for="office_notes"[^>]*>[\s\S]*?Office notes \(internal\)/);

    const lead = (await leadById(c.lead.id))!;
    const saved = await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(lead, { special_instructions: QUOTE, office_notes: INTERNAL }), office);
    expect(saved.status).toBe(303);
    expect(await leadById(lead.id)).toMatchObject({ special_instructions: QUOTE, office_notes: INTERNAL, version: lead.version + 1 });
    expect(JSON.parse((await eventsFor(lead.id)).slice(-1)[0]?.changes ?? "{}")).toMatchObject({ office_notes: ["", INTERNAL] });

    // The office's details show both, by name.
    const details = decode(await (await getWithCookie(`/admin/leads/${lead.id}?q=${encodeURIComponent(c.email)}`, office)).text());
    expect(details).toMatch(new RegExp(`Customer's instructions from the quote\\s*${escaped(QUOTE)}`));
    expect(details).toMatch(new RegExp(`Office notes \\(internal\\)\\s*${escaped(INTERNAL)}`));

    // The crew's stop (a visit planned after the save, which re-plans the customer), in the crew member's language and in English.
    const visit = await todaysVisit(c.lead.id);
    const spanish = decode(await stopOnCrewPage(crew.cookie, visit, "/es"));
    expect(spanish).toContain(`Notas de la oficina: ${INTERNAL}`);
    expect(spanish).toContain(`De la cotización del cliente: ${QUOTE}`);
    const english = decode(await stopOnCrewPage(office, visit));
    expect(english).toContain(`Office notes: ${INTERNAL}`);
    expect(english).toContain(`From the customer's quote: ${QUOTE}`);

    // The customer reads their own words back, never the office's note.
    const customer = await signIn(c.email, CUSTOMER_PASSWORD);
    for (const [prefix, label] of [
      ["", "Your notes from the quote"],
      ["/es", "Sus notas de la cotización"],
    ] as const) {
      for (const tab of ["services", "account"]) {
        const page = decodeEntities(await (await getWithCookie(`${prefix}/customer?tab=${tab}`, customer)).text());
        if (tab === "services") expect(decode(page)).toMatch(new RegExp(`${label}\\s*${escaped(QUOTE)}`));
        expect(page).not.toContain(INTERNAL);
        expect(page).not.toContain("office_notes");
      }
    }
  });

  it("refuses a note over 2,000 characters beside the field, keeping what was typed, and saves nothing", async () => {
    const office = await admin();
    const c = await customerWithVisit({ name: "Long Notes Customer" });
    const lead = (await leadById(c.lead.id))!;
    const long = "x".repeat(2001);
    const res = await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(lead, { office_notes: long }), office);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(decode(html)).toContain("Office notes are too long (2,000 characters at most)");
    expect(html).toContain(long);
    expect(await leadById(lead.id)).toMatchObject({ office_notes: "", version: lead.version });
  });
});
