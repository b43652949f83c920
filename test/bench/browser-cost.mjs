#!/usr/bin/env node
// `npm run bench:browser`: the CPU the end-to-end tests' browser spends, in each set-up decision
// 0023 weighs. Each run opens 4 contexts (a test each) and loads 5 public pages in each, on the
// production build served locally, then prints the CPU-seconds of the browser and every process
// it started (read from /proc, so Linux only). Every run is printed, not a median: the machine may
// be shared. Options: --no-build, --runs N (default 2).
import { chromium } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS, QUIET_CHROMIUM_FLAGS } from "./chromium.mjs";
import { startPreview } from "./server.mjs";

const args = process.argv.slice(2);
const BUILD = !args.includes("--no-build");
const RUNS = Number(args[args.indexOf("--runs") + 1]) || 2;
const PAGES = ["/", "/pricing", "/faq", "/blog", "/login"];
const SHELL = "/usr/bin/chromium-headless-shell";
const MARK = "--bench-browser-cost";

/** CPU-seconds of the process launched with MARK and of its descendants (reaped children included). */
function browserCpuSeconds() {
  const parent = {};
  const command = {};
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      parent[pid] = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1];
      command[pid] = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      // gone meanwhile
    }
  }
  const root = Object.keys(command).find((pid) => command[pid].includes(MARK) && !command[pid].includes("--type="));
  const inTree = (pid) => {
    for (let p = pid, i = 0; p && i < 8; p = parent[p], i++) if (p === root) return true;
    return false;
  };
  let ticks = 0;
  for (const pid of Object.keys(command).filter(inTree)) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

async function run(origin, { executablePath, flags, trace }) {
  const browser = await chromium.launch({ executablePath, args: [...flags, MARK] });
  try {
    const before = browserCpuSeconds();
    for (let i = 0; i < 4; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      if (trace) await context.tracing.start({ snapshots: true, screenshots: trace === "screenshots" });
      const page = await context.newPage();
      for (const path of PAGES) {
        const response = await page.goto(`${origin}${path}`);
        if (!response?.ok() || new URL(page.url()).pathname !== path) throw new Error(`${path} landed on ${page.url()} (${response?.status()})`);
      }
      if (trace) await context.tracing.stop();
      await context.close();
    }
    return browserCpuSeconds() - before;
  } finally {
    await browser.close();
  }
}

const setups = [
  { name: "full browser, quiet flags only", executablePath: CHROMIUM_PATH, flags: QUIET_CHROMIUM_FLAGS },
  { name: "full browser, PLAYWRIGHT_CHROMIUM_FLAGS", executablePath: CHROMIUM_PATH, flags: PLAYWRIGHT_CHROMIUM_FLAGS },
  { name: "same, traced with DOM snapshots", executablePath: CHROMIUM_PATH, flags: PLAYWRIGHT_CHROMIUM_FLAGS, trace: "snapshots" },
  { name: "same, traced with screenshots", executablePath: CHROMIUM_PATH, flags: PLAYWRIGHT_CHROMIUM_FLAGS, trace: "screenshots" },
  ...(readdirSync("/usr/bin").includes("chromium-headless-shell")
    ? [{ name: "headless shell, PLAYWRIGHT_CHROMIUM_FLAGS", executablePath: SHELL, flags: PLAYWRIGHT_CHROMIUM_FLAGS }]
    : []),
];

const server = await startPreview({ port: 4291, build: BUILD });
try {
  console.log(`Chromium CPU-seconds for 4 contexts × ${PAGES.length} pages (${PAGES.join(" ")}), each run:`);
  for (const setup of setups) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push((await run(server.origin, setup)).toFixed(1));
    console.log(`  ${setup.name.padEnd(44)} ${runs.join("  ")}`);
  }
} finally {
  server.stop();
}
