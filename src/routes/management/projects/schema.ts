import * as v from "valibot";
import type { ProjectRow } from "../../../db/schema.ts";
import type { FieldError } from "../../../http/errors.ts";
import { normalizeOrigin } from "../../../lib/origins.ts";
import { NameSchema, TimestampSchema } from "../../schemas.ts";
import { ListQuery, listOf, ProjectIdSchema } from "../schema.ts";

const MAX_ORIGINS = 25;
const OriginsInput = v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(240))), v.maxLength(MAX_ORIGINS));

export const CreateProjectBody = v.strictObject({ projectId: ProjectIdSchema, name: NameSchema, allowedOrigins: OriginsInput });
export const UpdateProjectBody = v.strictObject({ name: v.optional(NameSchema), allowedOrigins: v.optional(OriginsInput) });
export const ProjectParams = v.object({ projectId: ProjectIdSchema });
export const ProjectListQuery = ListQuery;

export const ProjectSchema = v.object({
  projectId: v.string(),
  name: v.string(),
  allowedOrigins: v.array(v.string()),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export const ProjectEnvelope = v.object({ project: ProjectSchema });
export const ProjectList = listOf("developer_projects", ProjectSchema);

/** Normalized, de-duplicated origins (first occurrence wins the position), or the errors per item. */
export function normalizeOrigins(raw: string[], root = "/allowedOrigins"): { origins: string[]; errors: FieldError[] } {
  const origins: string[] = [];
  const errors: FieldError[] = [];
  raw.forEach((item, i) => {
    const origin = normalizeOrigin(item);
    if (origin === null) {
      errors.push({ path: `${root}/${i}`, code: "invalid_format", message: "an origin is http(s)://host[:port] with no path, query or fragment" });
    } else if (!origins.includes(origin)) {
      origins.push(origin);
    }
  });
  return { origins, errors };
}

export function projectRecord(row: ProjectRow): v.InferOutput<typeof ProjectSchema> {
  return {
    projectId: row.projectId,
    name: row.name,
    allowedOrigins: row.allowedOrigins,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
