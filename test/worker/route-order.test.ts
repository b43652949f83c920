import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { businessDate, serviceDayFrom } from "~/lib/dates";
import { crewAssignments, leads } from "~server/db/schema";
import { GeocodeUnavailable, locateLead } from "~server/geo/locate";
import { orderRoute } from "~server/models/crew-routes";
import { saveRouteSettings, ROUTE_DEFAULTS } from "~server/models/route-settings";
import { createUser, signIn } from "./support/auth";
import { decode, mainOf } from "./support/html";
import { db, editFormOf, eventsFor, leadById } from "./support/leads";
import { convertedCustomer, crewMember, onRoute, todaysVisit } from "./support/visits";
import { getWithCookie, postForm } from "./support/worker";

/** Issue 62, items 1–3: where each yard is, routes in driving order, how long a day is. */

async function admin(email: string) {
  await createUser(email, "admin password 12", "admin");
  return signIn(email, "admin password 12");
}

/** Puts a lead at a position of our choosing, as the geocoder would. */
const place = (leadId: number, lat: number, lng: number) =>
  db.update(leads).set({ latitude: lat, longitude: lng, position_source: "provider" }).where(eq(leads.id, leadId));

const routeOf = async (crewUserId: number) =>
  (await db.select().from(crewAssignments).where(eq(crewAssignments.crew_user_id, crewUserId)).orderBy(crewAssignments.position)).map((r) => r.lead_id);

