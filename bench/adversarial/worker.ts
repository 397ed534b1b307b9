/**
 * Measuring thread of the adversarial bench: admits one request exactly as the Worker would
 * (contract.ts) and times it. Runs in a worker_thread so that the main thread can stop a request
 * that takes too long (terminate) and carry on with a fresh thread.
 */
import { parentPort } from "node:worker_threads";
import { admit, routeFor } from "./contract.ts";
import type { Job, Rep, WorkerMessage } from "./measure.ts";
import { createPaths } from "./paths.ts";
import { TYPICAL } from "./typical.ts";

/**
 * A request whose first run is above this is measured 3 times (the median: one run alone can land on a
 * collection or a neighbour's burst); faster requests take the median of up to `reps` runs.
 */
const SINGLE_RUN_MS = 50;

/**
 * This thread's CPU time in ms: the bound is on CPU, and CPU time is what a busy shared machine
 * (other processes, the main thread) does not inflate the way it inflates wall time.
 */
function cpuMs(): number {
  const usage = process.threadCpuUsage();
  return (usage.user + usage.system) / 1000;
}

const port = parentPort!;
const post = (message: WorkerMessage): void => port.postMessage(message);

const paths = await createPaths();

port.on("message", (job: Job) => {
  if (job.mode !== "contract") {
    void measurePath(job);
    return;
  }
  const route = routeFor(job.path);
  // One untimed run first: an isolate compiles a kernel for the shapes it meets on its first request
  // and serves many more (a 10-hand preflop auto took 46 ms cold and 15 ms from the third run); the
  // REST and MCP paths below meet requests the contract pass has already warmed.
  const warmStart = cpuMs();
  const warm = admit(route, job.json);
  if (warm.outcome === "accepted") {
    post({ kind: "accepted", id: job.id, checkMs: cpuMs() - warmStart });
    JSON.stringify(warm.run());
  }
  const reps: Rep[] = [];
  for (let i = 0; i < job.reps; i++) {
    const t0 = cpuMs();
    const verdict = admit(route, job.json);
    const t1 = cpuMs();
    if (verdict.outcome !== "accepted") {
      reps.push({ checkMs: t1 - t0, runMs: 0, serializeMs: 0, totalMs: t1 - t0 });
      if (i + 1 < Math.min(3, job.reps) && t1 - t0 < SINGLE_RUN_MS) continue;
      post({ kind: "done", id: job.id, outcome: verdict.outcome, code: verdict.code, rep: median(reps), reps: reps.length });
      return;
    }
    const result = verdict.run();
    const t2 = cpuMs();
    // The Worker serializes the result too (toResponse in src/http/pipeline.ts).
    const text = JSON.stringify(result);
    const t3 = cpuMs();
    if (text.length === 0) throw new Error("empty result");
    reps.push({ checkMs: t1 - t0, runMs: t2 - t1, serializeMs: t3 - t2, totalMs: t3 - t0 });
    if (i === 2 && reps[0]!.totalMs > SINGLE_RUN_MS) break;
  }
  post({ kind: "done", id: job.id, outcome: "accepted", rep: median(reps), reps: reps.length });
});

/**
 * A request through the whole REST pipeline or the /mcp handler (paths.ts): the CPU of everything the
 * Worker does for it apart from storage I/O. The parts are not separated (the pipeline does them in
 * one call), so the whole is reported as `runMs`; the median of `reps` runs.
 */
async function measurePath(job: Job): Promise<void> {
  const route = routeFor(job.path);
  const path = paths[job.mode as "rest" | "mcp"];
  const reps: Rep[] = [];
  let failure: string | undefined;
  for (let i = 0; i < job.reps; i++) {
    const t0 = cpuMs();
    const answer = await path.run(route, job.json);
    const t1 = cpuMs();
    if (!answer.ok) failure = answer.code ?? "error";
    reps.push({ checkMs: 0, runMs: t1 - t0, serializeMs: 0, totalMs: t1 - t0 });
    // Every run counted, slow ones included: the two paths are compared by their medians, and one
    // run of a heavy request on this shared machine varies by more than the gap being measured.
    if (failure) break;
  }
  const rep = median(reps);
  if (failure) post({ kind: "done", id: job.id, outcome: "refused", code: failure, rep, reps: reps.length });
  else post({ kind: "done", id: job.id, outcome: "accepted", rep, reps: reps.length });
}

function median(reps: Rep[]): Rep {
  const sorted = [...reps].sort((a, b) => a.totalMs - b.totalMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// Warm-up: typical requests through every route and both paths, so that no case is timed on cold code.
for (let i = 0; i < 10; i++) {
  for (const t of TYPICAL) {
    const verdict = admit(routeFor(t.path), JSON.stringify(t.body));
    if (verdict.outcome === "accepted") JSON.stringify(verdict.run());
    for (const path of [paths.rest, paths.mcp]) await path.run(routeFor(t.path), JSON.stringify(t.body));
  }
}
post({ kind: "ready" });
