import { describe, expect, it } from "vitest";
import { signedInUser, signIn } from "./support/auth";
import { decode } from "./support/html";
import { eventsFor, insertLead, leadById, leadEditFields } from "./support/leads";
import { convertedCustomer, crewMember, CUSTOMER_PASSWORD, customerWithVisit, onRoute, stopOnCrewPage } from "./support/visits";
import { getWithCookie, postForm } from "./support/worker";

/**
 * How many dogs live at a stop: the office records it on the lead (Edit Lead), the crew reads it
 * on the stop before opening the gate, in the page's language.
 */

const admin = () => signedInUser({ email: "dogs.admin@example.com", password: "dogs admin password" }, "admin", "Dora Admin");

/** What the crew reads on one stop, as text. */
const stopText = async (cookie: string, visit: { id: number; date: string }, prefix = "") => decode(await stopOnCrewPage(cookie, visit, prefix));

describe("the number of dogs", () => {
  it("the office records it in Edit Lead, the history keeps the change, and an empty field clears it", async () => {
    const cookie = await admin();
    const lead = await insertLead();
    const email = `dogs.${lead.id}@example.com`;
    const save = (dogs: string, version: number) =>
      postForm(`/admin/leads/${lead.id}/edit`, { ...leadEditFields({ dogs, email }), version: String(version) }, cookie);

    expect((await save("2", 0)).status).toBe(303);
    expect((await leadById(lead.id))?.dogs).toBe(2);
    const [event] = await eventsFor(lead.id);
    expect(event?.type).toBe("edited");
    expect(JSON.parse(event?.changes ?? "{}")).toMatchObject({ dogs: [null, 2] });
    // The details show it.
    const details = await (await getWithCookie(`/admin/leads/${lead.id}?q=${encodeURIComponent(email)}`, cookie)).text();
    expect(details).toMatch(/>Dogs<\/dt><dd[^>]*>2<\/dd>/);

    // The export has it in its own column.
    const [header, row] = (await (await getWithCookie(`/admin/leads.csv?q=${encodeURIComponent(email)}`, cookie)).text()).split("\n");
    // Every cell is quoted (an address holds commas); headers are bare.
    expect(row?.match(/"(?:[^"]|"")*"/g)?.[header?.split(",").indexOf("dogs") ?? -1]).toBe('"2"');

    expect((await save("", 1)).status).toBe(303);
    expect((await leadById(lead.id))?.dogs).toBeNull();
  });

  it.each([
    ["0", "Enter how many dogs (1 to 20), or leave it empty"],
    ["21", "Enter how many dogs (1 to 20), or leave it empty"],
    ["2.5", "Enter how many dogs (1 to 20), or leave it empty"],
    ["two", "Enter how many dogs (1 to 20), or leave it empty"],
  ])("refuses %s with a message beside the field, keeping what was typed, and changes nothing", async (typed, message) => {
    const cookie = await admin();
    const lead = await insertLead();
    const res = await postForm(`/admin/leads/${lead.id}/edit`, { ...leadEditFields({ dogs: typed, first_name: "Kept Name" }), version: "0" }, cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(decode(html)).toContain(message);
    expect(html).toMatch(new RegExp(`name="dogs"[^>]*value="${typed.replace(".", "\\.")}"|value="${typed.replace(".", "\\.")}"[^>]*name="dogs"`));
    expect(html).toContain('value="Kept Name"');
    expect((await leadById(lead.id))?.dogs ?? null).toBeNull();
    expect((await leadById(lead.id))?.version).toBe(0);
  });

  it.each([
    ["en", "", "Enter a number from 1 to 20, or leave it blank"],
    ["es", "/es", "Escriba un número del 1 al 20, o déjelo en blanco"],
  ] as const)("the customer sets it in the account tab (%s), with the message beside the field for a bad number", async (locale, prefix, message) => {
    const c = await convertedCustomer({ locale });
    const cookie = await signIn(c.email, CUSTOMER_PASSWORD);
    const form = (dogs: string, version: number) => ({ intent: "contact", phone: c.phone, dogs, version: String(version) });
    const page = await (await getWithCookie(`${prefix}/customer?tab=account`, cookie)).text();
    expect(page).toMatch(/<input(?=[^>]*name="dogs")(?=[^>]*inputMode="numeric")[^>]*>/);

    const bad = await postForm(`${prefix}/customer?tab=account`, form("25", c.lead.version), cookie);
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(decode(html)).toContain(message);
    expect(html).toMatch(/<input(?=[^>]*name="dogs")(?=[^>]*value="25")[^>]*>/);
    expect((await leadById(c.lead.id))?.dogs).toBeNull();

    expect((await postForm(`${prefix}/customer?tab=account`, form("3", c.lead.version), cookie)).status).toBe(303);
    expect(await leadById(c.lead.id)).toMatchObject({ dogs: 3, version: c.lead.version + 1 });
    const [event] = (await eventsFor(c.lead.id)).slice(-1);
    expect(JSON.parse(event?.changes ?? "{}")).toEqual({ dogs: [null, 3] });
    // Absent from a form (an older page's), the number stays as it is.
    expect(
      (await postForm(`${prefix}/customer?tab=account`, { intent: "contact", phone: "(305) 555-0199", version: String(c.lead.version + 1) }, cookie)).status,
    ).toBe(303);
    expect((await leadById(c.lead.id))?.dogs).toBe(3);
  });

  it("the crew reads it on the stop, in English and in Spanish; a stop without it says nothing about dogs", async () => {
    const { user, cookie: crew } = await crewMember("dogs.crew@example.com", "en", "Cruz Crew");
    const withDogs = await customerWithVisit({ lead: { dogs: 3 } });
    const without = await customerWithVisit();
    for (const c of [withDogs, without]) await onRoute(c.lead.id, user.id);
    expect(await stopText(crew, withDogs.visit)).toContain("Dogs: 3");
    expect(await stopText(crew, withDogs.visit, "/es")).toContain("Perros: 3");
    expect(await stopText(crew, without.visit)).not.toContain("Dogs:");
  });
});
