import { ERROR_CODES } from "../../http/errors.ts";

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

interface Spec {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const code = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
/** Escaped prose with `backtick` spans shown as code, as in the descriptions' Markdown. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");

/** Server-rendered reference page: no scripts, no external assets, readable without JavaScript. */
export function renderDocsPage(spec: Spec): string {
  const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  const toc = operations
    .map(({ path, method, op }) => `<li><a href="#${op.operationId}"><code>${method} ${escapeHtml(path)}</code></a> ${escapeHtml(op.summary)}</li>`)
    .join("");
  const sections = operations
    .map(({ path, method, op }) => {
      const params = (op.parameters ?? [])
        .map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ", required" : ""})</li>`)
        .join("");
      const body = op.requestBody
        ? `<details><summary>Request body</summary>${code(op.requestBody.content["application/json"]?.schema)}</details>`
        : "";
      const responses = Object.entries(op.responses)
        .map(([status, r]) => {
          const schema = r.content ? Object.values(r.content)[0]?.schema : undefined;
          return `<details><summary><b>${status}</b> ${prose(r.description)}</summary>${schema ? code(schema) : ""}</details>`;
        })
        .join("");
      return `<section id="${op.operationId}"><h2><code>${method} ${escapeHtml(path)}</code></h2><p>${escapeHtml(op.summary)}</p>${op.description ? `<p>${prose(op.description)}</p>` : ""}${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ""}${body}<h3>Responses</h3>${responses}</section>`;
    })
    .join("\n");
  const errors = Object.entries(ERROR_CODES)
    .map(([name, [status, title]]) => `<tr id="${name}"><td><code>${name}</code></td><td>${status}</td><td>${escapeHtml(title)}</td></tr>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(spec.info.title)} reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1b1f24}code,pre{font:13px ui-monospace,monospace}pre{background:#f5f6f8;padding:.75rem;overflow:auto;border-radius:6px}section{border-top:1px solid #dde1e6;padding-top:.5rem}table{border-collapse:collapse}td{border:1px solid #dde1e6;padding:.2rem .5rem}h2 code{font-size:1.05rem}p code,summary code{background:#f5f6f8;padding:0 .2rem;border-radius:3px}</style></head>
<body><h1>${escapeHtml(spec.info.title)} <small>${escapeHtml(spec.info.version)}</small></h1>${spec.info.description
    .split("\n")
    .filter(Boolean)
    .map((l) => `<p>${prose(l)}</p>`)
    .join("")}
<p>The machine-readable contract is at <a href="/openapi.json"><code>/openapi.json</code></a>.</p>
<h2>Operations</h2><ul>${toc}</ul>${sections}
<section id="errors"><h2>Error codes</h2><table>${errors}</table></section></body></html>`;
}
