import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generate } from "../scripts/generate.ts";

describe("the generated SDK files", () => {
  it("are what schemas/openapi.json and schemas/asyncapi.json generate today (run `npm run openapi` when this fails)", async () => {
    const files = await generate();
    expect(Object.keys(files).sort()).toEqual(["openapi.ts", "operations.ts", "table-frames.ts"]);
    for (const [name, contents] of Object.entries(files)) {
      const committed = readFileSync(new URL(`../src/generated/${name}`, import.meta.url), "utf8");
      expect(committed === contents, `packages/sdk/src/generated/${name} is stale: run \`npm run openapi\``).toBe(true);
    }
  });

  it("were generated on the project's TypeScript 5.9 (openapi-typescript crashes on 7)", async () => {
    const ts = await import("typescript");
    expect(ts.version).toMatch(/^5\.9\./);
  });
});
