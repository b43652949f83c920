import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sampleCustomer } from "~/content/customer-sample";
import { signedInUser } from "./support/auth";
import { getWithCookie } from "./support/worker";

/** The active panel: the section whose id is panel-<tab>. */
const panelIds = (html: string) => [...html.matchAll(/<section[^>]*id="panel-([a-z]+)"/g)].map((m) => m[1]);

describe("/customer", () => {
  let customerCookie = "";
  let adminCookie = "";

  beforeAll(async () => {
    // The fixed sample dashboard belongs to the demo account only.
    customerCookie = await signedInUser({ email: "pat.customer@example.com", password: "pat customer password" }, "customer", "Pat Customer", { demo: true });
    adminCookie = await signedInUser({ email: "ada.admin@example.com", password: "ada admin password" }, "admin", "Ada Admin");
  });

  it("sends anonymous visitors to /login", async () => {
    const res = await getWithCookie("/customer");
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("Location") ?? "", "http://localhost").pathname).toBe("/login");
  });

  it("sends a visitor with an unknown session to /login", async () => {
    const res = await getWithCookie("/customer", `session=${"A".repeat(43)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/\/login$/);
  });

  it("shows the demo account the sample dashboard, its own name and the sample-data label", async () => {
    const res = await getWithCookie("/customer", customerCookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The profile carries the signed-in person's name (as the header does), with the sample plan.
    expect(html).not.toContain(sampleCustomer.name);
    expect(html).toContain('id="profile-name"');
    expect(html).toMatch(/id="profile-name"[^>]*>Pat Customer</);
    expect(html).toContain(sampleCustomer.plan.name);
    expect(html).toMatch(/role="note" aria-label="Sample data"/);
    expect(html).toContain(">Sample data</strong>");
    expect(html).toMatch(/<form(?=[^>]*action="\/logout")(?=[^>]*method="post")/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(panelIds(html)).toEqual(["services"]);
    expect(html).toContain("Tuesday, November 24");
  });

  it("shows an account without a service (an admin here) that none is linked, and no sample data", async () => {
    const res = await getWithCookie("/customer", adminCookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("No service is linked to this account yet");
    expect(html).not.toContain(sampleCustomer.plan.name);
    expect(html).not.toContain("$79.96");
    expect(html).toContain('href="/admin"');
  });

  it.each([
    ["billing", "INV-2026-1101"],
    ["notifications", "Promotional e-mails"],
    ["account", "Update Information"],
    ["services", "Service history"],
  ])("renders the %s panel when the URL asks for it", async (tab, text) => {
    const html = await (await getWithCookie(`/customer?tab=${tab}`, customerCookie)).text();
    expect(panelIds(html)).toEqual([tab]);
    expect(html).toContain(text);
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="/customer\\?tab=${tab}"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="/customer\\?tab=${tab}"`),
    );
  });

  it("falls back to the services panel for an unknown tab", async () => {
    const html = await (await getWithCookie("/customer?tab=nope", customerCookie)).text();
    expect(panelIds(html)).toEqual(["services"]);
  });

  it("shows amounts with two decimals and the plan price per week", async () => {
    const html = await (await getWithCookie("/customer?tab=billing", customerCookie)).text();
    expect(html).toContain("$79.96");
    expect(html).toContain("$19.99 per week");
    expect(html).toContain("Pending");
    expect(html).toContain("Paid");
  });

  it("answers a billing button with an honest notice and the billing portal link, not a success", async () => {
    const html = await (await getWithCookie("/customer?tab=billing&notice=pay-now", customerCookie)).text();
    expect(html).toContain('data-testid="preview-notice"');
    expect(html).toContain("No payment was taken");
    expect(html).toContain(`href="${env.BILLING_PORTAL_URL}"`);
    expect(html).toMatch(/href="tel:\+1\d{10}"/);
    expect(html).not.toMatch(/payment (was )?successful/i);
  });

  it("ignores an unknown notice", async () => {
    const html = await (await getWithCookie("/customer?tab=billing&notice=refund-everything", customerCookie)).text();
    expect(html).not.toContain('data-testid="preview-notice"');
  });
});
