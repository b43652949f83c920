import { and, eq, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEAM_MESSAGES } from "~server/content/team-page";
import { accountEvents, authTokens, users } from "~server/db/schema";
import { hashToken, issueToken, peekToken, redeemPasswordToken, TOKEN_LIFETIME_MS } from "~server/models/auth-tokens";
import { findUserByEmail, TEAM_CUSTOMERS_PAGE_SIZE } from "~server/models/users";
import { createUser, deactivateAccount, forgotPassword, invitedAccount, loginRequest, signedInUser, signIn } from "./support/auth";
import { decode } from "./support/html";
import { db } from "./support/leads";
import { mailTo, tokenIn, waitForMail } from "./support/mail";
import { fetchWorker, postForm, nextIp } from "./support/worker";

const forgot = forgotPassword;

const location = (res: Response) => new URL(res.headers.get("Location") ?? "", "http://localhost").pathname;

describe("one-time links", () => {
  it("stores only the SHA-256 of a 256-bit random token", async () => {
    const user = await createUser("hash.at.rest@example.com", "a long enough password", "customer");
    const token = await issueToken(db, user.id, "password_reset");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.select().from(authTokens).where(eq(authTokens.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(await hashToken(token));
    expect(rows[0]?.token_hash).not.toContain(token);
    const dump = JSON.stringify(await db.select().from(authTokens));
    expect(dump).not.toContain(token);
  });

  it("expires: a reset link after 30 minutes, an invitation after 7 days", async () => {
    const user = await createUser("expiry@example.com", "a long enough password", "customer");
    const issuedAt = new Date(Date.now() - TOKEN_LIFETIME_MS.password_reset - 1000);
    const old = await issueToken(db, user.id, "password_reset", issuedAt);
    expect(await peekToken(db, old, "password_reset")).toBeNull();
    expect(await redeemPasswordToken(db, old, "password_reset", "hash")).toBeNull();

    const fresh = await issueToken(db, user.id, "password_reset", new Date(Date.now() - TOKEN_LIFETIME_MS.password_reset + 60_000));
    expect(await peekToken(db, fresh, "password_reset")).toMatchObject({ email: "expiry@example.com" });

    // An invitation opens only a pending account.
    const invited = await invitedAccount("expiry.invited@example.com");
    const invite = await issueToken(db, invited.id, "invitation", new Date(Date.now() - 6 * 24 * 60 * 60 * 1000));
    expect(await peekToken(db, invite, "invitation")).not.toBeNull();
    const oldInvite = await issueToken(db, invited.id, "invitation", new Date(Date.now() - 7 * 24 * 60 * 60 * 1000 - 1000));
    expect(await peekToken(db, oldInvite, "invitation")).toBeNull();
  });

  it("works once, only for its purpose, and a newer link voids the older one", async () => {
    const user = await createUser("single.use@example.com", "a long enough password", "customer");
    const first = await issueToken(db, user.id, "password_reset");
    const second = await issueToken(db, user.id, "password_reset");
    expect(await peekToken(db, first, "password_reset")).toBeNull();
    expect(await peekToken(db, second, "invitation")).toBeNull();
    expect(await redeemPasswordToken(db, first, "password_reset", "first-hash")).toBeNull();
    // Two submits of the same link at once: one sets the password.
    const results = await Promise.all([redeemPasswordToken(db, second, "password_reset", "h1"), redeemPasswordToken(db, second, "password_reset", "h2")]);
    expect(results.filter((r) => r === user.id)).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const events = await db
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.user_id, user.id), eq(accountEvents.type, "password_set")));
    expect(events).toHaveLength(1);
  });

  it("a forged or malformed token opens nothing and changes nothing", async () => {
    const res = await fetchWorker(`/reset-password/${"A".repeat(43)}`);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain("This link no longer works");
    const post = await postForm(`/reset-password/${"B".repeat(43)}`, { password: "a brand new password", confirm: "a brand new password" });
    expect(post.status).toBe(410);
    expect((await fetchWorker("/reset-password/short")).status).toBe(410);
  });
});

