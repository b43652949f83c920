import { beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "./support/auth";
import { eventsFor, insertLead, leadById, leadEditFields } from "./support/leads";
import { fetchWorker, postForm } from "./support/worker";

/** Two admins working on the same lead: a stale save is refused, nothing is overwritten. */

let alice: string;
let bob: string;

beforeAll(async () => {
  await createUser("alice@example.com", "alice-password-1", "admin", "Alice");
  await createUser("bob@example.com", "bob-password-1", "admin", "Bob");
  alice = await signIn("alice@example.com", "alice-password-1");
  bob = await signIn("bob@example.com", "bob-password-1");
});

const get = (path: string, cookie: string) => fetchWorker(path, { headers: { Cookie: cookie } });

/** The hidden version a loaded edit form carries. */
async function loadEditForm(id: number, cookie: string): Promise<string> {
  const res = await get(`/admin/leads/${id}/edit`, cookie);
  expect(res.status).toBe(200);
  const match = /<input type="hidden" name="version" value="(\d+)"/.exec(await res.text());
  if (!match?.[1]) throw new Error("edit form has no version field");
  return match[1];
}

/** The hidden version the status form in a lead's open details carries. */
async function loadStatusForm(id: number, cookie: string): Promise<string> {
  const html = await (await get(`/admin/leads/${id}`, cookie)).text();
  const match = new RegExp(`name="leadId" value="${id}"/><input type="hidden" name="version" value="(\\d+)"`).exec(html);
  if (!match?.[1]) throw new Error("status form has no version field");
  return match[1];
}

describe("optimistic concurrency on lead edits", () => {
  it("refuses the second of two saves from the same loaded version with 409, keeping the first admin's phone", async () => {
    const lead = await insertLead({ first_name: "Casey", email: "casey@example.com" });
    const aliceVersion = await loadEditForm(lead.id, alice);
    const bobVersion = await loadEditForm(lead.id, bob);
    expect(aliceVersion).toBe(bobVersion);

    const first = await postForm(`/admin/leads/${lead.id}/edit`, { ...leadEditFields({ phone: "(305) 555-0199" }), version: aliceVersion }, alice);
    expect(first.status).toBe(303);

    const second = await postForm(`/admin/leads/${lead.id}/edit`, { ...leadEditFields({ special_instructions: "Gate code 4321" }), version: bobVersion }, bob);
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain("This lead was changed by someone else; review and save again.");
    // Alice's stored phone is shown beside Bob's typed one; Bob's typing is kept in the form.
    expect(html).toMatch(/data-conflict-field="phone">.*\(305\) 555-0199.*\(305\) 555-0100/s);
    expect(html).toContain("Gate code 4321</textarea>");
    // The form now carries the stored version, so a deliberate second save goes through.
    const newVersion = /<input type="hidden" name="version" value="(\d+)"/.exec(html)?.[1];
    expect(newVersion).toBe(String(Number(aliceVersion) + 1));

    const stored = await leadById(lead.id);
    expect(stored?.phone).toBe("(305) 555-0199");
    expect(stored?.special_instructions).toBe("");
    expect(await eventsFor(lead.id)).toHaveLength(1);

    const retry = await postForm(
      `/admin/leads/${lead.id}/edit`,
      { ...leadEditFields({ phone: "(305) 555-0199", special_instructions: "Gate code 4321" }), version: newVersion ?? "" },
      bob,
    );
    expect(retry.status).toBe(303);
    expect(await leadById(lead.id)).toMatchObject({ phone: "(305) 555-0199", special_instructions: "Gate code 4321" });
  });

  it("lets exactly one of two simultaneous saves win", async () => {
    const lead = await insertLead({ first_name: "Casey", email: "casey@example.com" });
    const version = await loadEditForm(lead.id, alice);
    const results = await Promise.all([
      postForm(`/admin/leads/${lead.id}/edit`, { ...leadEditFields({ phone: "(305) 555-0111" }), version }, alice),
      postForm(`/admin/leads/${lead.id}/edit`, { ...leadEditFields({ phone: "(305) 555-0222" }), version }, bob),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([303, 409]);
    const winner = results[0]?.status === 303 ? "(305) 555-0111" : "(305) 555-0222";
    expect((await leadById(lead.id))?.phone).toBe(winner);
    expect(await eventsFor(lead.id)).toHaveLength(1);
  });

  it("answers an error, never a save, when the lead was deleted meanwhile", async () => {
    const lead = await insertLead();
    const version = await loadEditForm(lead.id, alice);
    expect((await postForm(`/admin/leads/${lead.id}/delete`, { confirm: "yes" }, bob)).status).toBe(303);
    const res = await postForm(`/admin/leads/${lead.id}/edit`, { ...leadEditFields({ phone: "(305) 555-0333" }), version }, alice);
    expect(res.status).toBe(404);
    expect((await leadById(lead.id))?.phone).toBe("(305) 555-0100");
  });

  it("refuses an edit without a version", async () => {
    const lead = await insertLead();
    const res = await postForm(`/admin/leads/${lead.id}/edit`, leadEditFields({ phone: "(305) 555-0444" }), alice);
    expect(res.status).toBe(400);
    expect((await leadById(lead.id))?.phone).toBe("(305) 555-0100");
  });
});

describe("optimistic concurrency on status changes", () => {
  it("refuses a status change made on a stale list with 409 and names the current status", async () => {
    const lead = await insertLead();
    const aliceVersion = await loadStatusForm(lead.id, alice);
    const bobVersion = await loadStatusForm(lead.id, bob);
    const first = await postForm("/admin", { intent: "status", leadId: String(lead.id), status: "scheduled", version: aliceVersion }, alice);
    expect(first.status).toBe(303);
    const second = await postForm("/admin", { intent: "status", leadId: String(lead.id), status: "lost", version: bobVersion }, bob);
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain("This lead was changed by someone else; review and save again. Its status is now Scheduled.");
    expect((await leadById(lead.id))?.status).toBe("scheduled");
    expect(await eventsFor(lead.id)).toHaveLength(1);
  });

  it("a status change bumps the version an open edit form carries, so that edit is refused", async () => {
    const lead = await insertLead({ first_name: "Casey", email: "casey@example.com" });
    const editVersion = await loadEditForm(lead.id, alice);
    const statusVersion = await loadStatusForm(lead.id, bob);
    expect((await postForm("/admin", { intent: "status", leadId: String(lead.id), status: "contacted", version: statusVersion }, bob)).status).toBe(303);
    const res = await postForm(`/admin/leads/${lead.id}/edit`, { ...leadEditFields({ phone: "(305) 555-0555" }), version: editVersion }, alice);
    expect(res.status).toBe(409);
    expect(await leadById(lead.id)).toMatchObject({ status: "contacted", phone: "(305) 555-0100" });
  });

  it("answers 404 with a message, never Saved, for a status change on a lead deleted meanwhile", async () => {
    const lead = await insertLead();
    const version = await loadStatusForm(lead.id, alice);
    expect((await postForm(`/admin/leads/${lead.id}/delete`, { confirm: "yes" }, bob)).status).toBe(303);
    const res = await postForm("/admin", { intent: "status", leadId: String(lead.id), status: "lost", version }, alice);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("That lead no longer exists or was deleted.");
    expect((await leadById(lead.id))?.status).toBe("new");
  });
});
