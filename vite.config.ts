import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Local runs have no network: use Miniflare's placeholder `Request.cf` instead of fetching one.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

export default defineConfig({
  // A stamp per build: part of the edge cache's key (server/index.ts buildId).
  define: { "import.meta.env.BUILD_STAMP": JSON.stringify(Date.now().toString(36)) },
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // End-to-end tests serve the build on a state directory of their own.
      persistState: process.env.LOCAL_STATE_DIR ? { path: process.env.LOCAL_STATE_DIR } : true,
    }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true },
});
