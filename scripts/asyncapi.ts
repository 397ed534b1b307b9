/**
 * schemas/asyncapi.json from the table socket's valibot schemas (src/tables/asyncapi.ts). `npm run openapi`
 * runs it (through scripts/openapi.ts); `node scripts/asyncapi.ts` alone writes just this document.
 */
import { writeFileSync } from "node:fs";
import { buildAsyncApi } from "../src/tables/asyncapi.ts";

export function writeAsyncApi(): void {
  const file = new URL("../schemas/asyncapi.json", import.meta.url);
  writeFileSync(file, `${JSON.stringify(buildAsyncApi(), null, 2)}\n`);
  console.log(`wrote ${file.pathname}`);
}

if (import.meta.url === `file://${process.argv[1]}`) writeAsyncApi();
