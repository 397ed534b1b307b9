import * as v from "valibot";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { validationError } from "../../http/validate.ts";
import { callMeter, meterFor } from "../../metering/client.ts";
import { DaySchema, EnvironmentSchema, IntegerSchema } from "../schemas.ts";
import { managementBase } from "./schema.ts";

const DAY_MS = 86_400_000;
const MAX_REPORT_DAYS = 366;

const UsageQuery = v.object({ from: v.optional(DaySchema), to: v.optional(DaySchema) });

const UsageReport = v.object({
  object: v.literal("usage_report"),
  organization: v.object({ freeCreditsRemaining: IntegerSchema, paidUsageEnabled: v.boolean() }),
  data: v.array(
    v.object({
      day: DaySchema,
      keyId: v.string(),
      endpoint: v.string(),
      environment: EnvironmentSchema,
      requests: IntegerSchema,
      errors: IntegerSchema,
      credits: IntegerSchema,
      billableCredits: IntegerSchema,
    }),
  ),
});

export const getUsage = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/usage",
  operationId: "getUsage",
  example: {
    query: { from: "2026-11-01", to: "2026-11-22" },
    response: {
      status: 200,
      body: {
        object: "usage_report",
        organization: { freeCreditsRemaining: 1000, paidUsageEnabled: false },
        data: [
          {
            day: "2026-11-22",
            keyId: "key_01M82J8FK7Vg17s7t9tZErRLNQ",
            endpoint: "GET /api/v1/management/usage",
            environment: "test",
            requests: 1,
            errors: 0,
            credits: 0,
            billableCredits: 0,
          },
        ],
      },
    },
  },
  summary: "Usage per day, key, endpoint and environment",
  description: prose(
    "Counts every authenticated request of the organization (both environments).",
    "The report always covers the whole organization, all of its keys in both environments, even when the calling key is restricted to a project.",
    "`from` and `to` are inclusive UTC days (YYYY-MM-DD); the default is the last 30 days including today, and a report spans at most 366 days.",
    "Rows are ordered newest day first.",
  ),
  request: { query: UsageQuery },
  responses: { 200: { description: "The usage report.", schema: UsageReport } },
  async handler({ env, query, principal }) {
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    const to = query.to ?? isoDay(today);
    const from = query.from ?? isoDay(Date.parse(to) - 29 * DAY_MS);
    if (from > to) throw validationError([{ path: "/query/from", code: "invalid_value", message: "must not be after 'to'" }]);
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_REPORT_DAYS) {
      throw validationError([{ path: "/query/from", code: "too_small", message: `a report spans at most ${MAX_REPORT_DAYS} days` }]);
    }
    const meter = meterFor(env, principal.organizationId);
    const [account, data] = await callMeter(() => Promise.all([meter.account(), meter.usage(from, to)]));
    return { body: { object: "usage_report", organization: account, data } };
  },
});

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
