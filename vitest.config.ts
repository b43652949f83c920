import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

// Creating the Workers pool starts workerd, which keeps a unit-only run from exiting promptly:
// build the worker project only when it can run.
const selected = process.argv.includes("--project") ? process.argv[process.argv.indexOf("--project") + 1] : undefined;
const wantWorker = selected === undefined || selected === "worker";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          environment: "node",
          // The files share their modules per worker instead of importing them again each (the
          // imports were two thirds of the run: about 20 CPU-s against 10, 142 tests, shuffled
          // orders pass alike). Nothing here mocks a module or changes the environment.
          isolate: false,
        },
      },
      ...(wantWorker ? [workerProject()] : []),
    ],
  },
});

function workerProject() {
  return {
    extends: true,
    // The Worker entry imports React Router's virtual server build, which this plugin provides.
    plugins: [
      tailwindcss(),
      reactRouter(),
      cloudflareTest(async () => ({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, "migrations")),
            SITE_URL: "http://localhost",
            ENVIRONMENT: "test",
            STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
            // Signs the SMS provider's webhooks in test/worker/sms.test.ts.
            TWILIO_AUTH_TOKEN: "twilio_test_auth_token",
            // Texts go out at any hour, as in the end-to-end build, so a test run at night in Miami
            // passes; test/worker/sms.test.ts turns quiet hours on where it tests them.
            SMS_QUIET_HOURS: "off",
          },
          serviceBindings: {
            // A 4000 × 3000, ~4.7 MB camera JPEG made with Sharp in Node (test/bench/camera-jpeg.mjs):
            // Workers have no encoder to make one, and a real photo is what the sizing must handle.
            CAMERA_JPEG: async () => {
              const { cameraJpeg } = await import("./test/bench/camera-jpeg.mjs");
              return new Response(new Uint8Array(await cameraJpeg()), { headers: { "Content-Type": "image/jpeg" } });
            },
          },
        },
      })),
    ],
    test: {
      name: "worker",
      // Process the stylesheets so pages inline the real CSS, as in production.
      css: { include: [/app\/(app|styles\/[\w-]+)\.css/] },
      include: ["test/worker/**/*.test.ts"],
      // Two files at once, and the files share a runtime per worker instead of starting one each
      // (that start was two thirds of the time): each file begins from empty storage all the same
      // (test/worker/fresh-storage.ts). Decision 0024.
      maxWorkers: 2,
      isolate: false,
      setupFiles: ["./test/worker/fresh-storage.ts"],
      // The first request in a file transforms the route modules on demand: seconds on a busy
      // 2-core machine. A test fails on what it asserts, not on how loaded the machine is.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  };
}
