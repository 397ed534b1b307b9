import type { CallToolResult, McpServer } from "@modelcontextprotocol/server";
import * as v from "valibot";
import type { Env } from "../env.ts";
import { runRoute } from "../http/pipeline.ts";
import type { AnyRoute } from "../http/route.ts";
import { IdParamSchema } from "../routes/management/schema.ts";
import { getTableRoute } from "../routes/management/tables/get.ts";
import { getHandRoute } from "../routes/management/tables/get-hand.ts";
import { listHandsRoute } from "../routes/management/tables/list-hands.ts";
import { getStandingsRoute, listTournamentTablesRoute } from "../routes/management/tournaments/standings.ts";
import { toolSchema } from "./tool-schema.ts";

/**
 * Read-only MCP tools for hosted tables (CONTRACT.md 10.1): a table's public state, its finished hands and
 * one hand's history; and for tournaments the service runs (CONTRACT.md 11): standings and tables. Like every tool they run the REST route through the pipeline (same key, scope,
 * tenancy, validation, rate limit and usage rows). No tool acts for a player, seats anyone or tells
 * anyone what to do (CONTRACT.md 10.3): the table's state is what every spectator may see, and hands
 * are listed only once finished.
 */

/** What a tool call hands the pipeline: the /mcp request (its key) and the request's context. */
export interface TableToolContext {
  request: Request;
  env: Env;
  executionContext: ExecutionContext;
  requestId: string;
}

interface TableTool {
  name: string;
  route: AnyRoute;
  input: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** Arguments that are path parameters; the others go to the query string. */
  params: string[];
}

const TOOLS: TableTool[] = [
  { name: "get_table", route: getTableRoute, input: v.object({ tableId: IdParamSchema }), params: ["tableId"] },
  {
    name: "list_table_hands",
    route: listHandsRoute,
    input: v.object({
      tableId: IdParamSchema,
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
      cursor: v.optional(v.string()),
    }),
    params: ["tableId"],
  },
  {
    name: "get_table_hand",
    route: getHandRoute,
    input: v.object({
      tableId: IdParamSchema,
      handNumber: v.pipe(v.number(), v.integer(), v.minValue(1)),
      format: v.optional(v.picklist(["ohh", "phh", "json"])),
    }),
    params: ["tableId", "handNumber"],
  },
  { name: "get_tournament_standings", route: getStandingsRoute, input: v.object({ tournamentId: IdParamSchema }), params: ["tournamentId"] },
  { name: "list_tournament_tables", route: listTournamentTablesRoute, input: v.object({ tournamentId: IdParamSchema }), params: ["tournamentId"] },
];

/** Registers the read-only table tools (for keys with the management scope). */
export function registerTableTools(server: McpServer, call: TableToolContext): void {
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.route.summary,
        description: `${tool.route.summary}. ${tool.route.description ?? ""}`.trim(),
        // Rendered once per isolate and frozen (tool-schema.ts): every /mcp request builds a server.
        inputSchema: toolSchema(tool.input),
        outputSchema: toolSchema(tool.route.responses[200]!.schema!),
        annotations: { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false },
      },
      async (args: unknown) => runTool(tool, args, call),
    );
  }
}

async function runTool(tool: TableTool, args: unknown, call: TableToolContext): Promise<CallToolResult> {
  const record = (args && typeof args === "object" ? args : {}) as Record<string, unknown>;
  const params: Record<string, string> = {};
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined) continue;
    const text = typeof value === "string" ? value : JSON.stringify(value);
    if (tool.params.includes(name)) params[name] = text;
    else query.set(name, text);
  }
  const path = tool.route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const headers = new Headers();
  const authorization = call.request.headers.get("authorization");
  if (authorization) headers.set("authorization", authorization);
  const search = query.toString() ? `?${query}` : "";
  const request = new Request(new URL(path + search, call.request.url), { method: "GET", headers });
  const { response } = await runRoute(tool.route, request, call.env, call.executionContext, params, call.requestId);
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!response.ok) {
    const problem = { ...body, errors: renamePaths(body.errors) };
    return {
      isError: true,
      content: [
        { type: "text", text: `${String(body.code)}: ${String(body.detail)}` },
        { type: "text", text: JSON.stringify(problem) },
      ],
      _meta: { "pokerworks/problem": problem },
    };
  }
  return {
    content: [{ type: "text", text: `${tool.route.summary}: done` }],
    structuredContent: body,
    _meta: { "pokerworks/requestId": call.requestId },
  };
}

/** REST names path parameters /params/<name> and query fields /query/<name>; the tool has them as arguments. */
function renamePaths(errors: unknown): unknown {
  if (!Array.isArray(errors)) return errors;
  return errors.map((e: { path?: string }) => ({ ...e, path: e.path?.replace(/^\/(params|query)\//, "/") }));
}
