import type { Page } from "@playwright/test";
import { query, sql } from "./support/local-state";
import { expect, test, waitForHydration, waitForNewDocument } from "./support/test";
import {
  fillContact,
  holdPricingTable,
  PRICING_TABLE_SCRIPT,
  servePricingTable,
  startWizard,
  stubPricingTable,
  uniqueEmail,
  useOwnClientIp,
} from "./support/wizard";
import { wcagViolations } from "./support/axe";

const STUB_SCRIPT = stubPricingTable("Stub pricing table for");

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientIp(page, testInfo);
});

/** Through the contact step to Choose Your Plan, a new document: with JavaScript, until it has hydrated. */
async function reachPlan(page: Page, email: string, javaScriptEnabled: boolean) {
  await startWizard(page, "en", "residential");
  await fillContact(page, "en", { email });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(page).toHaveURL(/\/get-started\?step=plan&lead=/);
  await expect(page.getByText("Your request is saved.")).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(page);
}

test.describe("quote wizard: the first step", () => {
  test("step 1 is a page without React; once a card is sent, every card waits and a second tap posts nothing", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the first step's script; without JavaScript the form posts as it is");
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await page.goto("/get-started");
    expect(scripts.map((s) => /^\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(s)?.[1] ?? s)).toEqual(["wizard-start", "site"]);

    // The page reports its cards' state just after the first tap; the post waits for that report.
    type CardState = { disabled: boolean[]; busy: number };
    let report!: (state: CardState) => void;
    const reported = new Promise<CardState>((r) => (report = r));
    await page.exposeFunction("reportCards", (state: CardState) => report(state));
    let posts = 0;
    await page.route(/\/get-started\?step=service$/, async (route) => {
      if (route.request().method() === "POST") posts++;
      await reported;
      await route.continue();
    });
    // Residential, then Commercial at once: the first choice is the one sent.
    await page.evaluate(() => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('form button[value="service"]')];
      for (const button of buttons) button.click();
      const cards = () => ({ disabled: buttons.map((b) => b.disabled), busy: document.querySelectorAll('form[aria-busy="true"]').length });
      setTimeout(() => (window as unknown as { reportCards: (s: CardState) => void }).reportCards(cards()));
    });
    expect(await reported).toEqual({ disabled: [true, true], busy: 2 });
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(page).toHaveURL(/\/get-started\?step=contact$/);
    expect(posts).toBe(1);
    await waitForNewDocument(page);
    await expect(page.locator('input[name="serviceType"]')).toHaveValue("residential");
  });
});

