import type { Env } from "../../../env.ts";

/** The table object of `tableId` (one Durable Object per table). Only after a D1 tenancy check. */
export function tableObject(env: Env, tableId: string) {
  return env.TABLES.getByName(tableId);
}
