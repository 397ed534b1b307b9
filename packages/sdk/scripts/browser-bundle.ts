/**
 * The SDK as a builder's bundler puts it in a web page: `exports` of src/index.ts bundled by esbuild for
 * the browser into one script that sets `globalThis.PW` (test/browser/sdk-table-client.test.ts loads it
 * in Chromium). The `ws` fallback is a dynamic import of a variable specifier, so it is not bundled.
 */
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function browserBundle(exports: string[]): Promise<string> {
  const built = await build({
    stdin: { contents: `export { ${exports.join(", ")} } from "./src/index.ts";`, resolveDir: root, loader: "ts" },
    bundle: true,
    format: "iife",
    globalName: "PW",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  return built.outputFiles[0]!.text;
}
