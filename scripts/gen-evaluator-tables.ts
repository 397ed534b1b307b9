/**
 * Writes src/engine/evaluator-tables.ts (7 cards) and omaha-evaluator-tables.ts (the exact 5-card tables): the evaluator's tables (no-flush values by perfect hash,
 * the hash's row offsets, flush values, value categories) as base64, so that loading the evaluator
 * decodes instead of building. Run: node --experimental-strip-types scripts/gen-evaluator-tables.ts
 */
import { writeFileSync } from "node:fs";
import { buildTables, evaluatorTablesModule } from "./lib/evaluator-gen.ts";

for (const [cardCount, file] of [
  [7, "evaluator-tables.ts"],
  [5, "omaha-evaluator-tables.ts"],
] as const) {
  const t = buildTables(undefined, cardCount);
  writeFileSync(new URL(`../src/engine/${file}`, import.meta.url), evaluatorTablesModule(t, cardCount));
  console.log(`${cardCount} cards: noFlush ${t.noFlush.length}, rows ${t.rowOffset.length}, values ${t.categoryOf.length - 1}`);
}
