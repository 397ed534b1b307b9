#!/usr/bin/env node
/**
 * `npm test`: the typecheck and every vitest project, at once. Most of a vitest run waits (alarms, queue
 * retries, a browser) rather than computes, so the typecheck runs beside it at a lower CPU priority and
 * fills those gaps instead of adding its own half minute in front. Its output is held and printed after
 * vitest's; the command fails when either fails. Arguments go to vitest (`npm test -- test/tables`).
 */
import { spawn } from "node:child_process";
import { platform } from "node:os";

const typecheckArgs = ["tsc", "-b", "tsconfig.json", "tsconfig.node.json", "packages/sdk"];
// `nice` lowers the typecheck's priority where it exists (Linux, macOS); elsewhere it simply runs.
const typecheck =
  platform() === "win32"
    ? spawn("npx", typecheckArgs, { shell: true, stdio: ["ignore", "pipe", "pipe"] })
    : spawn("nice", ["-n", "10", "npx", ...typecheckArgs], { stdio: ["ignore", "pipe", "pipe"] });
let typecheckOutput = "";
typecheck.stdout.on("data", (chunk) => (typecheckOutput += chunk));
typecheck.stderr.on("data", (chunk) => (typecheckOutput += chunk));
const typecheckStarted = Date.now();
const typecheckDone = new Promise((resolve) =>
  typecheck.on("close", (code) => resolve({ code: code ?? 1, seconds: Math.round((Date.now() - typecheckStarted) / 1000) })),
);

const vitest = spawn("npx", ["vitest", "run", ...process.argv.slice(2)], { stdio: "inherit", shell: platform() === "win32" });
const vitestCode = await new Promise((resolve) => vitest.on("close", (code) => resolve(code ?? 1)));

const checked = await typecheckDone;
if (checked.code === 0) {
  console.log(`typecheck: ok (${checked.seconds} s, beside the tests)`);
} else {
  process.stdout.write(typecheckOutput);
  console.log(`typecheck: FAILED (${checked.seconds} s)`);
}
process.exit(vitestCode !== 0 ? vitestCode : checked.code);