describe("forgot password", () => {
  it("answers a known and an unknown address with the same status, location and body", async () => {
    await createUser("known.reset@example.com", "a long enough password", "customer");
    const known = await forgot("known.reset@example.com");
    const unknown = await forgot("nobody.here@example.com");
    expect(known.status).toBe(303);
    expect(unknown.status).toBe(known.status);
    expect(unknown.headers.get("Location")).toBe(known.headers.get("Location"));
    expect(await unknown.text()).toBe(await known.text());
    expect(known.headers.get("Set-Cookie")).toBeNull();
    // Only the known address gets an e-mail.
    const [mail] = await waitForMail("known.reset@example.com");
    expect(mail?.subject).toBe("Reset your Clean Paws Miami password");
    expect(await mailTo("nobody.here@example.com")).toHaveLength(0);

    const sent = await fetchWorker(known.headers.get("Location") ?? "");
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("If an account uses that address");
  });

  it("keeps the typed address and says what is wrong with a malformed one", async () => {
    const res = await forgot("not-an-email");
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Email is invalid");
    expect(html).toContain('value="not-an-email"');
    const es = await forgot("", { lang: "es" });
    expect(es.status).toBe(400);
    expect(await es.text()).toContain("Escriba su correo electrónico");
  });

  it("is throttled per address and client, and per IP whatever the address", async () => {
    const client = nextIp();
    for (let i = 0; i < 3; i++) expect((await forgot("throttled@example.com", { ip: client })).status).toBe(303);
    const fourth = await forgot("throttled@example.com", { ip: client });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await fourth.text()).toContain("Too many reset requests");

    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await forgot(`ip-${i}@example.com`, { ip })).status).toBe(303);
    expect((await forgot("ip-last@example.com", { ip })).status).toBe(429);
  });

  it("resets the password from the e-mailed link, signs the person in and ends their other sessions", async () => {
    await createUser("reset.flow@example.com", "the old password 1", "customer");
    const oldSession = await signIn("reset.flow@example.com", "the old password 1");
    expect((await fetchWorker("/customer", { headers: { Cookie: oldSession } })).status).toBe(200);

    expect((await forgot("reset.flow@example.com")).status).toBe(303);
    const [mail] = await waitForMail("reset.flow@example.com");
    const token = tokenIn(mail?.text ?? "", "reset-password");
    expect(mail?.text).toContain("http://localhost/reset-password/");

    const page = await fetchWorker(`/reset-password/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("reset.flow@example.com");

    const choose = (password: string, confirm = password) => postForm(`/reset-password/${token}`, { password, confirm });
    for (const [password, confirm, message] of [
      ["too short", "too short", "Use at least 12 characters"],
      ["Reset.Flow@example.com", "Reset.Flow@example.com", "can&#x27;t be your e-mail address"],
      ["a brand new password", "a brand new passw0rd", "don&#x27;t match"],
    ] as const) {
      const refused = await choose(password, confirm);
      expect(refused.status, password).toBe(400);
      expect(await refused.text(), password).toContain(message);
    }

    const done = await choose("a brand new password");
    expect(done.status).toBe(303);
    expect(location(done)).toBe("/customer");
    const newSession = (done.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    expect((await fetchWorker("/customer", { headers: { Cookie: newSession } })).status).toBe(200);
    // The session from before the reset is over.
    const stale = await fetchWorker("/customer", { headers: { Cookie: oldSession } });
    expect(stale.status).toBe(302);
    expect(location(stale)).toBe("/login");
    // The old password no longer works, the new one does; the link is spent.
    expect((await loginRequest({ email: "reset.flow@example.com", password: "the old password 1" })).status).toBe(401);
    expect((await loginRequest({ email: "reset.flow@example.com", password: "a brand new password" })).status).toBe(303);
    expect((await fetchWorker(`/reset-password/${token}`)).status).toBe(410);
  });

  it("sends the e-mail and the page in Spanish for a Spanish account", async () => {
    await createUser("es.reset@example.com", "una contraseña larga", "customer", "", { locale: "es" });
    expect((await forgot("es.reset@example.com", { lang: "es" })).status).toBe(303);
    const [mail] = await waitForMail("es.reset@example.com");
    expect(mail?.subject).toBe("Restablezca su contraseña de Clean Paws Miami");
    expect(mail?.text).toContain("http://localhost/es/reset-password/");
    const token = tokenIn(mail?.text ?? "", "reset-password");
    const page = await fetchWorker(`/es/reset-password/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="es"');
    expect(html).toContain("Elija una contraseña nueva");
  });
});

