import { vi } from "vitest";

/** One structured log line of the Worker (`console.warn` or `console.error` of a JSON object). */
export type LogEntry = Record<string, unknown> & { level?: string; message?: string };

export interface LogCapture {
  /** What was written to `console.warn` and `console.error` since the capture began, parsed when it is JSON. */
  entries(): LogEntry[];
  /** Puts `console.warn` and `console.error` back; the entries stay readable. */
  restore(): void;
}

/**
 * Takes the Worker's warnings and errors off the console so that the test can assert them: a test that
 * injects a fault expects its log line, and a passing run prints no error-looking line it did not ask for.
 * The Worker runs in the test's isolate, so its Durable Objects and queue consumers log through the same
 * `console`. Call `restore()` when the faulty part is over.
 */
export function captureLogs(): LogCapture {
  const lines: string[] = [];
  const spies = (["warn", "error"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" "))),
  );
  return {
    entries: () =>
      lines.map((line) => {
        try {
          return JSON.parse(line) as LogEntry;
        } catch {
          return { message: line };
        }
      }),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
