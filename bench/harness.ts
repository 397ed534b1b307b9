/**
 * Minimal benchmark harness: runs `fn` repeatedly for at least `minMs` after a warm-up and
 * reports the median time per call over batches. Rows are collected and printed as one
 * markdown table by bench/run.ts, so the README table is a copy of real output.
 */
export interface BenchRow {
  suite: string;
  name: string;
  medianMs: number;
  opsPerSec: number;
  target?: string;
  baseline?: string;
  /** Speed-up: the baseline's time / this row's time, measured in the same run (above 1 = faster). */
  ratio?: number;
  note?: string;
}

const rows: BenchRow[] = [];

export function measure(fn: () => unknown, minMs = 500): { medianMs: number; opsPerSec: number } {
  let sink: unknown;
  const warmUntil = performance.now() + Math.min(200, minMs / 2);
  while (performance.now() < warmUntil) sink = fn();
  const samples: number[] = [];
  const end = performance.now() + minMs;
  while (performance.now() < end || samples.length < 5) {
    const t0 = performance.now();
    sink = fn();
    samples.push(performance.now() - t0);
  }
  if (sink === Symbol.for("never")) console.log(sink);
  samples.sort((a, b) => a - b);
  const medianMs = samples[Math.floor(samples.length / 2)]!;
  return { medianMs, opsPerSec: 1000 / medianMs };
}

export function record(row: BenchRow): void {
  rows.push(row);
  const extra = row.ratio !== undefined ? ` (${row.ratio.toFixed(2)}x vs ${row.baseline})` : "";
  console.error(`  ${row.suite} / ${row.name}: ${row.medianMs.toFixed(4)} ms${extra}`);
}

export function printTable(): void {
  console.log("| suite | case | median | target | speed-up vs baseline (same run) | note |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows) {
    const ms = r.medianMs < 0.01 ? `${(r.medianMs * 1000).toFixed(2)} µs` : `${r.medianMs.toFixed(3)} ms`;
    const ratio = r.ratio !== undefined ? `${r.ratio.toFixed(2)}x vs ${r.baseline}` : "";
    console.log(`| ${r.suite} | ${r.name} | ${ms} | ${r.target ?? ""} | ${ratio} | ${r.note ?? ""} |`);
  }
}
