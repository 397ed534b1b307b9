import {
  type CallToolResult,
  McpServer,
  ProtocolError,
  ProtocolErrorCode,
  ResourceTemplate,
  type StandardSchemaWithJSON,
  type ToolAnnotations,
} from "@modelcontextprotocol/server";
import * as v from "valibot";
import type { Principal } from "../domain/keys.ts";
import { ENGINE_VERSION } from "../engine/version.ts";
import { IdempotencyKeySchema } from "../http/idempotency.ts";
import type { AnyRoute } from "../http/route.ts";
import { calculationRoutes } from "../routes/calculations/index.ts";
import { getTournamentCatalogRoute } from "../routes/management/catalog/get-catalog.ts";
import { getTournamentPresetRoute } from "../routes/management/catalog/get-preset.ts";
import { completeTournamentRoute } from "../routes/management/tournaments/complete.ts";
import { createTournamentRoute } from "../routes/management/tournaments/create.ts";
import { publishTournamentRoute } from "../routes/management/tournaments/publish.ts";
import { registerEntryRoute } from "../routes/management/tournaments/register-entry.ts";
import { callRoute, type Problem, type RouteCall, type RouteOutcome } from "./run-route.ts";
import { summarize, summarizeManagement } from "./summaries.ts";
import { registerTableTools } from "./table-tools.ts";
import { toolSchema } from "./tool-schema.ts";

/**
 * The management operations an assistant may run. Each is a write: the ones whose route takes an
 * idempotency key require it as `idempotencyKey`; registering an entry is made safe to retry by its
 * `playerRef` instead (one entry per player and tournament, a repeat is 409 conflict).
 */
const MANAGEMENT_TOOLS: AnyRoute[] = [createTournamentRoute, publishTournamentRoute, registerEntryRoute, completeTournamentRoute];

/**
 * Whether a tool requires `idempotencyKey` (sent as `x-idempotency-key`): every route that takes one,
 * except registration, which the REST route also makes safe to retry by `playerRef` (a repeat is 409
 * conflict carrying the existing entryId), so an assistant needs no key there.
 */
const takesIdempotencyKey = (route: AnyRoute) => route !== registerEntryRoute && route.request?.headers?.["x-idempotency-key"] !== undefined;

const CATALOG_URI = "pokerworks://catalog";
const PRESET_URI = "pokerworks://presets/{presetKey}";

/** What every tool and resource call of one /mcp request shares. */
export type McpCallContext = Omit<RouteCall, "params" | "body" | "bodyJson" | "idempotencyKey"> & {
  /** A calculation tool call's arguments as the client sent them (src/mcp/message.ts). */
  argumentsJson?: string;
};

/** calculateHoldemEquity -> holdem_equity; createTournament -> create_tournament. */
function toolName(route: AnyRoute): string {
  return route.operationId
    .replace(/^calculate/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase();
}

/** A tool as the SDK registers it: name and configuration, built once per isolate (see `toolDefinitions`). */
interface ToolDefinition {
  route: AnyRoute;
  name: string;
  config: {
    title: string;
    description: string;
    inputSchema: StandardSchemaWithJSON;
    outputSchema: StandardSchemaWithJSON;
    annotations: ToolAnnotations;
  };
}

interface ManagementToolDefinition extends ToolDefinition {
  /** The route's path parameters, which the tool takes as arguments beside the body's fields. */
  paramEntries: v.ObjectEntries;
}

let definitions: { calculations: ToolDefinition[]; management: ManagementToolDefinition[]; calculationNames?: Set<string> } | undefined;

/**
 * Every tool's name, description and schemas, built on the first /mcp request and kept for the life
 * of the isolate: they depend only on the route registry, never on the key or the request, and
 * building them per request (descriptions, the management tools' argument schemas, the JSON Schemas)
 * cost more CPU than a small calculation.
 */
function toolDefinitions(): NonNullable<typeof definitions> {
  definitions ??= {
    calculations: calculationRoutes.map((route) => ({
      route,
      name: toolName(route),
      config: {
        title: route.summary,
        description: `${route.summary}. ${route.description ?? ""}`.trim(),
        inputSchema: toolSchema(route.request!.body!),
        outputSchema: toolSchema(route.responses[200]!.schema!),
        annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false, destructiveHint: false },
      },
    })),
    management: MANAGEMENT_TOOLS.map((route) => {
      const paramEntries = objectEntries(route.request?.params);
      const keyed = takesIdempotencyKey(route);
      const entries: v.ObjectEntries = { ...paramEntries, ...objectEntries(route.request?.body) };
      if (keyed) entries.idempotencyKey = IdempotencyKeySchema;
      const input = v.strictObject(entries);
      const success = Object.entries(route.responses).find(([status]) => status.startsWith("2"))!;
      const retry = keyed
        ? "MCP: `idempotencyKey` is required (sent as x-idempotency-key); a retry with the same key replays the first answer."
        : "MCP: a retry is safe: one entry per `playerRef` and tournament, so a repeat is 409 conflict, never a second entry.";
      return {
        route,
        name: toolName(route),
        paramEntries,
        config: {
          title: route.summary,
          description: `${route.summary}. ${route.description ?? ""}\n\n${retry} The text answer is one line with the ids the next call needs; the full answer is the structured content.`,
          inputSchema: toolSchema(input),
          outputSchema: toolSchema(success[1].schema!),
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: keyed, openWorldHint: false },
        },
      };
    }),
  };
  return definitions;
}

