// npm run bench:photos — the bytes a phone downloads for the crew page of 8 closed stops, each
// closed without JavaScript with a camera-sized photo (4000 × 3000, ~4.7 MB, made with Sharp:
// ./camera-jpeg.mjs). Serves the production build under `wrangler dev` (its Images binding runs on
// Sharp), seeds a crew account with 8 stops today through /dev/seed, closes each stop as the plain
// form does (the camera's file as it is), then opens the crew page at 390 px in headless Chromium,
// JavaScript on and off, and adds up what went over the wire (Chromium's encoded lengths: headers
// and bodies). Prints a table; writes reports/photo-weight.json; exits non-zero when the photos the
// page downloads pass the budget (8 thumbnails under 30 KB each).
// Options: --no-build; --port N (default 8796; give each worktree its own) and --inspector-port N.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { cameraJpeg } from "./camera-jpeg.mjs";
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from "./chromium.mjs";
import { startPreview } from "./server.mjs";

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const BUILD = !args.includes("--no-build");
const PORT = Number(option("--port")) || 8796;
const INSPECTOR_PORT = Number(option("--inspector-port")) || PORT + 1000;
const STOPS = 8;
/** Bytes: the thumbnails a page shows (app/lib/visit-options.ts, PHOTO_SIZES.thumb.maxBytes). */
const PHOTO_BUDGET = STOPS * 30_000;
const STATE = ".wrangler/bench-photos-state";
const run = Date.now().toString(36);
const crewEmail = `bench.crew.${run}@example.com`;
/** Today in Miami, as the crew page's day. */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

async function seed(origin, route, body) {
  const res = await fetch(`${origin}/dev/seed/${route}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`/dev/seed/${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** 8 converted customers on one crew member's route, each with a visit today, by the test factory through the owner; returns the visit ids. */
async function seedRoute(origin) {
  await seed(origin, "account", { email: crewEmail, password: "bench crew password 1", role: "crew", name: "Bench Crew" });
  const ids = [];
  for (let i = 1; i <= STOPS; i++) {
    const email = `bench.stop${i}.${run}@example.com`;
    // The lead, its account, its visit today and its place at the end of the route (server/leads/seed-lead.ts).
    await seed(origin, "lead", {
      lead: {
        first_name: "Stop",
        last_name: `Number${i}`,
        full_name: `Stop Number${i}`,
        email,
        phone: "(305) 555-0160",
        address: `${i}0 Palm Ave, Miami, FL`,
        zip_code: "33133",
        service_type: "residential",
        service_frequency: "weekly",
        preferred_day: "monday",
        status: "converted",
        locale: "en",
      },
    });
    await seed(origin, "customer", { email, name: `Stop Number${i}`, locale: "en" });
    ids.push((await seed(origin, "visit", { email, date: today })).id);
    await seed(origin, "route", { customer: email, crew: crewEmail });
  }
  return ids;
}

/** Closes a stop "done" as the crew page's plain form does without JavaScript: the camera's file as it is. */
async function closeWithPhoto(origin, cookie, visitId, photo) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ intent: "done", visitId: String(visitId), version: "0", date: today, note: "Yard clear, gate latched." }))
    body.set(k, v);
  body.set("photo", new File([photo], `IMG_${visitId}.jpg`, { type: "image/jpeg" }));
  const res = await fetch(`${origin}/admin/visits`, { method: "POST", body, headers: { Cookie: cookie, Origin: origin }, redirect: "manual" });
  if (res.status !== 303) throw new Error(`closing visit ${visitId}: ${res.status}`);
}

/** The crew page at 390 px, as a phone opens it: every response's bytes on the wire, by kind. */
async function pageWeight(browser, origin, sessionId, javaScriptEnabled) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: "session", value: sessionId, url: origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const types = new Map();
  const bytes = { document: 0, script: 0, stylesheet: 0, image: 0, other: 0 };
  const photos = [];
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on("Network.loadingFinished", (e) => {
    const { type = "Other", url = "" } = types.get(e.requestId) ?? {};
    const kind = { Document: "document", Script: "script", Stylesheet: "stylesheet", Image: "image" }[type] ?? "other";
    bytes[kind] += e.encodedDataLength;
    if (url.includes("/photo")) photos.push({ url: new URL(url).pathname + new URL(url).search, bytes: e.encodedDataLength });
  });
  await page.goto(`${origin}/admin/visits?date=${today}`, { waitUntil: "networkidle" });
  await context.close();
  return { javaScript: javaScriptEnabled ? "on" : "off", ...bytes, total: Object.values(bytes).reduce((a, b) => a + b, 0), photos };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

rmSync(STATE, { recursive: true, force: true });
const server = await startPreview({ port: PORT, build: BUILD, persistTo: STATE, inspectorPort: INSPECTOR_PORT });
try {
  const photo = await cameraJpeg();
  const visitIds = await seedRoute(server.origin);
  const { sessionId } = await seed(server.origin, "session", { email: crewEmail });
  const cookie = `session=${sessionId}`;
  for (const id of visitIds) await closeWithPhoto(server.origin, cookie, id, photo);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const js of [true, false]) results.push(await pageWeight(browser, server.origin, sessionId, js));
  } finally {
    await browser.close();
  }
  console.log(`Crew page of ${STOPS} closed stops, each closed without JavaScript with a ${kb(photo.length)} camera photo (4000 × 3000):`);
  console.log(`(as sent, the ${STOPS} photos would be ${kb(photo.length * STOPS)})\n`);
  console.table(
    results.map((r) => ({
      JavaScript: r.javaScript,
      document: kb(r.document),
      scripts: kb(r.script),
      styles: kb(r.stylesheet),
      [`photos (${r.photos.length})`]: kb(r.image),
      other: kb(r.other),
      total: kb(r.total),
    })),
  );
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/photo-weight.json", JSON.stringify({ date: new Date().toISOString(), stops: STOPS, photoAsSent: photo.length, results }, null, 2));
  const over = results.filter((r) => r.photos.length !== STOPS || r.image > PHOTO_BUDGET);
  if (over.length > 0) {
    console.error(`Over budget: the page should download ${STOPS} thumbnails, at most ${kb(PHOTO_BUDGET)} in all.`);
    process.exitCode = 1;
  }
} finally {
  server.stop();
}
