// The Chromium every test and measurement launches: Debian's build (this machine cannot download
// Playwright's own), headless without a sandbox or GPU, without QUIC and without any background
// traffic of its own, so tests and figures see only the site's requests.

/** Debian's Chromium, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