describe("account status", () => {
  it("a deactivated account signing in gets the wrong-password answer, and its sessions end at once", async () => {
    await createUser("team.admin@example.com", "admin password 12", "admin");
    const admin = await signIn("team.admin@example.com", "admin password 12");
    const member = await createUser("leaver@example.com", "leaver password 1", "admin");
    const memberSession = await signIn("leaver@example.com", "leaver password 1");
    expect((await fetchWorker("/admin", { headers: { Cookie: memberSession } })).status).toBe(200);

    const res = await postForm("/admin/team", { intent: "deactivate", userId: String(member.id), version: String(member.version) }, admin);
    expect(res.status).toBe(303);
    const after = await fetchWorker("/admin", { headers: { Cookie: memberSession } });
    expect(after.status).toBe(302);
    expect(location(after)).toBe("/login");

    const wrong = await loginRequest({ email: "nobody.at.all@example.com", password: "leaver password 1" });
    const deactivated = await loginRequest({ email: "leaver@example.com", password: "leaver password 1" });
    expect(deactivated.status).toBe(wrong.status);
    expect(await deactivated.text()).toContain("The email or password is incorrect");

    // A stale form (the version it carried) is refused with 409 and changes nothing.
    const stale = await postForm("/admin/team", { intent: "reactivate", userId: String(member.id), version: String(member.version) }, admin);
    expect(stale.status).toBe(409);
    expect((await findUserByEmail(db, "leaver@example.com"))?.status).toBe("deactivated");
    const current = await findUserByEmail(db, "leaver@example.com");
    const back = await postForm("/admin/team", { intent: "reactivate", userId: String(member.id), version: String(current?.version) }, admin);
    expect(back.status).toBe(303);
    expect((await loginRequest({ email: "leaver@example.com", password: "leaver password 1" })).status).toBe(303);

    const events = await db.select().from(accountEvents).where(eq(accountEvents.user_id, member.id)).orderBy(accountEvents.id);
    expect(events.map((e) => [e.type, e.actor])).toEqual([
      ["deactivated", "team.admin@example.com"],
      ["reactivated", "team.admin@example.com"],
    ]);
  });

  it("refuses to deactivate the last active admin, and an admin's own account", async () => {
    // Every other admin of this file deactivated: this one is the last.
    const last = await createUser("last.admin@example.com", "last admin password", "admin");
    const others = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.status, "active"), ne(users.id, last.id)));
    for (const other of others) await deactivateAccount(other.id);
    const session = await signIn("last.admin@example.com", "last admin password");
    const self = await postForm("/admin/team", { intent: "deactivate", userId: String(last.id), version: String(last.version) }, session);
    expect(self.status).toBe(400);
    expect(await self.text()).toContain("can&#x27;t deactivate your own account");

    const other = await createUser("other.admin@example.com", "other admin password", "admin");
    const otherSession = await signIn("other.admin@example.com", "other admin password");
    const fresh = await findUserByEmail(db, "last.admin@example.com");
    // Two admins deactivating each other at the same moment: at most one succeeds.
    const [a, b] = await Promise.all([
      postForm("/admin/team", { intent: "deactivate", userId: String(other.id), version: String(other.version) }, session),
      postForm("/admin/team", { intent: "deactivate", userId: String(fresh?.id), version: String(fresh?.version) }, otherSession),
    ]);
    expect([a.status, b.status].filter((s) => s === 303)).toHaveLength(1);
    const active = await db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.status, "active")));
    expect(active[0]?.n).toBe(1);
  });
});

