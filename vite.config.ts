import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { defineConfig, minify, type Plugin } from "vite";

// Local runs have no network: use Miniflare's placeholder `Request.cf` instead of fetching one.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

/**
 * `server/` runs only on the Worker. React Router strips loaders and actions from the browser
 * build; any module of `server/` still reached after that is a leak (SQL, secrets, copy), so the
 * client build fails instead of shipping it.
 */
function serverOnlyBoundary(): Plugin {
  const serverDir = `${path.resolve(import.meta.dirname, "server")}${path.sep}`;
  return {
    name: "server-only-boundary",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (id.startsWith(serverDir)) this.error(`${path.relative(import.meta.dirname, id)} is server-only but browser code imports it`);
    },
  };
}

/**
 * The standalone scripts of pages without React (app/enhance/*.js, imported by
 * app/enhance/scripts.ts with `?url&no-inline`), minified in the build: comments and whitespace
 * out, local names shortened. Each is emitted as /assets/<name>-<hash>.js, the hash taken from
 * the minified text (cached for a year, public/_headers); the server build gets the same URL.
 * The dev server serves the files as they are.
 */
function minifiedStandaloneScripts(): Plugin {
  const dir = `${path.resolve(import.meta.dirname, "app/enhance")}${path.sep}`;
  return {
    name: "minified-standalone-scripts",
    apply: "build",
    enforce: "pre",
    load: {
      filter: { id: /\/app\/enhance\/[\w-]+\.js\?url&no-inline$/ },
      async handler(id) {
        const [file = "", query] = id.split("?");
        if (!file.startsWith(dir) || query !== "url&no-inline") return null;
        const { code, errors } = await minify(file, await readFile(file, "utf8"), { module: true, compress: true, mangle: { toplevel: true } });
        if (errors.length > 0) this.error(`${path.relative(import.meta.dirname, file)}: ${errors.map((e) => e.message).join("; ")}`);
        const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
        const fileName = `assets/${path.basename(file, ".js")}-${hash}.js`;
        if (this.environment.name === "client") this.emitFile({ type: "asset", fileName, source: code });
        return `export default ${JSON.stringify(`${this.environment.config.base}${fileName}`)};`;
      },
    },
  };
}

/** Modules of the site chrome, bundled together for the browser (see `codeSplitting` below). */
const SHELL_MODULES =
  /\/app\/(components\/(logo|icons|site-header|site-footer|mobile-sticky-bar|language-switch|cta-banner|closing-cta)\.tsx|lib\/(i18n|business-contact|nonce|inline-css|root-data|route-handle)\.ts|content\/business\.ts|enhance\/scripts\.ts)$/;

export default defineConfig(({ command, isPreview }) => {
  // Production is the Worker's default configuration (server/config.ts), and every build is one
  // (`CLOUDFLARE_ENV` picks a deployed environment). The dev server runs as development; a local
  // server of the build gives its environment when it serves (`npm run preview`, the smoke test:
  // `--var`; the end-to-end server: the build's .dev.vars, playwright.config.ts).
  const development = command === "serve" && !isPreview;
  return {
    // A stamp per build: part of the edge cache's key (server/index.ts buildId).
    define: { "import.meta.env.BUILD_STAMP": JSON.stringify(Date.now().toString(36)) },
    plugins: [
      cloudflare({
        viteEnvironment: { name: "ssr" },
        // End-to-end tests serve the build on a state directory of their own.
        persistState: process.env.LOCAL_STATE_DIR ? { path: process.env.LOCAL_STATE_DIR } : true,
        ...(development ? { config: { vars: { ENVIRONMENT: "development" } } } : {}),
      }),
      tailwindcss(),
      reactRouter(),
      serverOnlyBoundary(),
      minifiedStandaloneScripts(),
    ],
    resolve: { tsconfigPaths: true },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The chrome every page with React loads (header, footer, sticky bar, their helpers)
                // as one file instead of a dozen small ones: fewer requests and better gzip.
                groups: [{ name: "shell", test: SHELL_MODULES }],
              },
            },
          },
        },
      },
    },
    server: { port: 5173, strictPort: true },
  };
});
