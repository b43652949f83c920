import { defineConfig, devices } from "@playwright/test";
import { PLAYWRIGHT_CHROMIUM_FLAGS, PLAYWRIGHT_CHROMIUM_PATH } from "./test/bench/chromium.mjs";
import { ADMIN } from "./test/e2e/support/accounts";
import { E2E_STATE_DIR as stateDir } from "./test/e2e/support/local-state";
import { E2E_ORIGIN as baseURL, E2E_PORT as port, E2E_WORKER_VARS } from "./test/e2e/support/server";

/**
 * Debian's Chromium headless shell when installed, else Debian's Chromium without its own interface
 * (this machine cannot download Playwright's own browser build); test/bench/chromium.mjs.
 */
const launchOptions = { executablePath: PLAYWRIGHT_CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS };

/**
 * The production build, as `npm run build` makes it; with E2E_REUSE_BUILD=1, the one already in
 * build/ (.ci/run: the smoke test's build of the same commit, made in the stage before).
 */
const build =
  process.env.E2E_REUSE_BUILD === "1" ? `test -f build/server/wrangler.json || { echo "E2E_REUSE_BUILD=1: no build in build/" >&2; exit 1; }` : "npm run build";
/**
 * The test server's Worker variables (E2E_WORKER_VARS: ENVIRONMENT=test, the payment and SMS
 * providers' stand-in settings), in the build's `.dev.vars`, which Vite's preview reads. It
 * replaces any the build copied from a developer's own `.dev.vars`.
 */
const devVars = `printf '%s\\n' ${Object.entries(E2E_WORKER_VARS)
  .map(([name, value]) => `'${name}=${value}'`)
  .join(" ")} > build/server/.dev.vars`;
/**
 * The fresh state directory: migrated in one runtime (scripts/lib/migrate-state.mjs: a few seconds,
 * where wrangler's apply starts one per migration), then the admin made with the operator's own
 * `npm run user:create`.
 */
const stateSetUp = [
  `node scripts/lib/migrate-state.mjs ${stateDir}`,
  `USER_PASSWORD=${JSON.stringify(ADMIN.password)} npm run -s user:create -- --email ${ADMIN.email} --role admin --name ${JSON.stringify(ADMIN.name)} --persist-to ${stateDir}`,
].join(" && ");

export default defineConfig({
  testDir: "./test/e2e",
  // Seeds the accounts every spec uses once the web server is up, through its /dev/seed routes
  // (see test/e2e/global-setup.ts); specs seed their own rows the same way, so the server is the
  // only writer of its local D1/KV.
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
    // A failing test keeps its trace with the DOM at every step; without the screenshots' filmstrip,
    // whose screencast made Chromium spend 70% more CPU on every test, passing ones included
    // (`npm run bench:browser` prints each).
    // E2E_TRACE=off records none (.ci/run, whose clone's test-results/ nobody reads).
    trace: process.env.E2E_TRACE === "off" ? "off" : { mode: "retain-on-failure", screenshots: false },
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
      // The accessibility spec checks the server's HTML and the hydrated page in one test of the
      // "js" project (test/e2e/a11y.spec.ts), checking the second only when its markup differs.
      testIgnore: /a11y\.spec\.ts$/,
    },
  ],
  webServer: {
    // The production build, served by workerd through Vite's preview with the test server's
    // variables (devVars), on a fresh local D1/KV (vite.config.ts reads LOCAL_STATE_DIR).
    // Payments go to the stand-in under /dev/stripe of this same server (E2E_WORKER_VARS).
    // The admin is made with the operator's own `npm run user:create` before the server starts
    // (no other process writes the state directory once it runs; specs seed through /dev/seed).
    // The build and the state directory's set-up touch nothing of each other's: they run side by
    // side (sh: the build in the background), and the server starts once both have succeeded.
    command: [
      `rm -rf ${stateDir}`,
      `{ ${build} & built=$!; ${stateSetUp}; state=$?; wait $built && [ $state -eq 0 ]; }`,
      devVars,
      `LOCAL_STATE_DIR=${stateDir} vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    ].join(" && "),
    url: `${baseURL}/api/health`,
    // Always a server of this run: a reused one would not be on the fresh state directory.
    reuseExistingServer: false,
    // A guard against a hang: at a load average of 20 on this 2-core machine the two builds, the
    // 21 migrations (applied with wrangler then) and the admin's account took over 240 s.
    timeout: 480_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
