#!/usr/bin/env node
/**
 * `npm run compare:screens`: screenshots of the signed-in pages (admin, crew, customer, demo) and
 * the account pages at 390 and 1280 px, saved and compared pixel by pixel, to show that a change
 * leaves what the office, the crew and customers see as it was. `compare:pages` covers the public
 * pages by their HTML; these pages need an account and data, so this script makes both.
 *
 *   npm run compare:screens -- snapshot <dir> [--no-build]
 *       builds the production bundle, seeds a fresh local D1/KV (`.wrangler/screens-state`) with an
 *       admin, a crew member, two customers with today's visits (one English, one Spanish) and the
 *       demo account, serves it under `wrangler dev` and saves one PNG per page and width in <dir>.
 *   npm run compare:screens -- compare <before-dir> <after-dir>
 *       prints, per screenshot, identical or how many pixels differ (and whether the height
 *       changed); exits 1 when any differs or is missing on either side.
 *
 * Dates are today's in Miami, so take both snapshots on the same day. Keep the snapshots outside
 * the repository (e.g. /tmp/screens-before).
 *
 *   SCREENS_PORT            the server's port (default 4331)
 *   SCREENS_INSPECTOR_PORT  wrangler's debugger port (default 9341)
 */
/* global createImageBitmap, OffscreenCanvas -- the comparison runs inside the browser page */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from "../test/bench/chromium.mjs";
import { startPreview } from "../test/bench/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const STATE_DIR = ".wrangler/screens-state";
const WIDTHS = [390, 1280];

/** Who sees which pages; `null` is a visitor without a session. */
const PAGES = {
  admin: ["/admin", "/admin/overview", "/admin/team", "/admin/visits", "/admin/leads/1/edit"],
  crew: ["/admin/visits", "/es/admin/visits"],
  customer: ["/customer", "/customer?tab=billing", "/customer?tab=notifications", "/customer?tab=account"],
  cliente: ["/es/customer", "/es/customer?tab=billing", "/es/customer?tab=notifications", "/es/customer?tab=account"],
  demo: ["/customer", "/customer?tab=billing", "/es/customer", "/es/customer?tab=account"],
  visitor: ["/login", "/es/login", "/forgot-password", "/es/forgot-password"],
};

