import { describe, expect, it } from "vitest";
import { keepEmail, keepText, OUTBOX_PAGE_SIZE, recentEmails, recentTexts } from "~server/models/outbox";
import { db } from "./support/leads";
import { fetchWorker } from "./support/worker";

// The development outbox (/dev/outbox) reads what the `outbox` providers kept through
// server/models/outbox.ts; the worker tests run with both providers set to "outbox".
describe("the development outbox", () => {
  it("lists one recipient's e-mails (any case) and one number's texts, newest first", async () => {
    await keepEmail(db, { to: "Outbox.Reader@example.com", subject: "First", text: "one", html: "<p>one</p>" });
    await keepEmail(db, { to: "someone.else@example.com", subject: "Other", text: "other", html: "<p>other</p>" });
    await keepEmail(db, { to: "outbox.reader@example.com", subject: "Second", text: "two", html: "<p>two</p>" });
    const first = await keepText(db, { to: "+13055550177", body: "First text" });
    const second = await keepText(db, { to: "+13055550177", body: "Second text" });
    await keepText(db, { to: "+13055550188", body: "Another number" });
    expect(second).toBeGreaterThan(first);

    expect((await recentEmails(db, "outbox.reader@example.com")).map((m) => m.subject)).toEqual(["Second", "First"]);
    expect((await recentTexts(db, "+13055550177")).map((t) => t.body)).toEqual(["Second text", "First text"]);
    expect((await recentEmails(db)).length).toBeLessThanOrEqual(OUTBOX_PAGE_SIZE);

    const page = await (await fetchWorker("/dev/outbox?to=OUTBOX.READER@example.com")).text();
    expect(page).toContain("Second");
    expect(page).not.toContain("someone.else@example.com");
    // A filter by e-mail shows no texts; a phone typed without its "+" still finds the number's texts.
    expect(page).not.toContain("Second text");
    const texts = await (await fetchWorker("/dev/outbox?phone=13055550177")).text();
    expect(texts).toContain("Second text");
    expect(texts).not.toContain("Another number");
  });
});
