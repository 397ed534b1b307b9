/**
 * axe-core (Deque's accessibility engine) run inside a page's frame: the serious and critical violations of
 * the WCAG 2 A and AA rules, as `rule: target` lines. The engine is evaluated through the browser's
 * debugging protocol, so the embed page's strict CSP (no script but its own) stays on.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Frame } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
}

export async function seriousAxeViolations(frame: Frame): Promise<string[]> {
  if (!(await frame.evaluate("typeof window.axe === 'object'"))) await frame.evaluate(AXE_SOURCE);
  const result = await frame.evaluate<AxeResult>(
    `axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }).then((r) => ({ violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) })) }))`,
  );
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
}