describe("where each yard is", () => {
  it("an address saved in Edit Lead is placed by the provider (its stand-in) on the queue, without making the customer's page stale", async () => {
    const office = await admin("geo.edit.admin@example.com");
    const { lead } = await convertedCustomer({ name: "Geo Edit" });
    const stored = (await leadById(lead.id))!;
    expect((await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(stored, { address: "8701 SW 72nd St" }), office)).status).toBe(303);
    const placed = await vi.waitFor(
      async () => {
        const row = (await leadById(lead.id))!;
        expect(row.position_source).toBe("provider");
        return row;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(placed.latitude).toBeGreaterThan(25.4);
    expect(placed.latitude).toBeLessThan(26);
    expect(placed.longitude).toBeLessThan(-80);
    expect(placed.position_for).toBe("8701 SW 72nd St|33143");
    // Bookkeeping of the route: the version the customer's page carries is the edit's.
    expect(placed.version).toBe(stored.version + 1);
  });

  it("an address the provider cannot place takes its ZIP's centre and is listed for the office, who can type the pin", async () => {
    const office = await admin("geo.zip.admin@example.com");
    const { lead } = await convertedCustomer({ lead: { full_name: "Zip Fallback", address: "12 No Such Street", zip_code: "33143" } });
    const centre = { lat: 25.7013, lng: -80.2953 };
    expect(await locateLead(db, env, lead.id, { zipCentres: (zip) => (zip === "33143" ? centre : null) })).toBe("zip_centre");
    expect(await leadById(lead.id)).toMatchObject({ latitude: centre.lat, longitude: centre.lng, position_source: "zip_centre" });

    const board = decode(mainOf(await (await getWithCookie("/admin/schedule", office)).text()));
    expect(board).toContain("Check the address of Zip Fallback");
    expect(board).toContain("placed at its ZIP's centre");

    const refused = await postForm("/admin/schedule", { intent: "place", leadId: String(lead.id), position: "north of the canal" }, office);
    expect(refused.status).toBe(400);
    expect(decode(await refused.text())).toContain("Enter the latitude and longitude");
    expect((await postForm("/admin/schedule", { intent: "place", leadId: String(lead.id), position: "25.70412, -80.29871" }, office)).status).toBe(303);
    expect(await leadById(lead.id)).toMatchObject({ latitude: 25.70412, longitude: -80.29871, position_source: "office" });
    expect(JSON.parse((await eventsFor(lead.id)).slice(-1)[0]?.changes ?? "{}")).toEqual({ position: ["25.7013, -80.2953", "25.70412, -80.29871"] });
    // The office's pin stays for that address: a later look-up keeps it, and the list is done with it.
    expect(await locateLead(db, env, lead.id)).toBe("kept");
    expect(decode(mainOf(await (await getWithCookie("/admin/schedule", office)).text()))).not.toContain("Check the address of Zip Fallback");
  });

  it("a provider that cannot be asked keeps nothing and the queue tries again; no ZIP centre known leaves the customer listed as not placed", async () => {
    const { lead } = await convertedCustomer({ name: "Geo Down", lead: { address: "5 Geocoder Down Ave" } });
    await expect(locateLead(db, env, lead.id, { zipCentres: () => ({ lat: 25.7, lng: -80.3 }) })).rejects.toBeInstanceOf(GeocodeUnavailable);
    expect(await leadById(lead.id)).toMatchObject({ latitude: null, position_source: null, position_for: null });

    const { lead: unknown } = await convertedCustomer({ name: "Geo Unknown", lead: { address: "9 No Such Street", zip_code: "33999" } });
    expect(await locateLead(db, env, unknown.id, { zipCentres: () => null })).toBe("unplaced");
    expect(await leadById(unknown.id)).toMatchObject({ latitude: null, position_source: null, position_for: "9 No Such Street|33999" });
  });

  it("positions never reach the customer area", async () => {
    const { lead, email } = await convertedCustomer({ name: "Geo Private" });
    await db.update(leads).set({ latitude: 25.612345, longitude: -80.398765, position_source: "provider" }).where(eq(leads.id, lead.id));
    const page = await (await getWithCookie("/customer", await signIn(email, "customer password 1"))).text();
    expect(page).not.toContain("25.612345");
    expect(page).not.toContain("80.398765");
  });
});

describe("routes in driving order", () => {
  it("Order by distance orders a route from the yard; a moved stop stays where the office put it when a customer joins, until the office orders again", async () => {
    const office = await admin("order.admin@example.com");
    const crew = await crewMember("order.crew@example.com", "en", "Olga Order");
    await saveRouteSettings(db, { ...ROUTE_DEFAULTS, yard: { lat: 25.7, lng: -80.3 } });
    const date = businessDate();
    // Three stops going east from the yard, on the route in the wrong order.
    const stops = [];
    for (const [name, lng] of [
      ["Far East", -80.1],
      ["Near", -80.28],
      ["Middle", -80.2],
    ] as const) {
      const { lead } = await convertedCustomer({ name });
      await place(lead.id, 25.7, lng);
      await onRoute(lead.id, crew.user.id);
      await todaysVisit(lead.id, date);
      stops.push(lead);
    }
    const [far, near, middle] = stops as [(typeof stops)[0], (typeof stops)[0], (typeof stops)[0]];
    expect((await postForm("/admin/schedule", { intent: "order", crew: String(crew.user.id) }, office)).status).toBe(303);
    expect(await routeOf(crew.user.id)).toEqual([near.id, middle.id, far.id]);

    // The office moves Far East up one: it stays there when a new customer joins the route.
    const moved = await postForm(
      "/admin/visits",
      { intent: "move", leadId: String(far.id), visitId: "1", date, direction: "up", crew: String(crew.user.id) },
      office,
    );
    expect(moved.status).toBe(303);
    expect(await routeOf(crew.user.id)).toEqual([near.id, far.id, middle.id]);
    const { lead: joining } = await convertedCustomer({ name: "Joining" });
    await place(joining.id, 25.7, -80.29);
    expect((await postForm("/admin/schedule", { intent: "assign", leadId: String(joining.id), crew: String(crew.user.id), current: "" }, office)).status).toBe(
      303,
    );
    const after = await routeOf(crew.user.id);
    expect(after[1]).toBe(far.id);
    expect(after[0]).toBe(joining.id);

    // Ordering again frees it.
    await orderRoute(db, crew.user.id, { keepPinned: false });
    expect(await routeOf(crew.user.id)).toEqual([joining.id, near.id, middle.id, far.id]);
  });

  it("the week board shows each crew member's day as stops, miles and hours, and Over capacity when the hours pass the day's", async () => {
    const office = await admin("board.hours.admin@example.com");
    const crew = await crewMember("board.hours.crew@example.com", "en", "Hector Hours");
    const date = serviceDayFrom(businessDate());
    await saveRouteSettings(db, { ...ROUTE_DEFAULTS, yard: { lat: 25.7, lng: -80.3 }, roadFactor: 1, averageMph: 30, minutesPerStop: 10, dayHours: 1 });
    for (const lng of [-80.2, -80.1]) {
      const { lead } = await convertedCustomer({ name: `Hours ${lng}` });
      await place(lead.id, 25.7, lng);
      await onRoute(lead.id, crew.user.id);
      await todaysVisit(lead.id, date);
    }
    const board = decode(mainOf(await (await getWithCookie("/admin/schedule", office)).text()));
    // 0.2° of longitude at 25.7° N is about 12.5 miles: 24.9 minutes at 30 mph, plus 2 × 10 minutes.
    expect(board).toMatch(/2 stops · 12\.5 mi · 0\.7 h/);
    await saveRouteSettings(db, { ...ROUTE_DEFAULTS, yard: { lat: 25.7, lng: -80.3 }, roadFactor: 1, averageMph: 30, minutesPerStop: 30, dayHours: 1 });
    expect(decode(mainOf(await (await getWithCookie("/admin/schedule", office)).text()))).toContain("Over capacity (1 h)");
  });
});
