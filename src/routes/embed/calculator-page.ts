import * as v from "valibot";
import { database } from "../../db/client.ts";
import { findActiveKeyByHash } from "../../db/keys.ts";
import { findProject } from "../../db/projects.ts";
import { CALCULATOR_GAMES, CALCULATORS, type CalculatorKind, calculatorPageHeaders, renderCalculatorPage } from "../../embed/calculators.ts";
import type { Env } from "../../env.ts";
import { keyKindOf, PUBLISHABLE_KEY } from "../../http/auth.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { sha256Hex } from "../../http/secrets.ts";
import { validationError } from "../../http/validate.ts";
import { randomBase62 } from "../../lib/ids.ts";
import { normalizeOrigin } from "../../lib/origins.ts";

const CalculatorParams = v.object({ calculator: v.picklist(Object.keys(CALCULATORS) as CalculatorKind[]) });
const CalculatorQuery = v.object({
  key: v.optional(v.pipe(v.string(), v.maxLength(200)), ""),
  origin: v.optional(v.pipe(v.string(), v.maxLength(300)), ""),
  game: v.optional(
    v.pipe(
      v.picklist(CALCULATOR_GAMES),
      v.description(
        "The equity calculator's game: `nlhe` (default), `plo4` or `plo5` (pot-limit Omaha, 4 or 5 hole cards); only `nlhe` for the others.",
      ),
    ),
    "nlhe",
  ),
});

/**
 * The project's allowedOrigins when `key` is a live publishable key and `origin` one of them; empty otherwise.
 * Looked up server-side, so the frame's CSP names exactly the sites that may show this key's calculators.
 */
async function framingOrigins(env: Env, key: string, origin: string): Promise<string[]> {
  const host = normalizeOrigin(origin);
  if (!PUBLISHABLE_KEY.test(key) || host === null) return [];
  const db = database(env.DB);
  const row = await findActiveKeyByHash(db, await sha256Hex(key));
  if (!row || keyKindOf(row.prefix) !== "publishable" || row.projectId === null) return [];
  const project = await findProject(db, { organizationId: row.organizationId }, row.projectId);
  return project?.allowedOrigins.includes(host) ? project.allowedOrigins : [];
}

export const calculatorPageRoute = defineRoute({
  method: "GET",
  path: "/embed/calculators/{calculator}",
  operationId: "getCalculatorPage",
  example: {
    params: { calculator: "equity" },
    query: { key: "pk_test_4eC39HqLyjWDarjtT1zdp7dcKfBf3nqW5sT7QZXq", origin: "https://app.example.com" },
    response: {
      status: 200,
      body: '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="referrer" content="no-referrer">\n…',
    },
  },
  summary: "A calculator's frame page (HTML, framed by the loader's elements)",
  description: prose(
    "The page a `<pokerworks-*>` element of /embed/v1.js frames: `calculator` is `equity`, `icm-deal`, `payouts` or `blinds`; `key` the element's publishable key; `origin` the host page's origin (the only target of the page's messages); `game` (equity only) `nlhe`, `plo4` or `plo5`: an Omaha equity calculator takes 4- or 5-card hands and calls `POST /v1/calculations/equity/omaha`.",
    "The key is looked up here: when it is a live publishable key and `origin` one of its project's `allowedOrigins`, `Content-Security-Policy: frame-ancestors` lists those origins and the page runs its calculator; otherwise (unknown, revoked or secret key, another origin) `frame-ancestors 'none'`, so browsers show nothing, and the page says the calculator is not available.",
    "The page calls the calculation (same origin, with the publishable key: metered and rate-limited like any key), shows the API's field errors at their fields, and draws the answer.",
    "It talks to its host only by `postMessage` to `origin`: `pw:ready`, `pw:resize` (`height`), `pw:result` (`request`, `result`), `pw:error` (`status`, `problem`); it reads only `pw:init` (`inputs`: the request body; `theme`; `vars`: `--pw-*` CSS variables) from its parent window of that origin. Opened outside a frame, it does nothing.",
    "",
    "Headers: `Content-Security-Policy` (`default-src 'none'`, the page's nonce for its one script and style, `connect-src 'self'`, `frame-ancestors` as above); `Referrer-Policy: no-referrer`; `cache-control: no-store`.",
  ),
  tags: ["embed"],
  visibility: "public",
  auth: { kind: "public" },
  request: { params: CalculatorParams, query: CalculatorQuery },
  responses: {
    200: {
      description: "The calculator page.",
      contentType: "text/html",
      schema: v.string(),
      headers: {
        "content-security-policy":
          "`default-src 'none'`, the page's nonce for its one script and style, `connect-src 'self'`, `frame-ancestors` the key's project's `allowedOrigins` (`'none'` when the key or the origin is refused).",
        "referrer-policy": "`no-referrer`.",
        "cache-control": "`no-store`.",
      },
    },
  },
  async handler({ env, params, query }) {
    if (query.game !== "nlhe" && params.calculator !== "equity") {
      throw validationError([{ path: "/query/game", code: "not_allowed", message: "only the equity calculator has a game" }]);
    }
    const ancestors = await framingOrigins(env, query.key, query.origin);
    const accepted = ancestors.length > 0;
    const nonce = randomBase62(24);
    const page = renderCalculatorPage(
      {
        kind: params.calculator,
        key: accepted ? query.key : null,
        hostOrigin: accepted ? normalizeOrigin(query.origin) : null,
        ...(params.calculator === "equity" ? { game: query.game } : {}),
      },
      nonce,
    );
    return { body: page, headers: calculatorPageHeaders(nonce, ancestors) };
  },
});
