import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { businessDate } from "~/lib/dates";
import { visits } from "~server/db/schema";
import { queue } from "~server/index";
import { planVisits, unqueuedSummaries } from "~server/models/visits";
import { enqueueVisitSummary } from "~server/notifications/enqueue";
import { createUser, deactivateAccount, loginRequest, sessionCookieFrom, signIn } from "./support/auth";
import { changeTestLead, db, madeAt } from "./support/leads";
import { mailTo, tokenIn } from "./support/mail";
import { fetchWorker } from "./support/worker";
import { expectToContainAll } from "./support/html";
import { close, closeTestVisit, convertedCustomer, customer, JPEG, PNG, todaysVisit } from "./support/visits";

describe("visits", () => {
  it("plans a customer's visits ahead from their plan, and planning twice plans nothing twice", async () => {
    const { lead } = await customer("planned@example.com");
    const first = await planVisits(db, "2026-11-25");
    expect(first.added).toBeGreaterThanOrEqual(4);
    const rows = await db.select().from(visits).where(eq(visits.lead_id, lead.id));
    expect(rows.map((r) => r.date)).toEqual(["2026-11-26", "2026-12-03", "2026-12-10", "2026-12-17"]);
    const again = await planVisits(db, "2026-11-25");
    expect(again).toEqual({ added: 0, removed: 0 });
  });

  it("the crew closes a visit with a photo (checked by content) and the customer gets one summary e-mail", async () => {
    await createUser("crew.admin@example.com", "crew admin password", "admin");
    const admin = await signIn("crew.admin@example.com", "crew admin password");
    const { lead, cookie } = await customer("photo.customer@example.com");
    const visit = await todaysVisit(lead.id);

    const fake = await close(
      admin,
      { intent: "done", visitId: String(visit.id), version: String(visit.version), date: visit.date },
      { bytes: new TextEncoder().encode("not an image"), name: "yard.jpg", type: "image/jpeg" },
    );
    expect(fake.status).toBe(400);
    expect(await fake.text()).toContain("not a JPEG, PNG or WebP");
    const renamed = await close(
      admin,
      { intent: "done", visitId: String(visit.id), version: String(visit.version), date: visit.date },
      { bytes: PNG, name: "yard.jpg", type: "image/jpeg" },
    );
    expect(renamed.status).toBe(400);
    expect(await renamed.text()).toContain("does not match its content");
    const noReason = await close(admin, { intent: "skip", visitId: String(visit.id), version: String(visit.version), date: visit.date });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Choose why the visit was skipped");

    const fields = { intent: "done", visitId: String(visit.id), version: String(visit.version), date: visit.date, note: "All clear, gate closed." };
    const [a, b] = await Promise.all([
      close(admin, fields, { bytes: JPEG, name: "yard.jpg", type: "image/jpeg" }),
      close(admin, fields, { bytes: JPEG, name: "yard.jpg", type: "image/jpeg" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([303, 409]);

    const stored = await db.query.visits.findFirst({ where: eq(visits.id, visit.id) });
    expect(stored).toMatchObject({ status: "done", note: "All clear, gate closed.", photo_type: "image/jpeg" });
    expect(stored?.photo_key).toMatch(/^visits\/\d+\/[A-Za-z0-9_-]{22}$/);

    const photo = await fetchWorker(`/visits/${visit.id}/photo`, { headers: { Cookie: cookie } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/jpeg");
    expect(photo.headers.get("Cache-Control")).toMatch(/^private/);
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(JPEG);
    expect((await fetchWorker(`/visits/${visit.id}/photo`, { headers: { Cookie: admin } })).status).toBe(200);

    await vi.waitFor(
      async () => {
        const mails = await mailTo("photo.customer@example.com");
        expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your yard was serviced on /)]);
        expect(mails[0]?.text).toContain("All clear, gate closed.");
      },
      { timeout: 10_000, interval: 50 },
    );
    const page = await (await fetchWorker("/customer", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("All clear, gate closed.");
    expect(page).toContain(`/visits/${visit.id}/photo`);
  });

  it("a photo over 15 MB is refused beside the field and changes nothing; a body over the form's limit is refused before it is read", async () => {
    await createUser("crew3.admin@example.com", "crew admin password", "admin");
    const admin = await signIn("crew3.admin@example.com", "crew admin password");
    const { lead } = await customer("big.photo@example.com");
    const visit = await todaysVisit(lead.id);
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set(JPEG);
    const res = await close(
      admin,
      { intent: "done", visitId: String(visit.id), version: "0", date: visit.date, note: "Kept after the refusal" },
      { bytes: big, name: "yard.jpg", type: "image/jpeg" },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("The photo is over 15 MB.");
    expect(html).toContain("Kept after the refusal");
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit.id) })).toMatchObject({ status: "scheduled", photo_key: null });

    const huge = await close(
      admin,
      { intent: "done", visitId: String(visit.id), version: "0", date: visit.date },
      { bytes: new Uint8Array(26 * 1024 * 1024), name: "y.jpg", type: "image/jpeg" },
    );
    expect(huge.status).toBe(413);
  });

  it("another customer's visit photo answers 404, like one that does not exist", async () => {
    await createUser("crew2.admin@example.com", "crew admin password", "admin");
    const admin = await signIn("crew2.admin@example.com", "crew admin password");
    const owner = await customer("owner.photo@example.com");
    const other = await customer("other.photo@example.com");
    const visit = await todaysVisit(owner.lead.id);
    const res = await close(
      admin,
      { intent: "done", visitId: String(visit.id), version: String(visit.version), date: visit.date },
      { bytes: PNG, name: "gate.png", type: "image/png" },
    );
    expect(res.status).toBe(303);
    expect((await fetchWorker(`/visits/${visit.id}/photo`, { headers: { Cookie: other.cookie } })).status).toBe(404);
    expect((await fetchWorker(`/visits/999999/photo`, { headers: { Cookie: other.cookie } })).status).toBe(404);
    expect((await fetchWorker(`/visits/${visit.id}/photo`)).status).toBe(302);
  });
});

describe("visit planning in D1", () => {
  const datesOf = async (leadId: number) => (await db.select().from(visits).where(eq(visits.lead_id, leadId))).map((v) => `${v.date} ${v.status}`).sort();

  it("plans every other week and monthly across the fall daylight-saving change and a month end", async () => {
    const fortnight = await convertedCustomer({ email: "fortnight@example.com", lead: { preferred_day: "monday", service_frequency: "bi-weekly" } });
    const monthly = await convertedCustomer({ email: "monthly@example.com", lead: { preferred_day: "monday", service_frequency: "monthly" } });

    // 2026-11-01 is the fall-back Sunday in Miami; the window runs 28 days from 2026-10-20.
    await planVisits(db, "2026-10-20", { leadId: fortnight.lead.id });
    await planVisits(db, "2026-10-20", { leadId: monthly.lead.id });
    expect(await datesOf(fortnight.lead.id)).toEqual(["2026-10-26 scheduled", "2026-11-09 scheduled"]);
    expect(await datesOf(monthly.lead.id)).toEqual(["2026-11-02 scheduled"]);

    // A week later the fortnight holds (not 2026-11-02), and 2026-11-23 joins the window.
    await planVisits(db, "2026-10-27", { leadId: fortnight.lead.id });
    expect(await datesOf(fortnight.lead.id)).toEqual(["2026-10-26 scheduled", "2026-11-09 scheduled", "2026-11-23 scheduled"]);
  });

  it("a plan change re-plans only future scheduled visits; a closed visit and the past stay", async () => {
    const { lead } = await customer("replan@example.com", "thursday");
    await planVisits(db, "2026-11-25", { leadId: lead.id });
    const [first] = await db
      .select()
      .from(visits)
      .where(and(eq(visits.lead_id, lead.id), eq(visits.date, "2026-11-26")));
    await closeTestVisit(first!, { status: "done", at: "2026-11-26T15:00:00Z" });

    expect(await datesOf(lead.id)).toEqual(["2026-11-26 done", "2026-12-03 scheduled", "2026-12-10 scheduled", "2026-12-17 scheduled"]);

    // The owner re-plans on the change itself (made on 2026-11-27): the three Thursdays to come go, the Tuesdays come.
    const dayAfter = "2026-11-27T15:00:00.000Z";
    await madeAt(dayAfter, () => changeTestLead(lead.id, { preferred_day: "tuesday" }));
    expect(await datesOf(lead.id)).toEqual(["2026-11-26 done", "2026-12-01 scheduled", "2026-12-08 scheduled", "2026-12-15 scheduled", "2026-12-22 scheduled"]);
    expect(await planVisits(db, "2026-11-27", { leadId: lead.id })).toEqual({ added: 0, removed: 0 });

    // The service ends: its future scheduled visits go, the done one stays.
    await madeAt(dayAfter, () => changeTestLead(lead.id, { status: "lost" }));
    expect(await datesOf(lead.id)).toEqual(["2026-11-26 done"]);
  });

  it("a plan with no preferred day plans nothing until an admin sets the day", async () => {
    const { lead } = await convertedCustomer({ email: "no-day@example.com", lead: { preferred_day: null } });
    expect(await planVisits(db, "2026-11-25", { leadId: lead.id })).toEqual({ added: 0, removed: 0 });
    expect(await datesOf(lead.id)).toEqual([]);
  });
});

describe("the summary e-mail", () => {
  async function closedVisit(email: string, locale: "en" | "es" = "en") {
    await createUser(`admin.${email}`, "crew admin password", "admin");
    const admin = await signIn(`admin.${email}`, "crew admin password");
    const c = await customer(email, "thursday", locale);
    const visit = await todaysVisit(c.lead.id);
    const res = await close(admin, {
      intent: "skip",
      reason: "gate_locked",
      note: "Padlock on the side gate.",
      visitId: String(visit.id),
      version: "0",
      date: visit.date,
    });
    expect(res.status).toBe(303);
    return { ...c, visit };
  }

  it("a redelivered queue message sends nothing twice", async () => {
    const { visit } = await closedVisit("redelivered@example.com");
    await vi.waitFor(async () => expect(await mailTo("redelivered@example.com")).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const body = { kind: "visit_summary", visitId: visit.id };
    const batch = createMessageBatch("lead-notifications", [{ id: "again", timestamp: new Date(), attempts: 2, body }]);
    const ctx = createExecutionContext();
    await queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["again"]);
    expect(await mailTo("redelivered@example.com")).toHaveLength(1);
  });

  it("goes out in the customer's language, with the reason and the note", async () => {
    await closedVisit("spanish.summary@example.com", "es");
    await vi.waitFor(
      async () => {
        const [mail] = await mailTo("spanish.summary@example.com");
        expect(mail?.subject).toMatch(/^No pudimos limpiar su patio el \d+ de /);
        expect(mail?.text).toContain("el portón estaba cerrado con llave");
        expect(mail?.text).toContain("Padlock on the side gate.");
        expect(mail?.text).toContain("/es/customer?tab=services");
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  /** Hands the summary of a visit closed by hand straight to the queue consumer (one delivery, acknowledged). */
  async function deliverSummary(visitId: number) {
    await closeTestVisit({ id: visitId }, { status: "done" });
    const batch = createMessageBatch("lead-notifications", [
      { id: `summary-${visitId}`, timestamp: new Date(), attempts: 1, body: { kind: "visit_summary", visitId } },
    ]);
    const ctx = createExecutionContext();
    await queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual([`summary-${visitId}`]);
  }

  it("a deactivated account gets no summary", async () => {
    const c = await customer("deactivated.summary@example.com");
    await deactivateAccount(c.user.id);
    await deliverSummary((await todaysVisit(c.lead.id)).id);
    expect(await mailTo("deactivated.summary@example.com")).toEqual([]);
  });

  it("while the invitation is not accepted, the summary carries a working invitation link instead of the account's", async () => {
    const c = await convertedCustomer({ email: "pending.summary@example.com", invited: true, locale: "es" });
    await deliverSummary((await todaysVisit(c.lead.id)).id);
    const [mail] = await mailTo("pending.summary@example.com");
    expect(mail?.text).not.toContain("/customer");
    expect(mail?.text).toContain("acepte la invitación");
    expect(mail?.html).toContain("/es/invite/");
    const page = await fetchWorker(`/es/invite/${tokenIn(mail?.text ?? "", "invite")}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<h1[^>]*>Le damos la bienvenida/);
  });

  it("a claim whose message could not be queued is given back, and the daily catch-up queues it once", async () => {
    const c = await customer("queue.down@example.com");
    const visit = await todaysVisit(c.lead.id);
    await closeTestVisit(visit, { status: "done" });
    const down = { ...env, LEAD_NOTIFICATIONS: { send: () => Promise.reject(new Error("queue unavailable")) } } as unknown as Env;
    await expect(enqueueVisitSummary(db, down, visit.id)).rejects.toThrow("queue unavailable");
    expect(await unqueuedSummaries(db, businessDate())).toContain(visit.id);
    await enqueueVisitSummary(db, env, visit.id);
    await enqueueVisitSummary(db, env, visit.id);
    expect(await unqueuedSummaries(db, businessDate())).not.toContain(visit.id);
    await vi.waitFor(async () => expect(await mailTo("queue.down@example.com")).toHaveLength(1), { timeout: 10_000, interval: 50 });
  });
});

describe("the customer area in Spanish", () => {
  it("a Spanish-language customer signing in lands on /es/customer and sees their visits in Spanish", async () => {
    const c = await customer("es.customer@example.com", "thursday", "es");
    const visit = await todaysVisit(c.lead.id);
    await closeTestVisit(visit, { status: "skipped", reason: "weather", note: "Tormenta eléctrica." });

    const res = await loginRequest({ email: "es.customer@example.com", password: "customer password 1" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/es/customer");
    const cookie = sessionCookieFrom(res);
    const page = await fetchWorker("/es/customer", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expectToContainAll(html, ['<html lang="es"', "Panel del cliente", "No se hizo: el mal tiempo", "Tormenta eléctrica."]);
  });

  it("/es/login speaks Spanish, and a signed-out visitor of /es/customer is sent there", async () => {
    const page = await fetchWorker("/es/login");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Iniciar sesión");
    expect(html).toContain('href="/es/forgot-password"');
    const postSpanishLogin = (fields: Record<string, string>) =>
      fetchWorker("/es/login", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      });
    const wrong = await postSpanishLogin({ email: "nobody@example.com", password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("El correo electrónico o la contraseña no son correctos.");
    const empty = await postSpanishLogin({ email: "", password: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Escriba su contraseña");
    const away = await fetchWorker("/es/customer");
    expect(away.status).toBe(302);
    expect(away.headers.get("Location")).toBe("/es/login");
  });
});
