import { describe, expect, it } from "vitest";
import * as worker from "../../src/index";
import wranglerToml from "../../wrangler.toml?raw";

/** wrangler.toml and the Worker's exports must agree, or `wrangler deploy` refuses the upload. */
describe("wrangler.toml", () => {
  it("names only Durable Object classes the Worker exports", () => {
    const classes = [...wranglerToml.matchAll(/^class_name\s*=\s*"(\w+)"/gm)].map((m) => m[1]!);
    expect(classes.sort()).toEqual(["EmbedSession", "SpectatorHub", "TableObject", "TournamentDirector", "UsageMeter"]);
    for (const name of classes) expect(typeof (worker as Record<string, unknown>)[name]).toBe("function");
  });

  it("declares a queue consumer only when the Worker has a queue() handler", () => {
    const consumes = /^\[\[queues\.consumers\]\]/m.test(wranglerToml);
    expect(consumes).toBe(typeof (worker.default as { queue?: unknown }).queue === "function");
  });

  it("binds the database the code and the tests use", () => {
    expect(wranglerToml).toMatch(/binding\s*=\s*"DB"/);
    expect(wranglerToml).toMatch(/migrations_dir\s*=\s*"migrations"/);
  });
});
