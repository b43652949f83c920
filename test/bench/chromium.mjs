// The Chromium every test and measurement launches: Debian's build (this machine cannot download
// Playwright's own), headless without a sandbox or GPU, without QUIC and without any background
// traffic of its own, so tests and figures see only the site's requests.

import { existsSync } from "node:fs";

/** Debian's Chromium, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`, the same Chromium release):
 * the engine without the browser's windows and interface, which is what Playwright itself runs
 * for headless tests: about a third less CPU than the full browser with PLAYWRIGHT_CHROMIUM_FLAGS
 * (`npm run bench:browser`, decision 0023).
 */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The end-to-end tests' browser: CHROMIUM_PATH when set, else the headless shell when installed
 * (.ci/run installs it), else Debian's Chromium.
 */
export const PLAYWRIGHT_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Features Playwright itself turns off (playwright-core's chromiumSwitches, version 1.65). Chromium
 * reads only the last `--disable-features` of its command line, so a list of our own must repeat
 * these: Playwright adds ours after its own, and ours alone would turn its list back on.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];

/**
 * The end-to-end tests' flags: quiet, and, where the full browser runs, without its own interface. Debian's Chromium
 * runs headless as the full browser, which builds two omnibox pop-ups (WebUI pages, each in a
 * renderer of its own) for every window, and Playwright opens a window for every test's context,
 * plus a spare renderer kept warm for the next site: these flags about halve Chromium's CPU
 * (`npm run bench:browser`); the pages themselves render the same. Lighthouse keeps QUIET_CHROMIUM_FLAGS alone.
 */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...QUIET_CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "SpareRendererForSitePerProcess"].join(",")}`,
];
