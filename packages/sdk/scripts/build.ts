/**
 * `npm run build -w @pokerworks/sdk` (and `npm pack`, through `prepack`): the package as other
 * projects install it, in dist/ (not committed):
 *   dist/index.js  one ES module for browsers, Node 20+ and Workers; the shuffle verifier (the engine's
 *                  src/engine/shuffle.ts) bundled in, openapi-fetch left as the one dependency
 *   dist/types/    declarations by tsc on the project's TypeScript (tsconfig.build.json)
 * Inside this repository nothing needs the build: tsc and vitest resolve the package's TypeScript
 * sources (the "source" export condition; vitest.config.ts aliases the package to src/index.ts).
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { build as esbuild } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function build(): Promise<void> {
  rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true });
  await esbuild({
    entryPoints: [fileURLToPath(new URL("../src/index.ts", import.meta.url))],
    outfile: fileURLToPath(new URL("../dist/index.js", import.meta.url)),
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    external: ["openapi-fetch"],
    logLevel: "warning",
  });
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: root, stdio: "inherit" });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build();
  console.log("built packages/sdk/dist (index.js, types/)");
}
