import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authTokens } from "~server/db/schema";
import { issueToken, peekToken, redeemPasswordToken } from "~server/models/auth-tokens";
import { findUserByEmail } from "~server/models/users";
import { createUser, deactivateAccount, forgotPassword, invitedAccount, loginRequest, signIn } from "./support/auth";
import { hasFramework, postForms, scriptNames } from "./support/html";
import { db } from "./support/leads";
import { mailTo, waitForMail } from "./support/mail";
import { fetchWorker, nextIp, postForm, pinClockMidWindow } from "./support/worker";

const choose = (path: string, password: string) => postForm(path, { password, confirm: password });

describe("redeeming a one-time link voids the account's other links", () => {
  it("an unused invitation stops working once the owner set a password through a reset link", async () => {
    const user = await invitedAccount("invite.then.reset@example.com", "customer", "Pending Person");
    const invitation = await issueToken(db, user.id, "invitation");
    const reset = await issueToken(db, user.id, "password_reset");

    expect((await choose(`/reset-password/${reset}`, "the owner's own password")).status).toBe(303);
    const owner = await signIn("invite.then.reset@example.com", "the owner's own password");

    expect(await peekToken(db, invitation, "invitation")).toBeNull();
    expect((await fetchWorker(`/invite/${invitation}`)).status).toBe(410);
    const replay = await choose(`/invite/${invitation}`, "an intruder's password");
    expect(replay.status).toBe(410);
    // The owner is still signed in and their password still works.
    expect((await fetchWorker("/customer", { headers: { Cookie: owner } })).status).toBe(200);
    expect((await loginRequest({ email: "invite.then.reset@example.com", password: "the owner's own password" })).status).toBe(303);
  });

  it("a reset link stops working once the invitation was accepted", async () => {
    const user = await invitedAccount("reset.then.invite@example.com", "customer", "Pending Person");
    const reset = await issueToken(db, user.id, "password_reset");
    const invitation = await issueToken(db, user.id, "invitation");

    expect((await choose(`/invite/${invitation}`, "the invited password")).status).toBe(303);
    expect(await peekToken(db, reset, "password_reset")).toBeNull();
    expect((await choose(`/reset-password/${reset}`, "someone else's password")).status).toBe(410);
    const voided = await db.select().from(authTokens).where(eq(authTokens.user_id, user.id));
    expect(voided.filter((t) => t.used_at === null && t.voided_at === null)).toHaveLength(0);
  });

  it("an invitation link works only while the account is pending", async () => {
    const active = await createUser("already.active@example.com", "an active password", "customer");
    const invitation = await issueToken(db, active.id, "invitation");
    expect(await peekToken(db, invitation, "invitation")).toBeNull();
    expect(await redeemPasswordToken(db, invitation, "invitation", "some-hash")).toBeNull();
    expect((await choose(`/invite/${invitation}`, "a takeover password")).status).toBe(410);
    expect((await findUserByEmail(db, "already.active@example.com"))?.password_hash).toBe(active.password_hash);
  });
});

describe("deactivating an account voids its unused links", () => {
  it("a link issued before deactivation does not work after reactivation", async () => {
    await createUser("voiding.admin@example.com", "voiding admin password", "admin");
    const admin = await signIn("voiding.admin@example.com", "voiding admin password");
    const member = await createUser("voided.member@example.com", "member password 12", "customer");
    const reset = await issueToken(db, member.id, "password_reset");

    const off = await postForm("/admin/team", { intent: "deactivate", userId: String(member.id), version: String(member.version) }, admin);
    expect(off.status).toBe(303);
    const unused = await db.select().from(authTokens).where(eq(authTokens.user_id, member.id));
    expect(unused.every((t) => t.voided_at !== null)).toBe(true);

    const current = await findUserByEmail(db, "voided.member@example.com");
    const on = await postForm("/admin/team", { intent: "reactivate", userId: String(member.id), version: String(current?.version) }, admin);
    expect(on.status).toBe(303);
    expect((await fetchWorker(`/reset-password/${reset}`)).status).toBe(410);
    expect((await choose(`/reset-password/${reset}`, "a stale link's password")).status).toBe(410);
  });
});

