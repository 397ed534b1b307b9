/**
 * What users read speaks to users: the README, the guides in docs/ and every description, summary and
 * title in the OpenAPI and AsyncAPI documents cite no internal contract section ("CONTRACT.md 10.2"), no
 * issue number ("issue 21") and no path outside the repository ("../shared/"). Each rule is stated
 * where it applies instead. The operations guide lists every setting, and the webhooks guide every event
 * type an endpoint may subscribe to.
 */
import { describe, expect, it } from "vitest";
import asyncapi from "../../schemas/asyncapi.json";
import openapi from "../../schemas/openapi.json";

declare global {
  interface ImportMeta {
    glob<T>(pattern: string | string[], options: { query: "?raw"; import: "default"; eager: true }): Record<string, T>;
  }
}

const GUIDES = import.meta.glob<string>(["../../README.md", "../../docs/*.md"], { query: "?raw", import: "default", eager: true });
const CONFIG = import.meta.glob<string>(["../../wrangler.toml", "../../.dev.vars.example"], { query: "?raw", import: "default", eager: true });

/** What a user cannot follow: the internal contract, issue numbers, the shared folder beside the repository. */
const INTERNAL: { name: string; pattern: RegExp }[] = [
  { name: "CONTRACT", pattern: /CONTRACT/ },
  { name: "issue <number>", pattern: /\bissues?\s+#?\d+/i },
  { name: "../shared", pattern: /\.\.\/shared\b/ },
];

/** Each rule a text breaks, as "where: rule: the words around it". */
function findings(where: string, text: string): string[] {
  const found: string[] = [];
  for (const { name, pattern } of INTERNAL) {
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    for (const match of text.matchAll(global)) {
      const around = text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).replace(/\s+/g, " ");
      found.push(`${where}: ${name}: ...${around}...`);
    }
  }
  return found;
}

/** Every description, summary and title in a JSON document, with its JSON Pointer. */
function prose(value: unknown, pointer = ""): { pointer: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => prose(item, `${pointer}/${i}`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const at = `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    const own = typeof item === "string" && ["description", "summary", "title"].includes(key) ? [{ pointer: at, text: item }] : [];
    return [...own, ...prose(item, at)];
  });
}

describe("user-facing text", () => {
  it("the check finds each kind of internal reference, and not ordinary words", () => {
    expect(findings("x", "as CONTRACT.md section 10 says").length).toBe(1);
    expect(findings("x", "Spectator embeds are issue 20; issue #21 stays open").length).toBe(2);
    expect(findings("x", "run `bash ../shared/perf/run.sh`").length).toBe(1);
    expect(findings("x", "the API contract; a reissue 403s; issues are welcome")).toEqual([]);
  });

  it("the README and docs/*.md cite no contract section, issue number or ../shared path", () => {
    expect(Object.keys(GUIDES)).toContain("../../README.md");
    expect(Object.keys(GUIDES).length).toBeGreaterThan(10);
    const found = Object.entries(GUIDES).flatMap(([file, text]) =>
      text.split("\n").flatMap((line, i) => findings(`${file.replace("../../", "")}:${i + 1}`, line)),
    );
    expect(found).toEqual([]);
  });

  it("no description, summary or title in openapi.json or asyncapi.json does", () => {
    const documents = { "schemas/openapi.json": openapi, "schemas/asyncapi.json": asyncapi };
    const found: string[] = [];
    let texts = 0;
    for (const [file, document] of Object.entries(documents)) {
      for (const { pointer, text } of prose(document)) {
        texts++;
        found.push(...findings(`${file}#${pointer}`, text));
      }
    }
    expect(texts).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });

  it("docs/operations.md lists every setting of wrangler.toml's [vars] and .dev.vars.example", () => {
    const wrangler = CONFIG["../../wrangler.toml"]!;
    const vars = wrangler.slice(wrangler.indexOf("[vars]"), wrangler.indexOf("\n[", wrangler.indexOf("[vars]")));
    const settings = new Set([
      ...[...vars.matchAll(/^([A-Z][A-Z0-9_]*)\s*=/gm)].map((m) => m[1]!),
      ...[...CONFIG["../../.dev.vars.example"]!.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!),
    ]);
    expect(settings).toContain("TABLE_NEXT_HAND_MS");
    expect(settings).toContain("SECRETS_KEY");
    const operations = GUIDES["../../docs/operations.md"]!;
    expect([...settings].filter((name) => !operations.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it("docs/webhooks.md describes every event type an endpoint accepts, with its body", () => {
    const accepted = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value !== null && typeof value === "object") {
        const enumerated = (value as { enum?: unknown[] }).enum;
        if (enumerated?.includes("tournament.completed")) for (const type of enumerated) accepted.add(String(type));
        Object.values(value).forEach(walk);
      }
    };
    walk(openapi);
    expect(accepted).toContain("table.seat_closed");
    const webhooks = GUIDES["../../docs/webhooks.md"]!;
    expect([...accepted].filter((type) => !webhooks.includes(`**\`${type}\`**`) || !webhooks.includes(`"type": "${type}"`))).toEqual([]);
  });
});
