import { database } from "../../../db/client.ts";
import { updateProject } from "../../../db/projects.ts";
import type { ProjectRow } from "../../../db/schema.ts";
import { notFound } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { managementBase } from "../schema.ts";
import { normalizeOrigins, ProjectEnvelope, ProjectParams, projectRecord, UpdateProjectBody } from "./schema.ts";

export const updateProjectRoute = defineRoute({
  ...managementBase,
  method: "PATCH",
  path: "/api/v1/management/projects/{projectId}",
  operationId: "updateProject",
  example: {
    params: { projectId: "my-app" },
    body: { allowedOrigins: ["https://app.example.com", "http://localhost:5173"] },
    response: {
      status: 200,
      body: {
        project: {
          projectId: "my-app",
          name: "My app",
          allowedOrigins: ["https://app.example.com", "http://localhost:5173"],
          createdAt: "2026-11-22T21:23:11.708Z",
          updatedAt: "2026-11-22T21:23:11.711Z",
        },
      },
    },
  },
  summary: "Update a project's name or allowed origins",
  description: prose(
    "Needs a management token (a key with the `management` scope).",
    "`allowedOrigins` replaces the whole list and is validated and normalized as on create.",
    "`projectId` cannot change.",
    "A project-restricted key can update only its own project (others are 404).",
  ),
  request: { params: ProjectParams, body: UpdateProjectBody },
  responses: { 200: { description: "The updated project.", schema: ProjectEnvelope } },
  errors: ["not_found"],
  check: ({ body }) => {
    if (body.allowedOrigins === undefined) return undefined;
    const { origins, errors } = normalizeOrigins(body.allowedOrigins);
    failIfAny(errors);
    return origins;
  },
  async handler({ env, params, body, principal, tenant }, origins) {
    if (principal.projectId !== null && principal.projectId !== params.projectId) throw notFound("project");
    const patch: Partial<Pick<ProjectRow, "name" | "allowedOrigins">> & { updatedAt: string } = { updatedAt: nowIso() };
    if (body.name !== undefined) patch.name = body.name;
    if (origins !== undefined) patch.allowedOrigins = origins;
    const row = await updateProject(database(env.DB), tenant, params.projectId, patch);
    if (!row) throw notFound("project");
    return { body: { project: projectRecord(row) } };
  },
});
