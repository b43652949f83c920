import { onTestFinished, vi } from "vitest";

export interface LogLine {
  stream: "log" | "warn" | "error";
  text: string;
}

/** Sends every line the Worker logs (console.log, warn and error) to `push` until the test ends. */
function spyOnLogs(push: (line: LogLine) => void) {
  for (const stream of ["log", "warn", "error"] as const) {
    vi.spyOn(console, stream).mockImplementation((...args: unknown[]) => void push({ stream, text: args.map(String).join(" ") }));
  }
  onTestFinished(() => {
    vi.restoreAllMocks();
  });
}

/**
 * Captures every line the Worker logs (console.log, warn and error) from now until the test ends;
 * returns the array the lines are pushed to.
 */
export function captureLogs(): string[] {
  const lines: string[] = [];
  spyOnLogs((line) => lines.push(line.text));
  return lines;
}

/** As captureLogs, each line with the stream it was written to. */
export function captureLogLines(): LogLine[] {
  const lines: LogLine[] = [];
  spyOnLogs((line) => lines.push(line));
  return lines;
}
