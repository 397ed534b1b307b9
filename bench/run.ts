/** `npm run bench`: runs every bench/*.bench.ts in one process and prints one markdown table. */
import { readdirSync } from "node:fs";
import { printTable } from "./harness.ts";

const only = process.argv[2];
const files = readdirSync(new URL(".", import.meta.url))
  .filter((f) => f.endsWith(".bench.ts") && (!only || f.includes(only)))
  .sort();
for (const file of files) {
  console.error(`# ${file}`);
  await import(`./${file}`);
}
printTable();
