import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { businessContact, getConfig } from "~server/config";
import { leadNotifications, queueDeliveries } from "~server/db/schema";
import { recordQueued } from "~server/models/lead-notifications";
import { enqueueLeadNotifications } from "~server/notifications/enqueue";
import type { NotificationMessage, QueueMessage } from "~server/notifications/messages";
import { pruneQueueDeliveries, QUEUE_DELIVERY_RETENTION_DAYS } from "~server/models/queue-deliveries";
import { retryDelaySeconds } from "~server/notifications/queue";
import { staffEmail, visitorConfirmationEmail } from "~server/notifications/lead-emails";
import { submitLead } from "~server/leads/submit";
import { queue } from "~server/index";
import { createUser, invitedAccount, signIn } from "./support/auth";
import { db, insertLead } from "./support/leads";
import { mailTo, tokenIn } from "./support/mail";
import { convertedCustomer } from "./support/visits";
import { fetchWorker, postJson } from "./support/worker";

/** wrangler.toml: [[queues.consumers]] max_retries for lead-notifications. */
const MAX_RETRIES = 5;

const notificationsOf = (leadId: number) => db.select().from(leadNotifications).where(eq(leadNotifications.lead_id, leadId)).orderBy(leadNotifications.id);

function postLead(email: string) {
  return postJson("/api/leads", {
    fullName: "Queue Tester",
    email,
    phone: "(305) 555-0100",
    zip_code: "33101",
    service_type: "residential",
    property_type: "Residential",
  });
}

afterEach(() => vi.restoreAllMocks());

/** The Worker's env sending e-mail through the HTTP provider (whose fetch a test mocks). */
const httpEmailEnv = () =>
  ({
    ...env,
    EMAIL_PROVIDER: "http",
    EMAIL_API_URL: "https://mail.test/send",
    EMAIL_API_KEY: "key",
    STAFF_EMAIL: "staff@test",
    EMAIL_FROM: "Clean Paws Miami <no-reply@test>",
  }) as Env;

