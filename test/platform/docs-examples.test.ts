/**
 * The docs' runnable shell examples run as written: every fenced block marked ```sh runnable in the README
 * and docs/*.md is run against the Worker's own fetch, $BASE and $KEY standing for it and a fresh key. The
 * blocks of one file share their variables, as in one terminal. They are run by a small interpreter of the shell they use: `VAR=value` and `export` (with `$(...)` of a
 * curl whose answer is piped to `jq -r .path`, `.path` of keys and `[n]` indexes), `curl -s [-X METHOD] URL -H ... -d ...`
 * (with `-f --retry N --retry-all-errors --retry-delay S`, curl's own retry of an HTTP error), comments, `\`
 * continuations. Every curl must answer 2xx; a `# {...}` comment right after one is the answer it prints
 * (JSON, compared field by field, `engineVersion` aside); other pipes (jq filters) only shape what a reader
 * sees and are not checked.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, call, createOrganization, issueKey } from "../helpers.ts";

declare global {
  interface ImportMeta {
    glob<T>(pattern: string | string[], options: { query: "?raw"; import: "default"; eager: true }): Record<string, T>;
  }
}

const DOCS = import.meta.glob<string>(["../../README.md", "../../docs/*.md"], { query: "?raw", import: "default", eager: true });

interface Block {
  file: string;
  line: number;
  text: string;
}

/** The ```sh runnable blocks of every doc, with where they start. */
function runnableBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const [path, text] of Object.entries(DOCS)) {
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      if (!/^```(sh|bash) runnable\s*$/.test(lines[i]!)) continue;
      const end = lines.findIndex((l, j) => j > i && l.startsWith("```"));
      blocks.push({ file: path.replace("../../", ""), line: i + 1, text: lines.slice(i + 1, end).join("\n") });
      i = end;
    }
  }
  return blocks;
}

/** Shell words: quotes removed, variables and $(...) substituted by `expand`. */
function words(command: string, expand: (s: string) => Promise<string>): Promise<string[]> {
  const raw: Array<{ text: string; quote: "'" | '"' | null }[]> = [];
  let word: { text: string; quote: "'" | '"' | null }[] | null = null;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (c === " " || c === "\t" || c === "\n") {
      if (word) raw.push(word);
      word = null;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      let depth = 0;
      while (j < command.length && (command[j] !== c || depth > 0)) {
        if (c === '"' && command.startsWith("$(", j)) depth++;
        else if (c === '"' && command[j] === ")" && depth > 0) depth--;
        j++;
      }
      word ??= [];
      word.push({ text: command.slice(i + 1, j), quote: c });
      i = j;
    } else if (c === "$" && command[i + 1] === "(") {
      let j = i + 2;
      let depth = 1;
      while (j < command.length && depth > 0) {
        if (command[j] === "(") depth++;
        if (command[j] === ")") depth--;
        j++;
      }
      word ??= [];
      word.push({ text: command.slice(i, j), quote: null });
      i = j - 1;
    } else {
      word ??= [];
      const last = word.at(-1);
      if (last && last.quote === null) last.text += c;
      else word.push({ text: c, quote: null });
    }
  }
  if (word) raw.push(word);
  return Promise.all(raw.map(async (parts) => (await Promise.all(parts.map((p) => (p.quote === "'" ? p.text : expand(p.text))))).join("")));
}

