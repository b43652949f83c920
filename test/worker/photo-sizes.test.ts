import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PHOTO_SIZES } from "~/lib/visit-options";
import { visits } from "~server/db/schema";
import { decode } from "./support/html";
import { db } from "./support/leads";
import { close, closeTestVisit, crewMember, customer, onRoute, todaysVisit } from "./support/visits";
import { fetchApp, getWithCookie } from "./support/worker";

/** The 4000 × 3000, ~4.7 MB camera JPEG (made with Sharp in Node: vitest.config.ts, CAMERA_JPEG). */
async function cameraPhoto(): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await (await env.CAMERA_JPEG.fetch("http://camera/photo.jpg")).arrayBuffer());
}

/** The pixel size of a JPEG, read from its start-of-frame marker. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xc3) return { height: (bytes[at + 5]! << 8) | bytes[at + 6]!, width: (bytes[at + 7]! << 8) | bytes[at + 8]! };
    at += 2 + length;
  }
  throw new Error("not a JPEG with a frame header");
}

/** The `src` of the first <img> and the `href` of the link around it in a piece of markup. */
function pictureIn(html: string): { src: string; href: string } {
  const match = /<a href="([^"]+)"[^>]*>\s*<img[^>]*src="([^"]+)"/.exec(html);
  if (!match) throw new Error("no linked picture in the markup");
  return { href: decode(match[1]!), src: decode(match[2]!) };
}

/** GETs a photo address as `cookie`'s account: its status, type and bytes. */
async function download(path: string, cookie: string) {
  const res = await getWithCookie(path, cookie);
  return { status: res.status, type: res.headers.get("Content-Type"), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** A visit of today on `crew`'s route, its customer signed in. */
async function stopOnRoute(name: string, crewUserId: number) {
  const c = await customer(`${name}@example.com`);
  await onRoute(c.lead.id, crewUserId);
  return { ...c, visit: await todaysVisit(c.lead.id) };
}

/** Checks a served copy: a JPEG within its size's budget and at most `side` px on its longest side. */
function expectWithin(copy: { status: number; type: string | null; bytes: Uint8Array }, size: keyof typeof PHOTO_SIZES) {
  expect(copy.status).toBe(200);
  expect(copy.type).toBe("image/jpeg");
  expect(copy.bytes.byteLength).toBeLessThan(PHOTO_SIZES[size].maxBytes);
  const { width, height } = jpegSize(copy.bytes);
  expect(Math.max(width, height)).toBeLessThanOrEqual(PHOTO_SIZES[size].sides[0]);
  return { width, height };
}

// Each test sends or sizes a 4.7 MB photo through Sharp (two copies, a few seconds on a busy 2-core
// machine) and the first renders the crew page cold: more than the suite's 30 s default.
describe("visit photos sized for a phone", { timeout: 120_000 }, () => {
  it("a 4 MB camera photo posted without JavaScript is served under 400 KB where pages show it, its thumbnail under 30 KB", async () => {
    const original = await cameraPhoto();
    expect(original.byteLength).toBeGreaterThan(4_000_000);
    expect(jpegSize(original)).toEqual({ width: 4000, height: 3000 });
    const crew = await crewMember("sizes.crew@example.com");
    const c = await stopOnRoute("sizes.customer", crew.user.id);
    // The crew page's plain form, as a phone without JavaScript sends it: the camera's file as it is.
    const res = await close(
      crew.cookie,
      { intent: "done", visitId: String(c.visit.id), version: "0", date: c.visit.date, note: "Yard clear." },
      { bytes: original, name: "IMG_2041.jpg", type: "image/jpeg" },
    );
    expect(res.status).toBe(303);

    // The crew page's closed line: the thumbnail in the <img>, the display copy behind the link.
    const page = await (await getWithCookie(`/admin/visits?date=${c.visit.date}`, crew.cookie)).text();
    const line = page.slice(page.indexOf(`id="stop-${c.visit.id}-name"`));
    const crewPicture = pictureIn(line);
    expect(crewPicture.src).toBe(`/visits/${c.visit.id}/photo?size=thumb`);
    expect(crewPicture.href).toBe(`/visits/${c.visit.id}/photo`);
    const thumb = expectWithin(await download(crewPicture.src, crew.cookie), "thumb");
    const display = expectWithin(await download(crewPicture.href, crew.cookie), "display");
    // The photo's shape is kept (4:3), only smaller.
    expect(display).toEqual({ width: 1600, height: 1200 });
    expect(thumb.width / thumb.height).toBeCloseTo(4 / 3, 1);

    // The customer area's visit list shows the same two copies.
    const dashboard = await (await getWithCookie("/customer?tab=services", c.cookie)).text();
    const customerPicture = pictureIn(dashboard.slice(dashboard.indexOf(`/visits/${c.visit.id}/photo`) - 200));
    expect(customerPicture).toEqual({ src: `/visits/${c.visit.id}/photo?size=thumb`, href: `/visits/${c.visit.id}/photo` });
    expectWithin(await download(customerPicture.src, c.cookie), "thumb");
    expectWithin(await download(customerPicture.href, c.cookie), "display");

    // The bucket holds the two copies and not the camera's 4.7 MB original.
    const stored = (await env.PHOTOS.list({ prefix: `visits/${c.visit.id}/`, include: ["customMetadata"] })).objects;
    expect(stored.map((o) => o.key.endsWith(".thumb")).sort()).toEqual([false, true]);
    for (const object of stored) expect(object.size).toBeLessThan(PHOTO_SIZES.display.maxBytes);
    expect((await db.query.visits.findFirst({ where: eq(visits.id, c.visit.id) }))?.photo_type).toBe("image/jpeg");
  });

  it("a photo stored before photos were sized (the camera's original in R2) is sized on its first view, once", async () => {
    const crew = await crewMember("sizes.old.crew@example.com");
    const c = await stopOnRoute("sizes.old.customer", crew.user.id);
    const key = `visits/${c.visit.id}/stored-before-sizing`;
    await env.PHOTOS.put(key, await cameraPhoto(), { httpMetadata: { contentType: "image/jpeg" } });
    await closeTestVisit(c.visit, { status: "done", photo: { key, type: "image/jpeg" } });

    expectWithin(await download(`/visits/${c.visit.id}/photo?size=thumb`, c.cookie), "thumb");
    // The copies replaced the original: the next views read them as they are.
    const display = await env.PHOTOS.get(key);
    expect(display?.customMetadata).toEqual({ sized: "1" });
    expect(display?.size).toBeLessThan(PHOTO_SIZES.display.maxBytes);
    expect((await env.PHOTOS.head(`${key}.thumb`))?.size).toBeLessThan(PHOTO_SIZES.thumb.maxBytes);
    expectWithin(await download(`/visits/${c.visit.id}/photo`, crew.cookie), "display");
  });

  it("when the Images binding fails the crew's close still goes through; the original is sized on a later view, never sent for a thumbnail", async () => {
    const crew = await crewMember("sizes.outage.crew@example.com");
    const c = await stopOnRoute("sizes.outage.customer", crew.user.id);
    const failing = {
      input: () => {
        throw new Error("images service unavailable");
      },
    } as unknown as ImagesBinding;
    const outage = { ...env, IMAGES: failing };
    const body = new FormData();
    for (const [k, v] of Object.entries({ intent: "done", visitId: String(c.visit.id), version: "0", date: c.visit.date, note: "Clear." })) body.set(k, v);
    body.set("photo", new File([await cameraPhoto()], "IMG_2042.jpg", { type: "image/jpeg" }));
    const res = await fetchApp("/admin/visits", outage, { method: "POST", body, headers: { Cookie: crew.cookie } });
    expect(res.status).toBe(303);
    expect(await db.query.visits.findFirst({ where: eq(visits.id, c.visit.id) })).toMatchObject({ status: "done" });

    // Still failing: the 4.7 MB original is not sent where a page shows a thumbnail.
    const during = await fetchApp(`/visits/${c.visit.id}/photo?size=thumb`, outage, { headers: { Cookie: c.cookie } });
    expect(during.status).toBe(503);
    expect(during.headers.get("Retry-After")).toBe("60");
    // Back: the next view sizes it.
    expectWithin(await download(`/visits/${c.visit.id}/photo?size=thumb`, c.cookie), "thumb");
    expectWithin(await download(`/visits/${c.visit.id}/photo`, c.cookie), "display");
  });

  it("an unknown size is not found", async () => {
    const crew = await crewMember("sizes.unknown.crew@example.com");
    const c = await stopOnRoute("sizes.unknown.customer", crew.user.id);
    const res = await close(
      crew.cookie,
      { intent: "done", visitId: String(c.visit.id), version: "0", date: c.visit.date, note: "" },
      { bytes: await cameraPhoto(), name: "IMG_2043.jpg", type: "image/jpeg" },
    );
    expect(res.status).toBe(303);
    expect((await getWithCookie(`/visits/${c.visit.id}/photo?size=original`, c.cookie)).status).toBe(404);
    expect((await getWithCookie(`/visits/${c.visit.id}/photo?size=thumb`, c.cookie)).status).toBe(200);
  });
});
