/**
 * The speed anchor of the benches (bench/prices.ts, bench/adversarial.ts): a shared machine runs
 * slower when others load it (2-3x at a load average of 12 on the 2-core reference box, and not
 * uniformly), so each bench times one fixed piece of engine work, the preflop random vs random table
 * lookup (8.2 ms in the reference run: README benchmark table, a quiet machine), and divides its own
 * times by the slowdown it shows. The lookup is compute-bound: memory-bound work (JSON, large arrays)
 * slows down less under load, so the anchor-adjusted time of such work reads low.
 */
import { prepareHoldemEquity } from "../src/engine/equity.ts";

export const ANCHOR_REFERENCE_MS = 8.221;

function cpuMs(): number {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
}

/** The anchor's CPU time on this thread: the fastest of three rounds of at least `roundMs` each. */
export function anchorMs(roundMs = 300): number {
  const input = { players: [{ range: "random" }, { range: "random" }], board: "", dead: "", mode: "exact" } as const;
  const rounds: number[] = [];
  for (let r = 0; r < 3; r++) {
    let n = 0;
    const start = cpuMs();
    while (n < 2 || cpuMs() - start < roundMs) {
      prepareHoldemEquity({ ...input, players: [...input.players] })();
      n++;
    }
    rounds.push((cpuMs() - start) / n);
  }
  return Math.min(...rounds);
}