/** Splits on `|` and `;` outside quotes and $(...). */
function split(command: string, separator: "|" | ";"): string[] {
  const parts: string[] = [];
  let start = 0;
  let quote: string | null = null;
  let depth = 0;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (quote) {
      if (c === quote) quote = null;
      else if (quote === '"' && command.startsWith("$(", i)) depth++;
    } else if (c === "'" || c === '"') quote = c;
    else if (command.startsWith("$(", i)) depth++;
    else if (c === ")" && depth > 0) depth--;
    else if (c === separator && depth === 0 && !(separator === "|" && command[i + 1] === "|")) {
      parts.push(command.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(command.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** Whether the text ends inside a quote. */
function openQuote(text: string): boolean {
  let quote: string | null = null;
  for (const c of text) {
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
  }
  return quote !== null;
}

/** A comment outside quotes ends the line. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]!))) return line.slice(0, i);
  }
  return line;
}

class Shell {
  readonly vars: Record<string, string>;
  /** Every curl's answer, for the checks of the comments that follow it. */
  last: unknown = null;

  constructor(vars: Record<string, string>) {
    this.vars = vars;
  }

  async expand(text: string): Promise<string> {
    let out = "";
    for (let i = 0; i < text.length; i++) {
      if (text.startsWith("$(", i)) {
        let j = i + 2;
        let depth = 1;
        while (j < text.length && depth > 0) {
          if (text[j] === "(") depth++;
          if (text[j] === ")") depth--;
          j++;
        }
        out += await this.pipeline(text.slice(i + 2, j - 1));
        i = j - 1;
      } else if (text[i] === "$") {
        const name = /^\{?([A-Za-z_][A-Za-z0-9_]*)\}?/.exec(text.slice(i + 1));
        if (!name) {
          out += "$";
          continue;
        }
        if (!(name[1]! in this.vars)) throw new Error(`$${name[1]} is not set`);
        out += this.vars[name[1]!];
        i += name[0].length;
      } else out += text[i];
    }
    return out;
  }

  /** A command's output: a curl's answer, through `jq -r .path` when piped to it. */
  async pipeline(command: string): Promise<string> {
    const [first, ...rest] = split(command, "|");
    let output = await this.command(first!);
    for (const stage of rest) {
      const jq = /^jq -r '?(\.[A-Za-z0-9_.[\]]+)'?$/.exec(stage);
      if (!jq) continue; // a jq filter that only shapes what a reader sees
      let value: unknown = JSON.parse(output);
      // .a.b[0].c: object keys and array indexes.
      for (const [, key, index] of jq[1]!.matchAll(/\.([A-Za-z0-9_]+)|\[(\d+)\]/g)) {
        if (value === null || value === undefined) break;
        value = key !== undefined ? (value as Record<string, unknown>)[key] : (value as unknown[])[Number(index)];
      }
      output = String(value);
    }
    return output;
  }

  async command(command: string): Promise<string> {
    const assignments = /^(export\s+)?([A-Za-z_][A-Za-z0-9_]*=[\s\S]*)$/.exec(command);
    if (assignments) {
      for (const assignment of await words(assignments[2]!, async (s) => s)) {
        const eq = assignment.indexOf("=");
        const name = assignment.slice(0, eq);
        // BASE and KEY stand for the Worker and a fresh key whatever the docs set them to.
        if (name !== "BASE" && name !== "KEY") this.vars[name] = await this.expand(assignment.slice(eq + 1));
      }
      return "";
    }
    const argv = await words(command, (s) => this.expand(s));
    if (argv[0] !== "curl") throw new Error(`not a command these examples use: ${argv[0]}`);
    let method: string | undefined;
    let url = "";
    let body: string | undefined;
    const headers: Record<string, string> = {};
    // curl's own retry: with -f an HTTP error fails the try, and --retry-all-errors tries it again.
    let fail = false;
    let retries = 0;
    let retryDelay = 1;
    let retryAllErrors = false;
    for (let i = 1; i < argv.length; i++) {
      const arg = argv[i]!;
      if (/^-[sSf]+$/.test(arg)) fail ||= arg.includes("f");
      else if (arg === "--retry") retries = Number(argv[++i]);
      else if (arg === "--retry-delay") retryDelay = Number(argv[++i]);
      else if (arg === "--retry-all-errors") retryAllErrors = true;
      else if (arg === "-X") method = argv[++i];
      else if (arg === "-H") {
        const header = argv[++i]!;
        headers[header.slice(0, header.indexOf(":")).trim().toLowerCase()] = header.slice(header.indexOf(":") + 1).trim();
      } else if (arg === "-d") body = argv[++i];
      else if (arg.startsWith("-")) throw new Error(`a curl option these examples do not use: ${arg}`);
      else url = arg;
    }
    const target = new URL(url.replace(/^(https?:\/\/)?(localhost|127\.0\.0\.1):8787/, BASE));
    const send = () =>
      call(target.pathname + target.search, {
        method: method ?? (body === undefined ? "GET" : "POST"),
        headers,
        ...(body === undefined ? {} : { rawBody: body }),
      });
    let response = await send();
    for (let left = fail && retryAllErrors ? retries : 0; left > 0 && response.status >= 400; left--) {
      await new Promise((r) => setTimeout(r, retryDelay * 1000));
      response = await send();
    }
    const text = await response.text();
    expect(response.status, `${command}\n${text}`).toBeLessThan(300);
    this.last = JSON.parse(text);
    return text;
  }
}

/** The commands of a block, each with the `# {...}` answer printed after it, when there is one. */
function commandsOf(block: string): Array<{ command: string; answer: string | null }> {
  const commands: Array<{ command: string; answer: string | null }> = [];
  let pending = "";
  for (const line of block.split("\n")) {
    const answer = /^#\s?(\s*[{}"[\]].*)$/.exec(line);
    if (answer && commands.length > 0 && pending === "") {
      const last = commands.at(-1)!;
      last.answer = (last.answer ?? "") + answer[1];
      continue;
    }
    // Inside a quote (a JSON body over several lines) the line is taken whole.
    const code = openQuote(pending) ? line : stripComment(line);
    if (openQuote(pending + code)) {
      pending += `${code}\n`;
      continue;
    }
    if (code.trimEnd().endsWith("\\")) {
      pending += `${code.trimEnd().slice(0, -1)} `;
      continue;
    }
    const whole = (pending + code).trim();
    pending = "";
    for (const command of split(whole, ";")) commands.push({ command, answer: null });
  }
  return commands;
}

let key: string;
beforeAll(async () => {
  const org = await createOrganization({ freeCredits: 1000 });
  key = (await issueKey(org.id)).secret;
});

const blocks = runnableBlocks();
const shells = new Map<string, Shell>();

describe("the docs' runnable examples", () => {
  it("are marked in the README and the guides", () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(new Set(blocks.map((b) => b.file))).toContain("README.md");
  });

  it.each(blocks.map((b) => [`${b.file}:${b.line}`, b] as const))("%s runs as written", async (_where, block) => {
    // One shell per file, as a reader runs a guide's blocks one after another in one terminal.
    const shell = shells.get(block.file) ?? new Shell({ BASE, KEY: key });
    shells.set(block.file, shell);
    for (const { command, answer } of commandsOf(block.text)) {
      await shell.pipeline(command);
      if (answer === null) continue;
      let printed: unknown;
      try {
        printed = JSON.parse(answer);
      } catch {
        continue; // an abridged answer ("...") is for reading only
      }
      const { engineVersion: _printedVersion, ...expected } = printed as Record<string, unknown>;
      expect(shell.last, `${block.file}:${block.line}: ${command}`).toMatchObject(expected);
    }
  });
});