describe("the forgot-password throttle cannot lock an owner out", () => {
  it("a stranger's requests for an address do not stop its owner asking from their own client", async () => {
    pinClockMidWindow();
    await createUser("targeted.owner@example.com", "the owner's password", "customer");
    const stranger = nextIp();
    for (let i = 0; i < 3; i++) expect((await forgotPassword("targeted.owner@example.com", { ip: stranger })).status).toBe(303);
    expect((await forgotPassword("targeted.owner@example.com", { ip: stranger })).status).toBe(429);

    const owner = await forgotPassword("targeted.owner@example.com", { ip: nextIp() });
    expect(owner.status).toBe(303);
    await waitForMail("targeted.owner@example.com", 4);
  });

  it("past the silent cap per address, the answer is still 'sent' and nothing more is sent", async () => {
    pinClockMidWindow();
    await createUser("flooded.owner@example.com", "the owner's password", "customer");
    for (let i = 0; i < 12; i++) expect((await forgotPassword("flooded.owner@example.com", { ip: nextIp() })).status).toBe(303);
    await waitForMail("flooded.owner@example.com", 6);
    // The capped requests leave nothing queued: a later marker request to another account arrives after them.
    await createUser("cap.marker@example.com", "the marker's password", "customer");
    expect((await forgotPassword("cap.marker@example.com")).status).toBe(303);
    await waitForMail("cap.marker@example.com");
    expect(await mailTo("flooded.owner@example.com")).toHaveLength(6);
  });
});

describe("one-time link pages send no referrer", () => {
  for (const path of ["/reset-password/", "/es/reset-password/", "/invite/", "/es/invite/"]) {
    it(`${path}… answers Referrer-Policy: no-referrer`, async () => {
      const res = await fetchWorker(`${path}${"A".repeat(43)}`);
      expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    });
  }

  it("and so does a working link's page and its form's answer", async () => {
    const user = await invitedAccount("referrer.check@example.com", "customer", "Pending Person");
    const invitation = await issueToken(db, user.id, "invitation");
    expect((await fetchWorker(`/invite/${invitation}`)).headers.get("Referrer-Policy")).toBe("no-referrer");
    const refused = await postForm(`/invite/${invitation}`, { password: "short", confirm: "short" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Referrer-Policy")).toBe("no-referrer");
    await deactivateAccount(user.id);
  });
});

describe("a link page's form still posts with no referrer", () => {
  // Under `Referrer-Policy: no-referrer` a browser's form POST says `Origin: null`; Sec-Fetch-Site tells whose page sent it.
  it("accepts Origin: null from the site's own page (Sec-Fetch-Site: same-origin), and refuses it from anywhere else", async () => {
    const user = await invitedAccount("origin.null@example.com", "customer", "Pending Person");
    const invitation = await issueToken(db, user.id, "invitation");
    const post = (headers: Record<string, string>) =>
      fetchWorker(`/invite/${invitation}`, { method: "POST", body: new URLSearchParams({ password: "short", confirm: "short" }), headers });
    const own = await post({ Origin: "null", "Sec-Fetch-Site": "same-origin" });
    expect(own.status).toBe(400);
    // The form's own answer (the route ran), not a refusal.
    expect(await own.text()).toContain("Use at least 12 characters");
    expect((await post({ Origin: "null", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ Origin: "null", "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    expect((await post({ Origin: "null" })).status).toBe(403);
  });
});

describe("the way in is a document without the framework (issue 63)", () => {
  it("the forgotten password, a reset link, an invitation with its service, a link no longer valid and a refused save, in both languages: the sign-in form's script then site.js, forms that post natively", async () => {
    const { convertedCustomer } = await import("./support/visits");
    const { lead } = await convertedCustomer({ email: "document.invite@example.com" });
    const invited = await findUserByEmail(db, lead.email);
    if (!invited) throw new Error("no account");
    const reset = await invitedAccount("document.reset@example.com", "customer", "Pending Person");
    for (const prefix of ["", "/es"]) {
      const pages: [string, Response][] = [
        [`${prefix}/forgot-password`, await fetchWorker(`${prefix}/forgot-password`)],
        [`${prefix}/forgot-password?sent=1`, await fetchWorker(`${prefix}/forgot-password?sent=1`)],
        ["reset", await fetchWorker(`${prefix}/reset-password/${await issueToken(db, reset.id, "password_reset")}`)],
        ["invitation", await fetchWorker(`${prefix}/invite/${await issueToken(db, invited.id, "invitation")}`)],
        ["no longer valid", await fetchWorker(`${prefix}/reset-password/${"x".repeat(43)}`)],
        ["refused", await choose(`${prefix}/reset-password/${await issueToken(db, reset.id, "password_reset")}`, "short")],
      ];
      for (const [what, res] of pages) {
        const html = await res.text();
        expect(hasFramework(html), `${prefix} ${what}`).toBe(false);
        expect(scriptNames(html), `${prefix} ${what}`).toEqual(["sign-in-form", "site"]);
        for (const form of postForms(html)) expect(form, `${prefix} ${what}`).toContain("data-login");
      }
    }
  });
});
