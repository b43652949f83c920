import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from "./test/bench/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The tests' own local D1/KV, created fresh each run (test/e2e/support/local-state.ts). */
const stateDir = ".wrangler/e2e-state";
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium; this machine cannot download Playwright's own browser build. */
const launchOptions = { executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "./test/e2e",
  // Seeds signed-in users into local D1/KV once the web server is up (see test/e2e/global-setup.ts).
  globalSetup: "./test/e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a defect: no retries hide one.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  // Assertions wait for server round trips; on a 2-core machine running another job those can
  // take several seconds. Waiting longer never hides a race: the page must still get there.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
    },
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
    },
  ],
  webServer: {
    // The production build, served by workerd through Vite's preview, on a fresh local D1/KV
    // (vite.config.ts reads LOCAL_STATE_DIR).
    // Payments go to the stand-in under /dev/stripe of this same server (vite.config.ts, standInPayments).
    command: `rm -rf ${stateDir} && LOCAL_ENVIRONMENT=test LOCAL_STRIPE_API_BASE=${baseURL}/dev/stripe npm run build && wrangler d1 migrations apply DB --local --persist-to ${stateDir} && LOCAL_STATE_DIR=${stateDir} vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `${baseURL}/api/health`,
    // Always a server of this run: a reused one would not be on the fresh state directory.
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