/**
 * One server per /mcp request (stateless; the SDK serves one exchange per instance): the tools and
 * resources this key may use, registered from the per-isolate definitions, so that building it costs
 * only the per-request handlers. Calculation tools are listed for every key (a key without the
 * calculations scope gets the REST 403 as a tool error, `forbidden`); management tools and the
 * catalog resources only for keys with the management scope.
 */
export function buildMcpServer(principal: Principal, call: McpCallContext): McpServer {
  const server = new McpServer({ name: "pokerworks", version: ENGINE_VERSION }, { instructions: INSTRUCTIONS });
  const { calculations, management } = toolDefinitions();
  for (const tool of calculations) registerCalculation(server, tool, call);
  if (principal.scopes.includes("management")) {
    for (const tool of management) registerManagement(server, tool, call);
    registerCatalog(server, call);
    registerTableTools(server, call);
  }
  return server;
}

const INSTRUCTIONS =
  "Deterministic poker calculations (play money only; no strategy advice). Each successful calculation costs one credit, exactly like the REST API. Errors carry the API's problem `code`.";

function registerCalculation(server: McpServer, { route, name, config }: ToolDefinition, call: McpCallContext): void {
  server.registerTool(name, config, async (args: unknown) => {
    // The arguments are the REST body: sent as the client wrote them when the handler kept them so.
    const body = call.argumentsJson !== undefined ? { bodyJson: call.argumentsJson } : { body: args };
    return toolResult(route, await callRoute(route, { ...call, ...body }), call.requestId);
  });
}

/** The calculation tools' names: their arguments may reach the REST pipeline as the client's text. */
export function calculationToolNames(): ReadonlySet<string> {
  const defs = toolDefinitions();
  defs.calculationNames ??= new Set(defs.calculations.map((tool) => tool.name));
  return defs.calculationNames;
}

/**
 * A management tool's arguments are the route's path parameters, its body's fields and a required
 * `idempotencyKey` (sent as `x-idempotency-key`), side by side; error paths name them the same way.
 */
function registerManagement(server: McpServer, { route, name, config, paramEntries }: ManagementToolDefinition, call: McpCallContext): void {
  server.registerTool(name, config, async (args: unknown) => {
    const record = (args && typeof args === "object" ? args : {}) as Record<string, unknown>;
    const params: Record<string, string> = {};
    const body: Record<string, unknown> = {};
    const unknown: string[] = [];
    let idempotencyKey: string | undefined;
    const keyed = takesIdempotencyKey(route);
    for (const [name, value] of Object.entries(record)) {
      if (name === "idempotencyKey" && keyed) idempotencyKey = typeof value === "string" ? value : undefined;
      else if (name in paramEntries) params[name] = typeof value === "string" ? value : JSON.stringify(value);
      else if (route.request?.body) body[name] = value;
      else unknown.push(name);
    }
    const missingKey = keyed && (idempotencyKey === undefined || !v.is(IdempotencyKeySchema, idempotencyKey));
    if (missingKey || unknown.length > 0) {
      return problemResult({
        code: "validation_failed",
        status: 400,
        detail: "The arguments are not valid.",
        requestId: call.requestId,
        errors: [
          ...(missingKey ? [{ path: "/idempotencyKey", code: "invalid_value", message: "1..255 printable ASCII characters are required" }] : []),
          ...unknown.map((name) => ({ path: `/${name}`, code: "unknown_field", message: "not an argument of this tool" })),
        ],
      });
    }
    const outcome = await callRoute(route, {
      ...call,
      params,
      body: route.request?.body ? body : undefined,
      ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    });
    return toolResult(route, renameParamPaths(outcome), call.requestId, params);
  });
}

