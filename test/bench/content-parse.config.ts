import { defineConfig } from "vitest/config";

/** `npm run bench:content`: test/bench/content-parse.bench-run.ts under Node (see that file). */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: { include: ["test/bench/content-parse.bench-run.ts"], environment: "node", silent: false },
});
