// Prints the Worker's upload size and gzip size from `wrangler deploy --dry-run`,
// and fails when the gzip size exceeds the 1 MiB budget.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BUDGET_KIB = 1024;

export function measureBundle({ build = true } = {}) {
  if (build) execFileSync("npx", ["react-router", "build"], { stdio: "ignore" });
  const outdir = mkdtempSync(join(tmpdir(), "worker-dry-run-"));
  const out = execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const match = out.match(/Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/);
  if (!match) throw new Error(`could not read the upload size from wrangler:\n${out}`);
  return { uploadKiB: Number(match[1]), gzipKiB: Number(match[2]), budgetKiB: BUDGET_KIB };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { uploadKiB, gzipKiB } = measureBundle();
  console.log(`Worker upload: ${uploadKiB.toFixed(2)} KiB, gzip: ${gzipKiB.toFixed(2)} KiB (budget ${BUDGET_KIB} KiB gzip)`);
  if (gzipKiB > BUDGET_KIB) {
    console.error("Worker bundle is over budget");
    process.exit(1);
  }
}
