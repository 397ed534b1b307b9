import { database } from "../../db/client.ts";
import { findApiKey, insertApiKey, revokeApiKey } from "../../db/keys.ts";
import { findOrganization } from "../../db/organizations.ts";
import { findProject } from "../../db/projects.ts";
import type { ApiKeyRow } from "../../db/schema.ts";
import { keyKindOf } from "../../http/auth.ts";
import { ApiError, type FieldError } from "../../http/errors.ts";
import { defineRoute } from "../../http/route.ts";
import { sha256Hex } from "../../http/secrets.ts";
import { validationError } from "../../http/validate.ts";
import { nowIso } from "../../lib/clock.ts";
import { newId, randomBase62 } from "../../lib/ids.ts";
import { callMeter, meterFor } from "../../metering/client.ts";
import { adminBase, CreateKeyBody, IssuedKeySchema, KeyEnvelope, KeyParams, OrganizationParams } from "./schema.ts";

function keyRecord(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    kind: keyKindOf(row.prefix),
    environment: row.environment,
    scopes: row.scopes,
    projectId: row.projectId,
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
  };
}

export const createKey = defineRoute({
  ...adminBase,
  method: "POST",
  path: "/api/v1/admin/organizations/{orgId}/keys",
  operationId: "adminCreateKey",
  summary: "Issue an API key (the raw key is shown once): secret (sk_...) or publishable (pk_..., for calculator embeds)",
  request: { params: OrganizationParams, body: CreateKeyBody },
  responses: { 201: { description: "Issued", schema: IssuedKeySchema } },
  async handler({ env, params, body }) {
    const db = database(env.DB);
    const publishable = body.kind === "publishable";
    // A publishable key is made to be seen in a web page: one project's, calculations only.
    const shape: FieldError[] = [];
    if (publishable && body.projectId === undefined) {
      shape.push({ path: "/projectId", code: "required", message: "a publishable key belongs to a project (its allowedOrigins are where it works)" });
    }
    if (publishable && body.scopes !== undefined && (body.scopes.length !== 1 || body.scopes[0] !== "calculations")) {
      shape.push({ path: "/scopes", code: "invalid_value", message: "a publishable key has the scope 'calculations' only" });
    }
    if (!publishable && body.scopes === undefined) shape.push({ path: "/scopes", code: "required", message: "a secret key needs its scopes" });
    if (shape.length > 0) throw validationError(shape);
    if (!(await findOrganization(db, params.orgId))) throw new ApiError("not_found", "No such organization.");
    if (body.projectId !== undefined && !(await findProject(db, { organizationId: params.orgId }, body.projectId))) {
      throw validationError([{ path: "/projectId", code: "not_found", message: "no project with this id in the organization; create it first" }]);
    }
    // 40 base62 characters: about 238 bits of entropy.
    const secret = `${publishable ? "pk" : "sk"}_${body.environment}_${randomBase62(40)}`;
    const row: ApiKeyRow = {
      id: newId("key_"),
      organizationId: params.orgId,
      name: body.name,
      prefix: secret.slice(0, 12),
      hash: await sha256Hex(secret),
      environment: body.environment,
      scopes: publishable ? ["calculations"] : (body.scopes ?? []),
      projectId: body.projectId ?? null,
      createdAt: nowIso(),
      revokedAt: null,
    };
    await insertApiKey(db, row);
    return { status: 201, body: { key: keyRecord(row), secret }, headers: { "cache-control": "no-store" } };
  },
});

export const revokeKey = defineRoute({
  ...adminBase,
  method: "DELETE",
  path: "/api/v1/admin/organizations/{orgId}/keys/{keyId}",
  operationId: "adminRevokeKey",
  summary: "Revoke an API key; the next request with it is 401",
  request: { params: KeyParams },
  responses: { 200: { description: "Revoked", schema: KeyEnvelope } },
  async handler({ env, params }) {
    const db = database(env.DB);
    if (!(await findApiKey(db, params.orgId, params.keyId))) throw new ApiError("not_found", "No such key in this organization.");
    // The organization's meter first: Worker isolates cache key look-ups (src/http/key-cache.ts), and the
    // meter, which admits every keyed request, is what refuses the key on its next request. If it cannot
    // be told, nothing is revoked (503, retry); told again on a retry, it changes nothing.
    const revokedAt = nowIso();
    await callMeter(() => meterFor(env, params.orgId).revokeKey(params.keyId, revokedAt));
    await revokeApiKey(db, params.orgId, params.keyId, revokedAt);
    const row = await findApiKey(db, params.orgId, params.keyId);
    return { body: { key: keyRecord(row!) } };
  },
});
