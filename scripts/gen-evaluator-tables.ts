/**
 * Writes src/engine/evaluator-tables.ts: the evaluator's tables (no-flush values by perfect hash,
 * the hash's row offsets, flush values, value categories) as base64, so that loading the evaluator
 * decodes instead of building. Run: node --experimental-strip-types scripts/gen-evaluator-tables.ts
 */
import { writeFileSync } from "node:fs";
import { buildTables, evaluatorTablesModule } from "./lib/evaluator-gen.ts";

const t = buildTables();
writeFileSync(new URL("../src/engine/evaluator-tables.ts", import.meta.url), evaluatorTablesModule(t));
console.log(`noFlush ${t.noFlush.length}, rows ${t.rowOffset.length}, values ${t.categoryOf.length - 1}`);
