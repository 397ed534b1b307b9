import { Validator } from "@cfworker/json-schema";
import { describe, expect, it } from "vitest";
import openapi from "../../schemas/openapi.json";
import { EngineError } from "../../src/engine/errors";
import { ApiError, ERROR_CODES, problemResponse, toApiError } from "../../src/http/errors";
import { call } from "../helpers";

// CONTRACT.md 1.3, copied here as the independent reference for every code's status.
const CONTRACT_STATUS: Record<string, number> = {
  validation_failed: 400,
  malformed_json: 400,
  card_conflict: 400,
  empty_range: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  environment_mismatch: 403,
  origin_not_allowed: 403,
  invalid_launch_secret: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  invalid_state: 409,
  idempotency_in_progress: 409,
  embed_session_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_mismatch: 422,
  compute_budget_exceeded: 422,
  endpoint_verification_failed: 422,
  rate_limited: 429,
  metering_unavailable: 503,
  internal_error: 500,
  // Beyond CONTRACT.md 1.3 (README "Errors"): a store needed before anything runs (the API keys) is down.
  service_unavailable: 503,
  // CONTRACT.md 10.2: GET /v1/tables/{tableId}/connect without `Upgrade: websocket`.
  upgrade_required: 426,
};

describe("problem+json for every error code of the contract", () => {
  const problem = new Validator({ ...openapi.components.schemas.Problem } as object, "2020-12", false);

  it("lists exactly the contract's codes with the contract's statuses", () => {
    expect(Object.fromEntries(Object.entries(ERROR_CODES).map(([code, [status]]) => [code, status]))).toEqual(CONTRACT_STATUS);
  });

  it("the plain reference at /docs/errors (every problem's `type`) has a row for each code with its status", async () => {
    const res = await call("/docs/errors");
    expect(res.status).toBe(200);
    const rows = [...(await res.text()).matchAll(/<tr id="([a-z_]+)"><td><code>\1<\/code><\/td><td>(\d+)<\/td>/g)];
    expect(Object.fromEntries(rows.map(([, code, status]) => [code, Number(status)]))).toEqual(CONTRACT_STATUS);
  });

  it.each(Object.keys(CONTRACT_STATUS))("%s renders as a problem document", async (code) => {
    const error = new ApiError(
      code as keyof typeof ERROR_CODES,
      "detail text",
      code === "validation_failed" ? { errors: [{ path: "/x", code: "too_small", message: "m" }] } : {},
    );
    const res = problemResponse(error, "req_test");
    expect(res.status).toBe(CONTRACT_STATUS[code]);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    const body = await res.json();
    expect(body).toMatchObject({ type: `/docs/errors#${code}`, status: CONTRACT_STATUS[code], code, detail: "detail text", requestId: "req_test" });
    expect(problem.validate(body).errors).toEqual([]);
  });

  it("engine errors keep their code, message and field paths", () => {
    const mapped = toApiError(
      new EngineError("card_conflict", "As is used twice", [{ path: "/players/1/hand", code: "card_conflict", message: "As is used twice" }]),
    )!;
    expect(mapped).toMatchObject({ code: "card_conflict", status: 400, message: "As is used twice" });
    expect(mapped.errors).toEqual([{ path: "/players/1/hand", code: "card_conflict", message: "As is used twice" }]);
    expect(toApiError(new Error("boom"))).toBeNull();
  });
});
