import { describe, expect, it } from "vitest";
import { signedInUser } from "./support/auth";
import { fetchWorker, postForm } from "./support/worker";

describe("signing out on a shared phone", () => {
  it("tells the browser to drop its cache, so the next person cannot open the last customer's pages or photos from it", async () => {
    const cookie = await signedInUser({ email: "shared.phone@example.com", password: "shared phone password" }, "customer");
    const res = await postForm("/logout", { locale: "en" }, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("Clear-Site-Data")).toBe('"cache"');
    // The session is over too.
    expect((await fetchWorker("/customer", { headers: { Cookie: cookie } })).status).toBe(302);
  });
});

describe("signing out with JavaScript on", () => {
  it("the data request's answer clears the cache too", async () => {
    const cookie = await signedInUser({ email: "shared.phone.js@example.com", password: "shared phone password" }, "customer");
    const res = await postForm("/logout.data", { locale: "en" }, cookie);
    expect(res.status).toBeLessThan(400);
    expect(res.headers.get("Clear-Site-Data")).toBe('"cache"');
  });
});