test.describe("quote wizard", () => {
  test("a homeowner reaches Choose Your Plan and the pricing table loads for their email", async ({ page, javaScriptEnabled }) => {
    const release = await holdPricingTable(page, STUB_SCRIPT);
    const email = uniqueEmail("home");
    await reachPlan(page, email, javaScriptEnabled);

    if (javaScriptEnabled) {
      await expect(page.getByText("Loading pricing options...")).toBeVisible();
      release();
      await expect(page.getByText(`Stub pricing table for ${email}`)).toBeVisible();
      await expect(page.getByText("Loading pricing options...")).toBeHidden();
      await expect(page.getByText("Choosing a plan online needs JavaScript.")).toBeHidden();
      const table = page.locator("stripe-pricing-table");
      await expect(table).toHaveAttribute("customer-email", email);
      await expect(table).toHaveAttribute("client-reference-id", /^residential_\d+_[A-Za-z0-9_-]{22}$/);
      await expect(page.locator(`script[src="${PRICING_TABLE_SCRIPT}"]`)).toHaveAttribute("referrerpolicy", "no-referrer");
    } else {
      await expect(page.getByText("Choosing a plan online needs JavaScript.")).toBeVisible();
      await expect(page.getByText("we will call you at (305) 555-0142")).toBeVisible();
      await expect(page.getByRole("link", { name: /Call us now/ })).toHaveAttribute("href", /^tel:/);
      await expect(page.getByText("Loading pricing options...")).toBeHidden();
    }

    // Back from the plan returns to the contact form with what was typed.
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Phone")).toHaveValue("(305) 555-0142");
  });

  test("the pricing table offers Retry Loading and Back to Contact Info when its script fails", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "The pricing table script only runs with JavaScript");
    let fail = true;
    let requests = 0;
    await page.route(PRICING_TABLE_SCRIPT, (route) => {
      requests++;
      return fail ? route.abort("failed") : route.fulfill({ contentType: "text/javascript", body: STUB_SCRIPT });
    });
    const email = uniqueEmail("retry");
    await reachPlan(page, email, javaScriptEnabled);

    const error = page.getByRole("alert").filter({ hasText: "Failed to load pricing options. Please try refreshing the page." });
    await expect(error).toBeVisible();
    fail = false;
    await error.getByRole("button", { name: "Retry Loading" }).click();
    await expect(page.getByText(`Stub pricing table for ${email}`)).toBeVisible();
    expect(requests).toBe(2);
    await expect(page.locator(`script[src="${PRICING_TABLE_SCRIPT}"]`)).toHaveCount(1);

    fail = true;
    await page.reload();
    await expect(error).toBeVisible();
    await error.getByRole("link", { name: "Back to Contact Info" }).click();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Ana Maria Perez");
  });

  test("a community manager sends a commercial request and lands on the thank-you page", async ({ page }) => {
    await startWizard(page, "en", "commercial");
    await fillContact(page, "en", { email: uniqueEmail("hoa"), zip: "33131" });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Community Information" })).toBeVisible();
    await page.getByLabel("Management company").fill("Bay Harbor Management");
    await page.getByLabel("Community name").fill("Brickell Palms HOA");
    await page.getByLabel("Your role").selectOption("manager");
    await page.getByLabel("Number of homes").fill("240");
    await page.getByText("I want a proposal").click();
    await page.getByRole("button", { name: "Submit Request" }).click();

    await expect(page).toHaveURL(/\/commercial-thank-you$/);
    await expect(page.getByRole("heading", { name: "Thank You for Your Request" })).toBeVisible();
    await expect(page.getByRole("link", { name: "(305) 555-0142" })).toHaveAttribute("href", "tel:+13055550142");
    await expect(page.getByRole("link", { name: "hello@example.com" })).toBeVisible();
  });

  test("Back goes one step back and keeps what was typed", async ({ page }) => {
    await startWizard(page, "en", "commercial");
    await fillContact(page, "en", { email: "keep@example.com", zip: "33133" });
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Community name").fill("Coconut Grove Villas");
    await page.getByRole("button", { name: "Back" }).click();

    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Ana Maria Perez");
    await expect(page.getByLabel("Email")).toHaveValue("keep@example.com");
    await expect(page.getByLabel("Zip code")).toHaveValue("33133");
    await expect(page.getByLabel("How did you hear about us?")).toHaveValue("google");

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Community name")).toHaveValue("Coconut Grove Villas");
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "What type of service do you need?" })).toBeVisible();
  });

  test("an invalid phone number gets a message beside the field and the input is kept", async ({ page }) => {
    await startWizard(page, "en", "residential");
    await fillContact(page, "en", { email: "typo@example.com" });
    await page.getByLabel("Phone").fill("555-01");
    await page.getByRole("button", { name: "Next" }).click();

    const phone = page.getByLabel("Phone");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription("Enter a 10-digit US phone number, like (305) 555-0142");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue("555-01");
    await expect(page.getByLabel("Email")).toHaveValue("typo@example.com");
    await expect(page.getByRole("alert").filter({ hasText: "Please fix this field:" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
  });

  test("Next reads Processing... while the lead is being sent and cannot be pressed twice", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Pending labels are a JavaScript enhancement");
    await servePricingTable(page, STUB_SCRIPT);
    await startWizard(page, "en", "residential");
    await fillContact(page, "en", { email: uniqueEmail("pending") });

    // The contact step's form posts as a document (its script adds the pending state): while that
    // post is in flight Playwright waits for the navigation, so the page reports its button itself,
    // just after a second submit, and the post waits for that report.
    type Pending = { label: string; disabled: boolean };
    let report!: (state: Pending) => void;
    const reported = new Promise<Pending>((r) => (report = r));
    await page.exposeFunction("reportPending", (state: Pending) => report(state));
    let posts = 0;
    await page.route(/\/get-started\?step=contact$/, async (route) => {
      if (route.request().method() === "POST") {
        posts++;
        await reported;
      }
      await route.continue();
    });
    await page.evaluate(() => {
      const next = [...document.querySelectorAll<HTMLButtonElement>("form button")].find((b) => b.textContent?.trim() === "Next");
      next?.click();
      setTimeout(() => {
        next?.form?.requestSubmit();
        (window as unknown as { reportPending: (s: Pending) => void }).reportPending({
          label: next?.textContent?.trim() ?? "",
          disabled: next?.disabled ?? false,
        });
      });
    });
    expect(await reported).toEqual({ label: "Processing...", disabled: true });
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
    expect(posts).toBe(1);
  });

  test("what is typed before the page hydrates survives hydration", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript there is no hydration");
    await servePricingTable(page, STUB_SCRIPT);
    // Hold every script of the app until the visitor has typed: the page is server HTML only.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/assets/*.js", async (route) => {
      await gate;
      await route.continue();
    });
    const email = uniqueEmail("early");
    const navigation = page.goto("/get-started?service=residential");
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await fillContact(page, "en", { email, zip: "33301" });
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    // The main content's markup, with the live regions emptied (their text follows what is typed),
    // and without the form's `novalidate`, which the step's script adds so that the page's own
    // messages replace the browser's (issue 37).
    const markup = () =>
      page.locator("main").evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        for (const region of copy.querySelectorAll('[role="status"]')) region.replaceChildren();
        for (const form of copy.querySelectorAll("form")) form.removeAttribute("novalidate");
        return copy.innerHTML;
      });
    const before = await markup();

    release();
    await navigation;
    await expect(page.getByLabel("Full name")).toHaveValue("Ana Maria Perez");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Phone")).toHaveValue("305-555-0142");
    await expect(page.getByLabel("How did you hear about us?")).toHaveValue("google");
    await expect(page.getByLabel("Zip code")).toHaveValue("33301");
    await expect(page.getByLabel("Zip code")).toBeFocused();
    // Hydration enhanced the server's elements in place; only the typed zip's note was added.
    await expect(page.getByRole("status").filter({ hasText: "This zip looks outside Miami-Dade County." })).toBeVisible();
    expect(await markup()).toBe(before);
    await expect(page.locator("form[data-wizard-form]")).toHaveJSProperty("noValidate", true);

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  });

  test("the plan step's pricing table loader is the same markup before and after hydration", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript there is no hydration");
    const releaseTable = await holdPricingTable(page, STUB_SCRIPT);
    const email = uniqueEmail("loader");
    await reachPlan(page, email, javaScriptEnabled);

    let releaseApp!: () => void;
    const appGate = new Promise<void>((r) => (releaseApp = r));
    await page.route("**/assets/*.js", async (route) => {
      await appGate;
      await route.continue();
    });
    const reloading = page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await expect(page.getByText("Loading pricing options...")).toBeVisible();
    const markup = () => page.locator("main").innerHTML();
    const before = await markup();
    releaseApp();
    await reloading;
    expect(await markup()).toBe(before);
    releaseTable();
    await expect(page.getByText(`Stub pricing table for ${email}`)).toBeVisible();
  });
});

