import { onTestFinished, vi } from "vitest";

/**
 * Captures every line the Worker logs (console.log, warn and error) from now until the test ends;
 * returns the array the lines are pushed to.
 */
export function captureLogs(): string[] {
  const lines: string[] = [];
  for (const stream of ["log", "warn", "error"] as const) {
    vi.spyOn(console, stream).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  }
  onTestFinished(() => {
    vi.restoreAllMocks();
  });
  return lines;
}
