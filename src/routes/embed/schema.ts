import * as v from "valibot";
import type { FieldError } from "../../http/errors.ts";
import { failIfAny } from "../../http/validate.ts";
import { normalizeOrigin, originOfUrl } from "../../lib/origins.ts";
import { IdParamSchema, ProjectIdSchema } from "../management/schema.ts";
import { EnvironmentSchema, TimestampSchema, text } from "../schemas.ts";

/** Shapes of the embed-session routes (CONTRACT.md 4.8). */

const MAX_TABLE_IDS = 100;
const OriginInput = v.pipe(v.string(), v.minLength(1), v.maxLength(240));

export const CreateEmbedSessionBody = v.strictObject({
  environment: EnvironmentSchema,
  mode: v.literal("spectator"),
  origin: v.pipe(OriginInput, v.url("must be an origin such as https://app.example.com")),
  productKey: v.pipe(v.string(), v.minLength(1), v.maxLength(120), v.regex(/^[a-z0-9-]+$/, "must use only a-z, 0-9 and '-'")),
  projectId: ProjectIdSchema,
  returnUrl: v.pipe(v.string(), v.minLength(1), v.maxLength(2048), v.url("must be an absolute URL")),
  target: v.strictObject({
    ringGameId: text(1, 128),
    tableIds: v.optional(v.pipe(v.array(text(1, 128)), v.minLength(1), v.maxLength(MAX_TABLE_IDS))),
  }),
});
type CreateBody = v.InferOutput<typeof CreateEmbedSessionBody>;

/** The create body's rules beyond its schema: both origins well formed, no table twice. Returns the origins normalized. */
export function checkCreateBody({ body }: { body: CreateBody }): { origin: string; returnOrigin: string } {
  const errors: FieldError[] = [];
  const origin = normalizeOrigin(body.origin);
  if (origin === null)
    errors.push({ path: "/origin", code: "invalid_format", message: "an origin is http(s)://host[:port] with no path, query or fragment" });
  const returnOrigin = originOfUrl(body.returnUrl);
  if (returnOrigin === null) errors.push({ path: "/returnUrl", code: "invalid_format", message: "must be an http(s) URL without user information" });
  (body.target.tableIds ?? []).forEach((tableId, i, all) => {
    if (all.indexOf(tableId) !== i) errors.push({ path: `/target/tableIds/${i}`, code: "duplicate", message: `table ${tableId} is listed twice` });
  });
  failIfAny(errors);
  return { origin: origin!, returnOrigin: returnOrigin! };
}

export const LaunchEnvelope = v.object({
  launch: v.object({
    embedSessionId: v.string(),
    expiresAt: TimestampSchema,
    launchSecretTransport: v.literal("url_fragment"),
    launchUrl: v.string(),
  }),
});

export const EmbedSessionParams = v.object({ embedSessionId: IdParamSchema });

export const OpenEmbedSessionBody = v.strictObject({
  // Any length a secret could have: a wrong secret is 403 invalid_launch_secret after the 404 and 410 checks.
  launchSecret: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  origin: OriginInput,
  tableId: text(1, 128),
});

/** The open body's origin, normalized (a malformed one is 400 at /origin). */
export function checkOpenBody({ body }: { body: v.InferOutput<typeof OpenEmbedSessionBody> }): { origin: string } {
  const origin = normalizeOrigin(body.origin);
  if (origin === null)
    failIfAny([{ path: "/origin", code: "invalid_format", message: "an origin is http(s)://host[:port] with no path, query or fragment" }]);
  return { origin: origin! };
}

export const OpenedSession = v.object({
  brand: v.string(),
  embedSessionId: v.string(),
  expiresAt: TimestampSchema,
  mode: v.literal("spectator"),
  productKey: v.string(),
  ringGameId: v.string(),
  tableId: v.string(),
});
