/**
 * Exhaustive check of the 7-card evaluator (not part of npm test: it evaluates all 133,784,560
 * hands). Checks the published category counts, the number of distinct hand values (4824), and on a
 * sample, that the ordering agrees with an independent best-of-21 five-card evaluator.
 * Run: node --experimental-strip-types scripts/verify-evaluator.ts
 */
import { CATEGORY_OF, evaluate7, HAND_CATEGORIES } from "../src/engine/evaluator.ts";
import { best7 } from "../test/engine/equity-brute.ts";

const EXPECTED: Record<string, number> = {
  straight_flush: 41_584,
  four_of_a_kind: 224_848,
  full_house: 3_473_184,
  flush: 4_047_644,
  straight: 6_180_020,
  three_of_a_kind: 6_461_620,
  two_pair: 31_433_400,
  one_pair: 58_627_800,
  high_card: 23_294_460,
};

const t0 = performance.now();
const byValue = new Float64Array(CATEGORY_OF.length);
let total = 0;
for (let a = 0; a < 46; a++)
  for (let b = a + 1; b < 47; b++)
    for (let c = b + 1; c < 48; c++)
      for (let d = c + 1; d < 49; d++)
        for (let e = d + 1; e < 50; e++)
          for (let f = e + 1; f < 51; f++)
            for (let g = f + 1; g < 52; g++) {
              byValue[evaluate7(a, b, c, d, e, f, g)]!++;
              total++;
            }
const counts: Record<string, number> = {};
let distinct = 0;
for (let v = 1; v < byValue.length; v++) {
  if (byValue[v]! > 0) distinct++;
  const name = HAND_CATEGORIES[CATEGORY_OF[v]!]!;
  counts[name] = (counts[name] ?? 0) + byValue[v]!;
}
let ok = total === 133_784_560 && distinct === 4824 && byValue[0] === 0;
console.log(`hands: ${total}, distinct values: ${distinct}, value 0 (unset slot) hits: ${byValue[0]}`);
for (const [name, want] of Object.entries(EXPECTED)) {
  const got = counts[name] ?? 0;
  if (got !== want) ok = false;
  console.log(`${name.padEnd(16)} ${String(got).padStart(10)} ${got === want ? "ok" : `MISMATCH (want ${want})`}`);
}

// Ordering against an independent evaluator: the equity tests' brute-force reference, best of the
// 21 five-card subsets scored naively.
let seed = 7;
const rnd = (n: number): number => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % n;
};
const deal = (): number[] => {
  const out: number[] = [];
  while (out.length < 7) {
    const c = rnd(52);
    if (!out.includes(c)) out.push(c);
  }
  return out;
};
let orderErrors = 0;
for (let i = 0; i < 200_000; i++) {
  const x = deal();
  const y = deal();
  const fast = Math.sign(
    evaluate7(...(x as [number, number, number, number, number, number, number])) -
      evaluate7(...(y as [number, number, number, number, number, number, number])),
  );
  if (fast !== Math.sign(best7(x) - best7(y))) orderErrors++;
}
if (orderErrors > 0) ok = false;
console.log(`ordering vs naive evaluator on 200,000 random pairs: ${orderErrors} disagreements`);
console.log(`${ok ? "OK" : "FAILED"} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
process.exitCode = ok ? 0 : 1;
