declare namespace Cloudflare {
  interface Env {
    // A top-level `import type` would make this global declaration file a module.
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Answers any request with a 4000 × 3000 camera JPEG of about 4.7 MB (vitest.config.ts). */
    CAMERA_JPEG: Fetcher;
  }
}