function registerCatalog(server: McpServer, call: McpCallContext): void {
  server.registerResource(
    "tournament-catalog",
    CATALOG_URI,
    { title: getTournamentCatalogRoute.summary, description: getTournamentCatalogRoute.description, mimeType: "application/json" },
    async (uri) => resourceResult(uri.href, await callRoute(getTournamentCatalogRoute, call)),
  );
  server.registerResource(
    "tournament-preset",
    new ResourceTemplate(PRESET_URI, {
      list: async () => {
        const outcome = await callRoute(getTournamentCatalogRoute, call);
        const presets = outcome.ok ? (outcome.body.presets as Array<{ presetKey: string; name?: string }>) : [];
        return {
          resources: presets.map((p) => ({
            uri: PRESET_URI.replace("{presetKey}", p.presetKey),
            name: p.presetKey,
            title: p.name ?? p.presetKey,
            mimeType: "application/json",
          })),
        };
      },
    }),
    { title: getTournamentPresetRoute.summary, description: getTournamentPresetRoute.description, mimeType: "application/json" },
    async (uri, variables) => {
      const presetKey = String(variables.presetKey ?? "");
      return resourceResult(uri.href, await callRoute(getTournamentPresetRoute, { ...call, params: { presetKey } }));
    },
  );
}

function toolResult(route: AnyRoute, outcome: RouteOutcome, requestId: string, params?: Record<string, string>): CallToolResult {
  if (!outcome.ok) return problemResult(outcome.problem);
  const text = route.cost
    ? summarize(route.operationId, route.summary, outcome.body)
    : summarizeManagement(route.operationId, route.summary, outcome.body, params ?? {});
  return {
    content: [{ type: "text", text }],
    structuredContent: outcome.body,
    _meta: {
      "pokerworks/requestId": requestId,
      ...(outcome.creditsRemaining !== null ? { "pokerworks/creditsRemaining": outcome.creditsRemaining } : {}),
    },
  };
}

/** A tool error: the problem's `code` and detail in one line, then the whole problem (field errors included). */
function problemResult(problem: Problem): CallToolResult {
  return {
    isError: true,
    content: [
      { type: "text", text: `${problem.code}: ${problem.detail}` },
      { type: "text", text: JSON.stringify(problem) },
    ],
    _meta: { "pokerworks/problem": problem },
  };
}

/** A resource's contents: the REST body as JSON; a REST error becomes a protocol error carrying the problem. */
function resourceResult(uri: string, outcome: RouteOutcome) {
  if (!outcome.ok) {
    const code = outcome.problem.code === "not_found" ? ProtocolErrorCode.ResourceNotFound : ProtocolErrorCode.InternalError;
    throw new ProtocolError(code, `${outcome.problem.code}: ${outcome.problem.detail}`, outcome.problem);
  }
  return { contents: [{ uri, mimeType: "application/json", text: JSON.stringify(outcome.body) }] };
}

/** The entries of an object schema (path parameters, a body), or none. */
function objectEntries(schema: v.GenericSchema | undefined): v.ObjectEntries {
  return schema && "entries" in schema ? (schema.entries as v.ObjectEntries) : {};
}

/** REST names path parameters /params/<name> and the header /headers/x-idempotency-key; the tool has them as arguments. */
function renameParamPaths(outcome: RouteOutcome): RouteOutcome {
  if (outcome.ok || !outcome.problem.errors) return outcome;
  const errors = outcome.problem.errors.map((e) => ({
    ...e,
    path: e.path.replace(/^\/params\//, "/").replace(/^\/headers\/x-idempotency-key$/, "/idempotencyKey"),
  }));
  return { ...outcome, problem: { ...outcome.problem, errors } };
}