describe("invitations", () => {
  it("an admin invites a staff member, who accepts from the e-mail and lands on /admin", async () => {
    await createUser("inviter@example.com", "inviter password 1", "admin");
    const admin = await signIn("inviter@example.com", "inviter password 1");
    const bad = await postForm("/admin/team", { intent: "invite", email: "not an email", name: "Sam", role: "admin", locale: "en" }, admin);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a valid e-mail address");

    const res = await postForm("/admin/team", { intent: "invite", email: "New.Staff@example.com", name: "Sam Office", role: "admin", locale: "en" }, admin);
    expect(res.status).toBe(303);
    const pending = await findUserByEmail(db, "new.staff@example.com");
    expect(pending).toMatchObject({ status: "pending", role: "admin", name: "Sam Office", password_hash: "" });
    // Pending: cannot sign in, whatever the password.
    expect((await loginRequest({ email: "new.staff@example.com", password: "" })).status).toBe(400);

    const again = await postForm("/admin/team", { intent: "invite", email: "new.staff@example.com", name: "Sam", role: "admin", locale: "en" }, admin);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("already exists");

    const [mail] = await waitForMail("new.staff@example.com");
    expect(mail?.subject).toBe("You're invited to the Clean Paws Miami team");
    const token = tokenIn(mail?.text ?? "", "invite");
    // A reset link is not an invitation link.
    expect((await fetchWorker(`/reset-password/${token}`)).status).toBe(410);

    // Resending voids the first link.
    expect((await postForm("/admin/team", { intent: "resend", userId: String(pending?.id) }, admin)).status).toBe(303);
    const mails = await waitForMail("new.staff@example.com", 2);
    const newest = tokenIn(mails.at(-1)?.text ?? "", "invite");
    expect((await fetchWorker(`/invite/${token}`)).status).toBe(410);

    const accepted = await postForm(`/invite/${newest}`, { password: "sam's own password", confirm: "sam's own password" });
    expect(accepted.status).toBe(303);
    expect(location(accepted)).toBe("/admin");
    expect((await findUserByEmail(db, "new.staff@example.com"))?.status).toBe("active");
    expect((await loginRequest({ email: "new.staff@example.com", password: "sam's own password" })).status).toBe(303);
  });

  it("resending an invitation answers alike from the team page and the lead list: one message for each refusal", async () => {
    const admin = await signedInUser({ email: "resend.admin@example.com", password: "admin password 12" }, "admin");
    const accepted = await createUser("resend.accepted@example.com", "accepted password 1", "customer");
    for (const page of ["/admin/team", "/admin"]) {
      const taken = await postForm(page, { intent: "resend", userId: String(accepted.id) }, admin);
      expect(taken.status, page).toBe(409);
      expect(decode(await taken.text()), page).toContain(TEAM_MESSAGES.not_pending);
      const gone = await postForm(page, { intent: "resend", userId: "99999999" }, admin);
      expect(gone.status, page).toBe(404);
      expect(decode(await gone.text()), page).toContain(TEAM_MESSAGES.not_found);
      const malformed = await postForm(page, { intent: "resend", userId: `${accepted.id}.0` }, admin);
      expect(malformed.status, page).toBe(400);
      expect(decode(await malformed.text()), page).toContain(TEAM_MESSAGES.unknown);
    }
  });

  it(`the team page shows every admin and crew member, and the customers ${TEAM_CUSTOMERS_PAGE_SIZE} a page with a search`, async () => {
    await createUser("paging.admin@example.com", "admin password 12", "admin", "Paging Admin");
    const admin = await signIn("paging.admin@example.com", "admin password 12");
    await createUser("paging.crew@example.com", "crew password 123", "crew", "Paging Crew");
    for (let i = 0; i <= TEAM_CUSTOMERS_PAGE_SIZE; i++) await invitedAccount(`zz.paging.${String(i).padStart(3, "0")}@example.com`, "customer", `Paged ${i}`);
    const customersOn = (html: string) => [...html.matchAll(/zz\.paging\.(\d{3})@example\.com/g)].map((m) => m[1]);
    const total = (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .where(eq(users.role, "customer"))
    )[0]!.n;
    const pages = Math.ceil(total / TEAM_CUSTOMERS_PAGE_SIZE);

    const first = await (await fetchWorker("/admin/team", { headers: { Cookie: admin } })).text();
    expect(first).toContain("paging.crew@example.com");
    expect(decode(first)).toContain(`Customers (${total})`);
    expect(decode(first)).toContain(`Page 1 of ${pages} (${TEAM_CUSTOMERS_PAGE_SIZE} a page)`);
    expect(new Set(customersOn(first)).size).toBeLessThanOrEqual(TEAM_CUSTOMERS_PAGE_SIZE);

    const last = await (await fetchWorker(`/admin/team?page=${pages}`, { headers: { Cookie: admin } })).text();
    expect(customersOn(last)).toContain("050");
    expect(last).toContain("paging.admin@example.com");

    const found = await (await fetchWorker("/admin/team?q=zz.paging.007", { headers: { Cookie: admin } })).text();
    expect([...new Set(customersOn(found))]).toEqual(["007"]);
  });

  it("only admins reach the team page", async () => {
    const anonymous = await fetchWorker("/admin/team");
    expect(location(anonymous)).toBe("/login");
    await createUser("customer.team@example.com", "customer password 1", "customer");
    const customer = await signIn("customer.team@example.com", "customer password 1");
    const res = await fetchWorker("/admin/team", { headers: { Cookie: customer } });
    expect(location(res)).toBe("/");
    const post = await postForm("/admin/team", { intent: "invite", email: "x@example.com", role: "admin", locale: "en" }, customer);
    expect(location(post)).toBe("/");
    expect(await findUserByEmail(db, "x@example.com")).toBeUndefined();
  });
});
