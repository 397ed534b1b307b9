/**
 * Runs requests in a measuring thread (worker.ts) one at a time, with a time cap: a request still
 * running at the cap is stopped (the thread is terminated and replaced) and reported as over it.
 */
import { Worker } from "node:worker_threads";
import type { Verdict } from "./contract.ts";

/**
 * How a request is timed: `contract` runs the route's schema, check and computation directly
 * (contract.ts); `rest` and `mcp` send it through the REST pipeline or as a tools/call to the /mcp
 * handler (paths.ts), everything but storage I/O.
 */
export type Mode = "contract" | "rest" | "mcp";

export interface Job {
  id: number;
  path: string;
  json: string;
  reps: number;
  mode: Mode;
}

/** One timed pass: admit (JSON + schema + check), run, serialize the result. */
export interface Rep {
  checkMs: number;
  runMs: number;
  serializeMs: number;
  totalMs: number;
}

export type WorkerMessage =
  | { kind: "ready" }
  | { kind: "accepted"; id: number; checkMs: number }
  | { kind: "done"; id: number; outcome: Verdict["outcome"]; code?: string; rep: Rep; reps: number };

export interface Measurement {
  /** "timeout": stopped at the cap; `accepted` then says whether the check had already passed. */
  outcome: Verdict["outcome"] | "timeout";
  accepted: boolean;
  code?: string;
  rep: Rep;
  reps: number;
}

export class Measurer {
  private worker!: Worker;
  private ready!: Promise<void>;
  private nextId = 1;
  private pending: { id: number; accepted: boolean; checkMs: number; resolve: (m: Measurement) => void } | null = null;

  constructor() {
    this.spawn();
  }

  private spawn(): void {
    const worker = new Worker(new URL("./worker.ts", import.meta.url));
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      worker.once("error", reject);
      worker.on("message", (m: WorkerMessage) => {
        if (m.kind === "ready") resolve();
        else this.onMessage(m);
      });
    });
    worker.on("error", (error) => {
      const p = this.pending;
      if (!p) return;
      this.pending = null;
      p.resolve({ outcome: "error", accepted: p.accepted, code: `bench worker: ${error.message}`, rep: zeroRep(p.checkMs), reps: 0 });
      void this.restart();
    });
  }

  private onMessage(m: Exclude<WorkerMessage, { kind: "ready" }>): void {
    const p = this.pending;
    if (!p || p.id !== m.id) return;
    if (m.kind === "accepted") {
      p.accepted = true;
      p.checkMs = m.checkMs;
      return;
    }
    this.pending = null;
    p.resolve({ outcome: m.outcome, accepted: m.outcome === "accepted", ...(m.code ? { code: m.code } : {}), rep: m.rep, reps: m.reps });
  }

  private async restart(): Promise<void> {
    await this.worker.terminate();
    this.spawn();
    await this.ready;
  }

  /** Admits and times one request; at most `capMs` of waiting. */
  async measure(path: string, body: unknown, capMs: number, reps = 5, mode: Mode = "contract"): Promise<Measurement> {
    await this.ready;
    const id = this.nextId++;
    const started = performance.now();
    const measurement = await new Promise<Measurement>((resolve) => {
      const timer = setTimeout(() => {
        const p = this.pending;
        if (!p || p.id !== id) return;
        this.pending = null;
        const elapsed = performance.now() - started;
        resolve({ outcome: "timeout", accepted: p.accepted, rep: { ...zeroRep(p.checkMs), totalMs: elapsed }, reps: 0 });
      }, capMs);
      this.pending = {
        id,
        accepted: false,
        checkMs: 0,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      this.worker.postMessage({ id, path, json: JSON.stringify(body), reps, mode } satisfies Job);
    });
    if (measurement.outcome === "timeout") await this.restart();
    return measurement;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

function zeroRep(checkMs: number): Rep {
  return { checkMs, runMs: 0, serializeMs: 0, totalMs: checkMs };
}