/** Browser Back; with JavaScript, until the page it shows is interactive. */
async function goBack(page: Page, javaScriptEnabled: boolean) {
  const response = await page.goBack();
  if (javaScriptEnabled) await waitForHydration(page);
  return response;
}

test.describe("quote wizard: every step has its own URL", () => {
  test("refresh on every step keeps the step and what was entered (residential)", async ({ page, javaScriptEnabled }) => {
    await servePricingTable(page, STUB_SCRIPT);
    const email = uniqueEmail("refresh");
    await startWizard(page, "en", "residential");
    await expect(page).toHaveURL(/\/get-started\?step=contact$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();

    await fillContact(page, "en", { email });
    await page.getByRole("radio", { name: "Monthly" }).check();
    await page.getByLabel("Preferred service day").selectOption("friday");
    // Back keeps what was typed; the service step has its own URL too.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "What type of service do you need?" })).toBeVisible();
    await expect(page).toHaveURL(/\/get-started\?step=service$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "What type of service do you need?" })).toBeVisible();

    await goBack(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(page).toHaveURL(/\/get-started\?step=contact$/);
    await page.reload();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(page.getByLabel("Preferred service day")).toHaveValue("friday");

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
    await expect(page.getByText("Thanks, Ana Maria! Your request is saved.")).toBeVisible();
    const rows = await query<{ service_frequency: string; preferred_day: string | null }>(
      `SELECT service_frequency, preferred_day FROM leads WHERE email = ${sql(email)}`,
    );
    expect(rows).toEqual([{ service_frequency: "monthly", preferred_day: "friday" }]);
  });

  test("refresh on every step keeps the step and what was entered (commercial)", async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail("refresh-hoa");
    await startWizard(page, "en", "commercial");
    await fillContact(page, "en", { email, zip: "33131" });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Community Information" })).toBeVisible();
    await expect(page).toHaveURL(/\/get-started\?step=community$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Community Information" })).toBeVisible();
    await page.getByLabel("Community name").fill("Coconut Grove Villas");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Zip code")).toHaveValue("33131");
    // Forward to the community step (browser history), with what was typed there.
    await goBack(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Community Information" })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Community name")).toHaveValue("Coconut Grove Villas");
  });

  test("Back from the plan shows the contact step with the data, no resubmission, and an edit updates the same lead", async ({ page, javaScriptEnabled }) => {
    await servePricingTable(page, STUB_SCRIPT);
    const email = uniqueEmail("before-edit");
    await startWizard(page, "en", "residential");
    await fillContact(page, "en", { email });
    await page.getByRole("radio", { name: "Bi-Weekly" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
    if (javaScriptEnabled) await waitForHydration(page);
    const [stored] = await query<{ id: number }>(`SELECT id FROM leads WHERE email = ${sql(email)}`);
    expect(stored).toBeDefined();

    // The browser's Back: the contact step itself (a resubmission would answer an error or blank page).
    const back = await goBack(page, javaScriptEnabled);
    if (back) expect(back.request().method()).toBe("GET");
    await expect(page).toHaveURL(/\/get-started\?step=contact$/);
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Ana Maria Perez");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByRole("radio", { name: "Bi-Weekly" })).toBeChecked();

    const edited = uniqueEmail("after-edit");
    await page.getByLabel("Email").fill(edited);
    await page.getByLabel("Preferred service day").selectOption("tuesday");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();

    const leads = await query<{ id: number; email: string; preferred_day: string }>(
      `SELECT id, email, preferred_day FROM leads WHERE email IN (${sql(email)}, ${sql(edited)})`,
    );
    expect(leads).toEqual([{ id: stored?.id, email: edited, preferred_day: "tuesday" }]);
    const events = await query<{ type: string; actor: string }>(`SELECT type, actor FROM lead_events WHERE lead_id = ${Number(stored?.id)} ORDER BY id`);
    expect(events).toEqual([
      { type: "created", actor: "visitor" },
      { type: "edited", actor: "visitor" },
    ]);
  });

  test("a plan button on /pricing opens the wizard with its frequency chosen", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Get a quote for monthly service" }).click();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(page).toHaveURL(/\/get-started\?frequency=monthly$/);
    await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(page.getByLabel("Preferred service day")).toHaveValue("");
  });

  test("the residential contact step, schedule and errors included, has no WCAG 2.1 AA violations", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page");
    await page.goto("/get-started?frequency=weekly");
    await fillContact(page, "en", { email: uniqueEmail("axe") });
    await page.getByLabel("Phone").fill("555-01");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    expect(await wcagViolations(page)).toEqual([]);
  });
});