const quote = (value) => `'${String(value).replace(/'/g, "''")}'`;
const wrangler = (args) =>
  execFileSync("npx", ["wrangler", ...args, "--persist-to", STATE_DIR], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** Today in Miami as YYYY-MM-DD, and a day before it. */
function miamiDates() {
  const day = (d) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(d);
  return { today: day(new Date()), lastWeek: day(new Date(Date.now() - 7 * 86_400_000)) };
}

/** The rows every snapshot starts from: fixed names, addresses and times, so two snapshots differ only by the code. */
function seed() {
  const { today, lastWeek } = miamiDates();
  const at = "2026-11-02 14:30:00";
  const lead = (id, first, last, email, locale, address, zip, gate, status = "converted") =>
    `INSERT INTO leads (id, first_name, last_name, full_name, email, phone, address, zip_code, service_type, property_type, service_frequency, preferred_day, status, gate_instructions, special_instructions, locale, billing_state, created_at, updated_at, status_changed_at) VALUES (${id}, ${quote(first)}, ${quote(last)}, ${quote(`${first} ${last}`)}, ${quote(email)}, '(305) 555-01${id}0', ${quote(address)}, ${quote(zip)}, 'residential', 'Residential', 'weekly', 'monday', ${quote(status)}, ${quote(gate)}, 'Two dogs, side yard', ${quote(locale)}, ${status === "converted" ? "'active'" : "NULL"}, ${quote(at)}, ${quote(at)}, ${quote(at)});`;
  const user = (id, email, role, name, locale, { leadId = "NULL", demo = 0 } = {}) =>
    `INSERT INTO users (id, email, password_hash, role, name, locale, lead_id, demo, created_at) VALUES (${id}, ${quote(email)}, '', ${quote(role)}, ${quote(name)}, ${quote(locale)}, ${leadId}, ${demo}, ${quote(at)});`;
  const visit = (leadId, userId, date, status, extra = "") =>
    `INSERT INTO visits (lead_id, user_id, date, status, note, skip_reason, completed_at, created_at) VALUES (${leadId}, ${userId}, ${quote(date)}, ${quote(status)}, ${extra ? quote(extra) : "''"}, ${status === "skipped" ? "'gate_locked'" : "NULL"}, ${status === "scheduled" ? "NULL" : quote(`${date} 15:05:00`)}, ${quote(at)});`;
  const sqlText = [
    lead(1, "Carmen", "Delgado", "carmen.delgado@example.com", "en", "1450 SW 22nd Terrace, Miami, FL", "33145", "Side gate code 4512"),
    lead(2, "Luis", "Ferrer", "luis.ferrer@example.com", "es", "8740 NW 36th St, Doral, FL", "33166", "Portón lateral, código 2210"),
    lead(3, "Dana", "Whitfield", "dana.whitfield@example.com", "en", "300 Alton Rd, Miami Beach, FL", "33139", "", "new"),
    user(1, "office@example.com", "admin", "Office Admin", "en"),
    user(2, "crew@example.com", "crew", "Rafael Crew", "es"),
    user(3, "carmen.delgado@example.com", "customer", "Carmen Delgado", "en", { leadId: 1 }),
    user(4, "luis.ferrer@example.com", "customer", "Luis Ferrer", "es", { leadId: 2 }),
    user(5, "demo@example.com", "customer", "Demo Customer", "en", { demo: 1 }),
    visit(1, 3, today, "scheduled"),
    visit(2, 4, today, "done", "Todo limpio, portón cerrado."),
    visit(1, 3, lastWeek, "done", "Yard clear, gate latched."),
    visit(2, 4, lastWeek, "skipped"),
  ].join("\n");
  wrangler(["d1", "execute", "DB", "--local", "--yes", "--command", sqlText]);
  const sessions = {};
  const ids = {
    admin: [1, "office@example.com", "admin"],
    crew: [2, "crew@example.com", "crew"],
    customer: [3, "carmen.delgado@example.com", "customer"],
    cliente: [4, "luis.ferrer@example.com", "customer"],
    demo: [5, "demo@example.com", "customer"],
  };
  for (const [who, [userId, email, role]] of Object.entries(ids)) {
    const id = randomBytes(32).toString("base64url");
    const now = Date.now();
    wrangler([
      "kv",
      "key",
      "put",
      "--local",
      "--binding",
      "SESSIONS",
      `session:${id}`,
      JSON.stringify({ userId, email, role, remember: false, createdAt: now, lastSeenAt: now }),
    ]);
    sessions[who] = id;
  }
  return sessions;
}

const fileNameOf = (who, pathname, width) => `${who}${pathname.replace(/[/?=&]+/g, "_")}-${width}.png`;

async function snapshot(dir, build) {
  const port = Number(process.env.SCREENS_PORT ?? 4331);
  rmSync(path.join(root, STATE_DIR), { recursive: true, force: true });
  if (build) execFileSync("npx", ["react-router", "build"], { cwd: root, stdio: "ignore" });
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--config", "wrangler.toml"]);
  const sessions = seed();
  console.log(`compare:screens: serving the production build on 127.0.0.1:${port}`);
  const server = await startPreview({ port, build: false, persistTo: STATE_DIR, inspectorPort: Number(process.env.SCREENS_INSPECTOR_PORT ?? 9341) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_FLAGS });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  try {
    for (const [who, paths] of Object.entries(PAGES)) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, deviceScaleFactor: 1 });
        if (sessions[who]) await context.addCookies([{ name: "session", value: sessions[who], url: server.origin, httpOnly: true, sameSite: "Lax" }]);
        const page = await context.newPage();
        for (const pathname of paths) {
          const res = await page.goto(`${server.origin}${pathname}`, { waitUntil: "networkidle" });
          if (new URL(page.url()).pathname !== pathname.split("?")[0]) throw new Error(`${who} ${pathname}: landed on ${page.url()} (${res?.status()})`);
          // Render deferred content and stop the caret blinking, so two captures of one page match.
          await page.addStyleTag({ content: ".defer-render { content-visibility: visible !important; } * { caret-color: transparent !important; }" });
          await page.screenshot({ path: path.join(dir, fileNameOf(who, pathname, width)), fullPage: true, animations: "disabled" });
          count++;
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(`compare:screens: saved ${count} screenshots in ${dir}`);
}

/** Compares two PNGs in the browser (canvas pixels): the number of pixels that differ, and both sizes. */
async function compare(before, after) {
  const names = [...new Set([...readdirSync(before), ...readdirSync(after)])].filter((n) => n.endsWith(".png")).sort();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_FLAGS });
  const page = await browser.newPage();
  let differ = 0;
  for (const name of names) {
    const a = path.join(before, name);
    const b = path.join(after, name);
    if (!existsSync(a) || !existsSync(b)) {
      console.log(`missing  ${name} (${existsSync(a) ? "after" : "before"})`);
      differ++;
      continue;
    }
    const bytesA = readFileSync(a);
    const bytesB = readFileSync(b);
    if (bytesA.equals(bytesB)) {
      console.log(`identical ${name}`);
      continue;
    }
    const result = await page.evaluate(
      async ([x, y]) => {
        const load = async (b64) => createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const [ia, ib] = [await load(x), await load(y)];
        const size = (i) => `${i.width}x${i.height}`;
        if (ia.width !== ib.width || ia.height !== ib.height) return { pixels: -1, a: size(ia), b: size(ib), box: "" };
        const read = (i) => {
          const canvas = new OffscreenCanvas(i.width, i.height);
          const ctx = canvas.getContext("2d");
          ctx.drawImage(i, 0, 0);
          return ctx.getImageData(0, 0, i.width, i.height).data;
        };
        const [da, db] = [read(ia), read(ib)];
        let pixels = 0;
        const box = { left: Infinity, top: Infinity, right: -1, bottom: -1 };
        for (let k = 0; k < da.length; k += 4) {
          if (da[k] === db[k] && da[k + 1] === db[k + 1] && da[k + 2] === db[k + 2] && da[k + 3] === db[k + 3]) continue;
          pixels++;
          const [x, y] = [(k / 4) % ia.width, Math.floor(k / 4 / ia.width)];
          Object.assign(box, { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) });
        }
        return { pixels, a: size(ia), b: size(ib), box: `x ${box.left}-${box.right}, y ${box.top}-${box.bottom}` };
      },
      [bytesA.toString("base64"), bytesB.toString("base64")],
    );
    if (result.pixels === 0) {
      console.log(`identical ${name} (same pixels, other encoding)`);
      continue;
    }
    differ++;
    console.log(
      result.pixels < 0
        ? `DIFFERENT ${name}: size ${result.a} -> ${result.b}`
        : `DIFFERENT ${name}: ${result.pixels} pixels (${result.a}) within ${result.box}`,
    );
  }
  await browser.close();
  console.log(`compare:screens: ${names.length - differ} of ${names.length} identical`);
  return differ === 0;
}

const [mode, ...rest] = process.argv.slice(2);
let ok = true;
if (mode === "snapshot" && rest[0]) await snapshot(path.resolve(rest[0]), !rest.includes("--no-build"));
else if (mode === "compare" && rest.length === 2) ok = await compare(path.resolve(rest[0]), path.resolve(rest[1]));
else {
  console.error("usage: compare-screens.mjs snapshot <dir> [--no-build] | compare <before-dir> <after-dir>");
  process.exit(2);
}
process.exit(ok ? 0 : 1);
