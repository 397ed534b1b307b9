import { database } from "../../db/client.ts";
import { findOrganization, insertOrganization, touchOrganization } from "../../db/organizations.ts";
import type { OrganizationRow } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { defineRoute } from "../../http/route.ts";
import { nowIso } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { callMeter, meterFor } from "../../metering/client.ts";
import type { AccountState } from "../../metering/meter.ts";
import { adminBase, CreateOrganizationBody, OrganizationEnvelope, OrganizationParams, UpdateOrganizationBody } from "./schema.ts";

function organizationBody(row: OrganizationRow, account: AccountState) {
  return {
    organization: { id: row.id, object: "organization" as const, name: row.name, ...account, createdAt: row.createdAt, updatedAt: row.updatedAt },
  };
}

export const createOrganization = defineRoute({
  ...adminBase,
  method: "POST",
  path: "/api/v1/admin/organizations",
  operationId: "adminCreateOrganization",
  summary: "Create an organization with its free credits",
  request: { body: CreateOrganizationBody },
  responses: { 201: { description: "Created", schema: OrganizationEnvelope } },
  async handler({ env, body }) {
    const now = nowIso();
    const row: OrganizationRow = { id: newId("org_"), name: body.name, createdAt: now, updatedAt: now };
    // The meter is configured first: if it fails, no organization exists without a balance.
    const account = await callMeter(() =>
      meterFor(env, row.id).configure({ freeCreditsRemaining: body.freeCredits ?? 1000, paidUsageEnabled: body.paidUsageEnabled ?? false }),
    );
    await insertOrganization(database(env.DB), row);
    return { status: 201, body: organizationBody(row, account) };
  },
});

export const updateOrganization = defineRoute({
  ...adminBase,
  method: "PATCH",
  path: "/api/v1/admin/organizations/{orgId}",
  operationId: "adminUpdateOrganization",
  summary: "Set an organization's free credits or paid usage",
  request: { params: OrganizationParams, body: UpdateOrganizationBody },
  responses: { 200: { description: "Updated", schema: OrganizationEnvelope } },
  async handler({ env, params, body }) {
    const db = database(env.DB);
    const row = await findOrganization(db, params.orgId);
    if (!row) throw new ApiError("not_found", "No such organization.");
    const account = await callMeter(() => meterFor(env, row.id).configure(body));
    row.updatedAt = nowIso();
    await touchOrganization(db, row.id, row.updatedAt);
    return { body: organizationBody(row, account) };
  },
});
