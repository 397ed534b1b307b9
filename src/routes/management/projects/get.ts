import { database } from "../../../db/client.ts";
import { findProject } from "../../../db/projects.ts";
import { notFound } from "../../../http/errors.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { ProjectEnvelope, ProjectParams, projectRecord } from "./schema.ts";

export const getProjectRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/projects/{projectId}",
  operationId: "getProject",
  example: {
    params: { projectId: "my-app" },
    response: {
      status: 200,
      body: {
        project: {
          projectId: "my-app",
          name: "My app",
          allowedOrigins: ["https://app.example.com"],
          createdAt: "2026-11-22T21:23:11.694Z",
          updatedAt: "2026-11-22T21:23:11.694Z",
        },
      },
    },
  },
  summary: "Get a project",
  description: "Another organization's project, and for a project-restricted key any other project, is 404.",
  request: { params: ProjectParams },
  responses: { 200: { description: "The project.", schema: ProjectEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, principal, tenant }) {
    const restricted = principal.projectId !== null && principal.projectId !== params.projectId;
    const row = restricted ? undefined : await findProject(database(env.DB), tenant, params.projectId);
    if (!row) throw notFound("project");
    return { body: { project: projectRecord(row) } };
  },
});