/** The POSTs the page sends to a wizard step's URL. */
function countStepPosts(page: Page, step: string) {
  const posts: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.method() === "POST" && url.pathname.endsWith("/get-started") && url.searchParams.get("step") === step) posts.push(r.url());
  });
  return posts;
}

test.describe("quote wizard: a double tap", () => {
  // With JavaScript the step's script sends the form once; without it the browser may post twice
  // and the server finds the first lead (same form, same details).
  test("on each residential step's button stores one lead", async ({ page, javaScriptEnabled }) => {
    await servePricingTable(page, STUB_SCRIPT);
    const email = uniqueEmail("double.home");
    const servicePosts = countStepPosts(page, "service");
    const contactPosts = countStepPosts(page, "contact");
    await page.goto("/get-started");
    await page.getByRole("region", { name: "Residential Scooping" }).getByRole("button", { name: "Get Custom Quote" }).dblclick();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await waitForNewDocument(page);
    await fillContact(page, "en", { email });
    await page.getByRole("button", { name: "Next" }).dblclick();
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
    if (javaScriptEnabled) expect([servicePosts.length, contactPosts.length]).toEqual([1, 1]);
    expect(await query<{ n: number }>(`SELECT COUNT(*) AS n FROM leads WHERE email = ${sql(email)}`)).toEqual([{ n: 1 }]);
  });

  test("on each commercial step's button stores one lead", async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail("double.hoa");
    const contactPosts = countStepPosts(page, "contact");
    const communityPosts = countStepPosts(page, "community");
    await page.goto("/get-started");
    await page.getByRole("region", { name: "Commercial Scooping" }).getByRole("button", { name: "Get Custom Quote" }).dblclick();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await waitForNewDocument(page);
    await fillContact(page, "en", { email, zip: "33131" });
    await page.getByRole("button", { name: "Next" }).dblclick();
    await expect(page.getByRole("heading", { name: "Community Information" })).toBeVisible();
    await waitForNewDocument(page);
    await page.getByLabel("Community name").fill("Brickell Palms HOA");
    await page.getByRole("button", { name: "Submit Request" }).dblclick();
    await expect(page.getByRole("heading", { name: "Thank You for Your Request" })).toBeVisible();
    if (javaScriptEnabled) expect([contactPosts.length, communityPosts.length]).toEqual([1, 1]);
    expect(await query<{ n: number }>(`SELECT COUNT(*) AS n FROM leads WHERE email = ${sql(email)}`)).toEqual([{ n: 1 }]);
  });
});

test.describe("quote wizard: from the pricing page", () => {
  for (const [frequency, label] of [
    ["weekly", "Weekly"],
    ["monthly", "Monthly"],
  ] as const) {
    test(`the contact step of /get-started?frequency=${frequency} is the first document and keeps the frequency`, async ({ page, javaScriptEnabled }) => {
      await servePricingTable(page, STUB_SCRIPT);
      const scripts: string[] = [];
      page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
      const email = uniqueEmail(`pricing.${frequency}`);
      await page.goto(`/get-started?frequency=${frequency}`);
      await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
      if (javaScriptEnabled) expect(scripts.map((s) => /^\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(s)?.[1] ?? s)).toEqual(["wizard-form", "site"]);
      await expect(page.getByRole("radio", { name: label, exact: true })).toBeChecked();
      await fillContact(page, "en", { email });
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
      expect(await query<{ service_frequency: string }>(`SELECT service_frequency FROM leads WHERE email = ${sql(email)}`)).toEqual([
        { service_frequency: frequency },
      ]);
    });
  }
});
