/** Blind and payout structures share one ownership model, so who may read them is written once here. */
import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { OrgTenant } from "./tenant.ts";

export interface StructureFilters {
  roomId?: string;
  ownership?: "room" | "approved";
}

/** The ownership columns of blindStructures and payoutStructures. */
interface OwnedTable {
  ownership: SQLiteColumn;
  organizationId: SQLiteColumn;
}

/** The approved catalog rows: approved and owned by no organization. */
export function approved(table: OwnedTable): SQL {
  return and(eq(table.ownership, "approved"), isNull(table.organizationId))!;
}

/** Approved rows or this organization's room-owned rows: everything a tenant may read. */
export function visibleTo(table: OwnedTable, tenant: OrgTenant): SQL {
  return or(approved(table), and(eq(table.ownership, "room"), eq(table.organizationId, tenant.organizationId)))!;
}
