import { database } from "../../../db/client.ts";
import { insertProject } from "../../../db/projects.ts";
import { ApiError } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { managementBase } from "../schema.ts";
import { CreateProjectBody, normalizeOrigins, ProjectEnvelope } from "./schema.ts";

export const createProjectRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: "/api/v1/management/projects",
  operationId: "createProject",
  example: {
    body: { projectId: "my-app", name: "My app", allowedOrigins: ["https://app.example.com"] },
    response: {
      status: 201,
      body: {
        project: {
          projectId: "my-app",
          name: "My app",
          allowedOrigins: ["https://app.example.com"],
          createdAt: "2026-11-22T21:23:11.666Z",
          updatedAt: "2026-11-22T21:23:11.666Z",
        },
      },
    },
  },
  summary: "Create a project",
  description: prose(
    "Projects are organization-wide (both environments).",
    "`projectId` is 1..160 characters of `[A-Za-z0-9_-]`, unique within the organization (a duplicate is 409 conflict).",
    "`allowedOrigins` holds at most 25 origins `http(s)://host[:port]` with no path (not even `/`), query or fragment; they are normalized (lowercase scheme and host, default port dropped) and duplicates are removed.",
    "A key restricted to a project cannot create projects (403).",
  ),
  request: { body: CreateProjectBody },
  responses: { 201: { description: "The new project.", schema: ProjectEnvelope } },
  errors: ["conflict", "forbidden"],
  check: ({ body }) => {
    const { origins, errors } = normalizeOrigins(body.allowedOrigins);
    failIfAny(errors);
    return origins;
  },
  async handler({ env, body, principal, tenant }, origins) {
    if (principal.projectId !== null) throw new ApiError("forbidden", "A key restricted to a project cannot create projects.");
    const now = nowIso();
    const row = { projectId: body.projectId, name: body.name, allowedOrigins: origins, createdAt: now, updatedAt: now };
    if (!(await insertProject(database(env.DB), tenant, row))) {
      throw new ApiError("conflict", `This organization already has a project '${body.projectId}'.`);
    }
    return { status: 201, body: { project: { ...row, allowedOrigins: origins } } };
  },
});