describe("lead notifications", () => {
  it("a new lead enqueues a staff e-mail and a visitor confirmation, which the Miniflare queue delivers", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const res = await postLead("queued@example.com");
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    const rows = await notificationsOf(id);
    expect(rows.map((r) => r.kind)).toEqual(["staff_email", "visitor_confirmation"]);
    // The real local queue hands the batch to the Worker's queue handler (EMAIL_PROVIDER = "log").
    await vi.waitFor(
      async () => {
        const after = await notificationsOf(id);
        expect(after.map((r) => [r.kind, r.status, r.attempts])).toEqual([
          ["staff_email", "sent", 1],
          ["visitor_confirmation", "sent", 1],
        ]);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it("a failing provider is retried with backoff, then dead-lettered and shown in the admin", async () => {
    const output: string[] = [];
    for (const level of ["log", "warn", "error"] as const) {
      vi.spyOn(console, level).mockImplementation((line: unknown) => void output.push(String(line)));
    }
    const provider = vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(new Response("unavailable", { status: 503 })));
    const failingEnv = httpEmailEnv();
    const lead = await insertLead({ email: "dead-letter@example.com", first_name: "Dana" });
    await recordQueued(db, lead.id, ["visitor_confirmation"]);
    const body: NotificationMessage = { leadId: lead.id, kind: "visitor_confirmation", locale: "en" };

    for (let attempt = 1; attempt <= MAX_RETRIES + 1; attempt++) {
      const batch = createMessageBatch("lead-notifications", [{ id: `m${attempt}`, timestamp: new Date(), attempts: attempt, body }]);
      const message = batch.messages[0];
      if (!message) throw new Error("no message");
      const retry = vi.spyOn(message, "retry");
      const ctx = createExecutionContext();
      await queue(batch, failingEnv, ctx);
      const result = await getQueueResult(batch, ctx);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages.map((m) => m.msgId)).toEqual([`m${attempt}`]);
      expect(retry).toHaveBeenCalledWith({ delaySeconds: retryDelaySeconds(attempt) });
      const [row] = await notificationsOf(lead.id);
      expect(row).toMatchObject({ status: "failed", attempts: attempt, last_error: "Email provider answered HTTP 503" });
    }
    expect(provider).toHaveBeenCalledTimes(MAX_RETRIES + 1);
    const [url, init] = provider.mock.calls[0] ?? [];
    expect(url instanceof Request ? url.url : url?.toString()).toBe("https://mail.test/send");
    expect(JSON.parse(typeof init?.body === "string" ? init.body : "")).toMatchObject({
      to: ["dead-letter@example.com"],
      subject: expect.stringContaining("Thanks"),
    });
    expect([retryDelaySeconds(1), retryDelaySeconds(2), retryDelaySeconds(20)]).toEqual([30, 60, 3600]);

    // Past max_retries the queue moves the message to the dead-letter queue.
    const dlq = createMessageBatch("lead-notifications-dlq", [{ id: "d1", timestamp: new Date(), attempts: 1, body }]);
    const ctx = createExecutionContext();
    await queue(dlq, failingEnv, ctx);
    expect((await getQueueResult(dlq, ctx)).explicitAcks).toEqual(["d1"]);
    const [dead] = await notificationsOf(lead.id);
    expect(dead).toMatchObject({ status: "dead", attempts: MAX_RETRIES + 1, last_error: "Email provider answered HTTP 503" });
    expect(output.some((line) => line.includes('"event":"notification_dead"'))).toBe(true);
    expect(output.join("\n")).not.toContain("dead-letter@example.com");

    provider.mockRestore();
    await createUser("notify-admin@example.com", "correct horse battery", "admin");
    const cookie = await signIn("notify-admin@example.com", "correct horse battery");
    const page = await fetchWorker(`/admin/leads/${lead.id}?q=${encodeURIComponent(lead.email)}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const item = html.match(/<li data-notification="visitor_confirmation">([\s\S]*?)<\/li>/)?.[1] ?? "";
    expect(item).toContain("Visitor confirmation");
    expect(item).toContain("Not delivered");
    expect(item.replace(/<!-- -->/g, "")).toContain("after 6 attempts");
    expect(item).toContain("Email provider answered HTTP 503");
  });

  it("a redelivered message that was already sent is acknowledged without sending again", async () => {
    const provider = vi.spyOn(globalThis, "fetch");
    const lead = await insertLead();
    await recordQueued(db, lead.id, ["staff_email"]);
    await db.update(leadNotifications).set({ status: "sent", attempts: 1 }).where(eq(leadNotifications.lead_id, lead.id));
    const batch = createMessageBatch("lead-notifications", [
      { id: "r1", timestamp: new Date(), attempts: 2, body: { leadId: lead.id, kind: "staff_email", locale: "en" } },
    ]);
    const ctx = createExecutionContext();
    await queue(
      batch,
      { ...env, EMAIL_PROVIDER: "http", EMAIL_API_URL: "https://mail.test/send", EMAIL_API_KEY: "k", STAFF_EMAIL: "s@test", EMAIL_FROM: "f@test" },
      ctx,
    );
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["r1"]);
    expect(provider).not.toHaveBeenCalled();
  });

  it("an unreachable queue never loses the lead: the notifications are recorded as failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const lead = await insertLead();
    const brokenQueue = { send: () => Promise.reject(new Error("queue down")), sendBatch: () => Promise.reject(new Error("queue down")) } as unknown as Queue;
    await enqueueLeadNotifications(db, { ...env, LEAD_NOTIFICATIONS: brokenQueue, LEAD_WEBHOOK_URL: "https://hooks.test/lead" }, lead);
    const rows = await notificationsOf(lead.id);
    expect(rows.map((r) => [r.kind, r.status, r.last_error])).toEqual([
      ["staff_email", "failed", "Could not reach the notification queue"],
      ["visitor_confirmation", "failed", "Could not reach the notification queue"],
      ["webhook", "failed", "Could not reach the notification queue"],
    ]);
  });

  it("e-mail content: staff get who, what and a link to the lead; the visitor gets thanks, next steps and the phone", async () => {
    const lead = await insertLead({ first_name: "Ana", last_name: "Díaz", email: "ana+x@example.com", special_instructions: "<b>gate</b>" });
    const staff = staffEmail(lead, "https://www.cleanpaws.test");
    expect(staff.subject).toBe("New lead: Ana Díaz (Residential)");
    expect(staff.text).toContain("Email: ana+x@example.com");
    expect(staff.text).toContain("https://www.cleanpaws.test/admin?q=ana%2Bx%40example.com");
    expect(staff.html).toContain("&lt;b&gt;gate&lt;/b&gt;");
    const visitor = visitorConfirmationEmail(lead, "fr", businessContact(getConfig(env)));
    expect(visitor.text).toMatch(/^Hi Ana,/);
    expect(visitor.text).toContain("What happens next");
    expect(visitor.text).toMatch(/Call us at \(\d{3}\) \d{3}-\d{4}/);
    expect(visitor.html).toContain('href="tel:+1');
  });

  it("a Spanish visitor's confirmation is queued with their language and written in Spanish", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const sent: NotificationMessage[] = [];
    const capture = {
      send: () => Promise.resolve(),
      sendBatch: (messages: { body: NotificationMessage }[]) => {
        sent.push(...messages.map((m) => m.body));
        return Promise.resolve();
      },
    } as unknown as Queue;
    const outcome = await submitLead({
      db,
      env: { ...env, LEAD_NOTIFICATIONS: capture },
      ctx: { waitUntil: () => {} },
      ip: "203.0.113.250",
      input: {
        firstName: "María",
        lastName: "Núñez",
        email: "maria.es@example.com",
        phone: "(305) 555-0177",
        zipCode: "33135",
        serviceType: "residential",
        locale: "es",
      },
      meta: { idempotencyKey: "spanish-confirmation", actor: "visitor" },
    });
    expect(outcome.ok && outcome.lead.locale).toBe("es");
    if (!outcome.ok) return;
    expect(sent.map((m) => [m.kind, m.locale])).toEqual([
      ["staff_email", "es"],
      ["visitor_confirmation", "es"],
    ]);

    // The consumer writes the confirmation in the message's language, with the Spanish opening days.
    const provider = vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(new Response("{}", { status: 200 })));
    const httpEnv = httpEmailEnv();
    const body = sent.find((m) => m.kind === "visitor_confirmation");
    const batch = createMessageBatch("lead-notifications", [{ id: "es1", timestamp: new Date(), attempts: 1, body }]);
    const ctx = createExecutionContext();
    await queue(batch, httpEnv, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["es1"]);
    const [, init] = provider.mock.calls[0] ?? [];
    const email = JSON.parse(typeof init?.body === "string" ? init.body : "{}") as { to: string[]; subject: string; text: string; html: string };
    expect(email.to).toEqual(["maria.es@example.com"]);
    expect(email.subject).toBe("Gracias por su solicitud — Clean Paws Miami");
    expect(email.text).toMatch(/^Hola, María:/);
    expect(email.text).toContain("Lo que sigue:");
    expect(email.text).toMatch(/Llámenos al \(\d{3}\) \d{3}-\d{4} \(de lunes a sábado, de 8 a\. m\. a 6 p\. m\.\)\./);
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain('href="tel:+1');
    expect(email.text).not.toMatch(/Thank|Monday|What happens/);

    // The same lead's confirmation in English when the message says so.
    const english = visitorConfirmationEmail(outcome.lead, "en", businessContact(getConfig(env)));
    expect(english.text).toMatch(/^Hi María,/);
    expect(english.html).toContain('<html lang="en">');
  });
});

describe("messages whose e-mail has no row of its own (service notices, account e-mails, payment links)", () => {
  /** Hands `messages` to the consumer as one batch, as the queue does; returns the ids it acknowledged. */
  async function consume(...messages: { id: string; attempts: number; body: QueueMessage }[]) {
    const batch = createMessageBatch(
      "lead-notifications",
      messages.map((m) => ({ ...m, timestamp: new Date() })),
    );
    const ctx = createExecutionContext();
    await queue(batch, env, ctx);
    return (await getQueueResult(batch, ctx)).explicitAcks;
  }

  it("an invitation redelivered after it went out sends nothing again, so the link in the e-mail keeps working", async () => {
    const user = await invitedAccount("invite.redelivered@example.com", "customer", "Rita Gómez");
    const invitation = { id: "invite-redelivered", attempts: 1, body: { kind: "account_email", userId: user.id, purpose: "invitation" } as const };
    expect(await consume(invitation)).toEqual(["invite-redelivered"]);
    // The same message again (the queue lost the acknowledgement): acknowledged, nothing sent.
    expect(await consume({ ...invitation, attempts: 2 })).toEqual(["invite-redelivered"]);
    const mails = await mailTo("invite.redelivered@example.com");
    expect(mails).toHaveLength(1);
    expect((await fetchWorker(`/invite/${tokenIn(mails[0]?.text ?? "", "invite")}`)).status).toBe(200);
    // Another message (the office resends the invitation) is another e-mail.
    expect(await consume({ ...invitation, id: "invite-resent" })).toEqual(["invite-resent"]);
    expect(await mailTo("invite.redelivered@example.com")).toHaveLength(2);
  });

  it("a service notice redelivered after it went out sends nothing again, to the office or the customer", async () => {
    const c = await convertedCustomer({ lead: { billing_state: "past_due" } });
    const notice = (audience: "office" | "customer") => ({ kind: "service_notice", leadId: c.lead.id, stop: "billing", audience, by: "provider" }) as const;
    const office = { id: "notice-office", attempts: 1, body: notice("office") };
    const customer = { id: "notice-customer", attempts: 1, body: notice("customer") };
    const toOffice = async () => (await mailTo("staff@localhost")).filter((m) => m.text.includes(`/admin/leads/${c.lead.id}/`));
    expect(await consume(office, customer)).toEqual(["notice-office", "notice-customer"]);
    expect(await consume({ ...office, attempts: 2 }, { ...customer, attempts: 3 })).toEqual(["notice-office", "notice-customer"]);
    expect((await toOffice()).map((m) => m.subject.startsWith("Payment past due: "))).toEqual([true]);
    expect(await mailTo(c.email)).toHaveLength(1);
  });

  it("a payment link redelivered after it went out sends nothing again", async () => {
    const lead = await insertLead({
      email: "link.redelivered@example.com",
      status: "converted",
      service_frequency: "weekly",
      billing_checkout_url: "https://checkout.test/c/pay_redelivered",
      billing_checkout_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const link = { id: "link-redelivered", attempts: 1, body: { kind: "payment_link", leadId: lead.id } as const };
    expect(await consume(link)).toEqual(["link-redelivered"]);
    expect(await consume({ ...link, attempts: 2 })).toEqual(["link-redelivered"]);
    const mails = await mailTo("link.redelivered@example.com");
    expect(mails.map((m) => m.text.includes("https://checkout.test/c/pay_redelivered"))).toEqual([true]);
  });

  it("a message whose sending failed is sent by its retry, and kept no longer than a redelivery can arrive", async () => {
    const c = await convertedCustomer({ lead: { billing_state: "past_due" } });
    const message = {
      id: "notice-retried",
      attempts: 1,
      body: { kind: "service_notice", leadId: c.lead.id, stop: "billing", audience: "customer", by: "provider" } as const,
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(new Response("down", { status: 503 })));
    const batch = createMessageBatch("lead-notifications", [{ ...message, timestamp: new Date() }]);
    const ctx = createExecutionContext();
    await queue(batch, httpEmailEnv(), ctx);
    expect((await getQueueResult(batch, ctx)).retryMessages.map((m) => m.msgId)).toEqual(["notice-retried"]);
    failing.mockRestore();
    expect(await consume({ ...message, attempts: 2 })).toEqual(["notice-retried"]);
    expect(await mailTo(c.email)).toHaveLength(1);

    // The daily job forgets the id once no redelivery can come (15 days; a queue keeps a message 14 at most).
    const sentAt = new Date(Date.now() - 1000);
    expect(await pruneQueueDeliveries(db, new Date(sentAt.getTime() + 14 * 86_400_000))).toBe(0);
    expect(await db.$count(queueDeliveries, eq(queueDeliveries.message_id, "notice-retried"))).toBe(1);
    expect(await pruneQueueDeliveries(db, new Date(Date.now() + (QUEUE_DELIVERY_RETENTION_DAYS + 1) * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await db.$count(queueDeliveries, eq(queueDeliveries.message_id, "notice-retried"))).toBe(0);
  });
});
