import { database } from "../../../db/client.ts";
import { findProject } from "../../../db/projects.ts";
import { insertEndpoint } from "../../../db/webhooks.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { validationError } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { newId } from "../../../lib/ids.ts";
import { sealSecret } from "../../../lib/sealed-secrets.ts";
import { newSigningSecret } from "../../../webhooks/secrets.ts";
import { managementBase } from "../schema.ts";
import { CreatedEndpoint, CreateEndpointBody, endpointRecord, uniqueEventTypes } from "./schema.ts";
import { acceptedUrl, requireSameEnvironment } from "./shared.ts";

export const createWebhookEndpointRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: "/api/v1/management/webhook-endpoints",
  operationId: "createWebhookEndpoint",
  example: {
    body: {
      environment: "test",
      projectId: "my-app",
      label: "Tournament results",
      url: "https://hooks.example.com/pokerworks",
      eventTypes: ["tournament.completed"],
    },
    response: {
      status: 201,
      body: {
        endpoint: {
          id: "we_01M82J8G7FdL9mAlI1PTVFLdyf",
          environment: "test",
          projectId: "my-app",
          label: "Tournament results",
          url: "https://hooks.example.com/pokerworks",
          eventTypes: ["tournament.completed"],
          status: "active",
          lastVerifiedAt: null,
          lastVerificationStatus: null,
          secretRotatedAt: null,
          createdAt: "2026-11-22T21:23:11.727Z",
          updatedAt: "2026-11-22T21:23:11.727Z",
        },
        secret: { secret: "whsec_mX86zflYipRYcjJKd2funriw+rAPAh1BTxVBWOkag48=", createdAt: "2026-11-22T21:23:11.727Z" },
      },
    },
  },
  summary: "Create a webhook endpoint (its signing secret is shown once)",
  description: prose(
    "Creates an `active` endpoint in the key's environment; `environment` must be the key's (403 environment_mismatch otherwise).",
    "`projectId` must be an existing project of the organization (a project-restricted key: its own project), else 400 at /projectId.",
    "`eventTypes` lists what the endpoint receives: `tournament.completed`, `table.seat_closed`, `tournament.started`, `tournament.entry_eliminated` (duplicates are dropped).",
    "",
    "URL policy: `live` endpoints need `https` and a public host; `test` endpoints may also use `http`, and target loopback only where the service runs with `WEBHOOK_ALLOW_LOOPBACK` (local development).",
    "Refused everywhere: user information (`user:pass@`), `localhost` and other local-only names (`*.local`, `*.internal`, single labels), and IP literals outside public unicast, in any spelling (private, loopback, link-local and unique-local ranges, IPv4 or IPv6, IPv4-mapped, decimal or hex).",
    "A refused URL is 400 at /url with code `not_allowed` (the message says why); the URL is stored normalized (lowercase host, default port dropped).",
    "Creation does not call the URL.",
    "",
    "The answer carries the signing secret, `whsec_` + base64 of 32 random bytes, and `cache-control: no-store`: it is shown here once and never again (it is stored encrypted).",
    "Deliveries are signed with it per Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`.",
  ),
  request: { body: CreateEndpointBody },
  responses: { 201: { description: "The new endpoint and its signing secret (shown once).", schema: CreatedEndpoint } },
  errors: ["environment_mismatch"],
  async handler({ env, body, tenant }) {
    requireSameEnvironment(tenant, body.environment);
    const url = acceptedUrl(env, tenant.environment, body.url);
    const db = database(env.DB);
    const visible = tenant.projectId === null || tenant.projectId === body.projectId;
    if (!visible || !(await findProject(db, tenant, body.projectId))) {
      throw validationError([{ path: "/projectId", code: "not_found", message: "no project with this id in the organization" }]);
    }
    const now = nowIso();
    const id = newId("we_");
    const secret = newSigningSecret();
    const row = {
      id,
      organizationId: tenant.organizationId,
      environment: tenant.environment,
      projectId: body.projectId,
      label: body.label,
      url,
      eventTypes: uniqueEventTypes(body.eventTypes),
      status: "active" as const,
      secret: await sealSecret(env, secret, id),
      secretCreatedAt: now,
      previousSecret: null,
      previousSecretExpiresAt: null,
      secretRotatedAt: null,
      lastVerifiedAt: null,
      lastVerificationStatus: null,
      createdAt: now,
      updatedAt: now,
    };
    await insertEndpoint(db, row);
    return { status: 201, headers: { "cache-control": "no-store" }, body: { endpoint: endpointRecord(row), secret: { secret, createdAt: now } } };
  },
});
