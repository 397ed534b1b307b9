import { database } from "../../../db/client.ts";
import { pageOf } from "../../../db/page.ts";
import { listProjects } from "../../../db/projects.ts";
import { pageRequest } from "../../../http/page.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { ProjectList, ProjectListQuery, projectRecord } from "./schema.ts";

export const listProjectsRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/projects",
  operationId: "listProjects",
  example: {
    query: { limit: "10" },
    response: {
      status: 200,
      body: {
        object: "developer_projects",
        data: [
          {
            projectId: "my-app",
            name: "My app",
            allowedOrigins: ["https://app.example.com"],
            createdAt: "2026-11-22T21:23:11.680Z",
            updatedAt: "2026-11-22T21:23:11.680Z",
          },
        ],
        page: { limit: 10, hasMore: false, nextCursor: null },
      },
    },
  },
  summary: "List projects",
  description: "The organization's projects, newest first. A key restricted to a project sees only that project.",
  request: { query: ProjectListQuery },
  responses: { 200: { description: "A page of projects.", schema: ProjectList } },
  async handler({ env, query, principal, tenant }) {
    const page = pageRequest(query);
    const rows = await listProjects(database(env.DB), tenant, principal.projectId, page);
    return {
      body: { object: "developer_projects", ...pageOf(rows, page.limit, (r) => ({ createdAt: r.createdAt, id: r.projectId }), projectRecord) },
    };
  },
});
