/** The tenant every management query takes: a query without one cannot be written by accident. */

/** Organization-wide records: projects and room-owned structures (both environments). */
export interface OrgTenant {
  organizationId: string;
}

/** Environment-bound records: tournaments, entries, events. A project-restricted key sees its project only. */
export interface EnvTenant extends OrgTenant {
  environment: "test" | "live";
  /** null: the key is not restricted to a project and sees every project's records. */
  projectId: string | null;
}
