import type { SQL } from "drizzle-orm";
import * as v from "valibot";
import type { Db } from "../db/client.ts";
import {
  claimIdempotencyKey,
  completeIdempotencyRecord,
  findIdempotencyRecord,
  type IdempotencyScope,
  releaseIdempotencyKey,
  retakeIdempotencyRecord,
} from "../db/idempotency.ts";
import { nowIso } from "../lib/clock.ts";
import { newId } from "../lib/ids.ts";
import { ApiError } from "./errors.ts";
import { prose } from "./prose.ts";
import type { Reply } from "./route.ts";
import { sha256Hex } from "./secrets.ts";
import { issueMessage, validationError } from "./validate.ts";

const IDEMPOTENCY_HEADER = "x-idempotency-key";
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim still in progress after this long was abandoned (its request cannot still be running). */
const ABANDONED_CLAIM_MS = 60 * 1000;

export const IdempotencyKeySchema = v.pipe(v.string(), v.minLength(1), v.maxLength(255), v.regex(/^[\x20-\x7e]+$/, "must be printable ASCII"));

/** OpenAPI description of the header, for `request.headers` of a route. */
export const idempotencyHeader = {
  [IDEMPOTENCY_HEADER]: {
    description: prose(
      "Optional, 1..255 printable ASCII characters.",
      "Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h.",
      "The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress.",
    ),
    required: false,
    schema: IdempotencyKeySchema,
  },
};

/** The header's value, or null when absent; a malformed one is 400 (path /headers/x-idempotency-key). */
export function readIdempotencyKey(request: Request): string | null {
  const raw = request.headers.get(IDEMPOTENCY_HEADER);
  if (raw === null) return null;
  const result = v.safeParse(IdempotencyKeySchema, raw);
  if (result.success) return result.output;
  throw validationError([{ path: `/headers/${IDEMPOTENCY_HEADER}`, code: "invalid_value", message: issueMessage(result.issues[0]) }]);
}

/** Deterministic JSON (object keys sorted) so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A statement the operation adds to its own write batch, so the resource and the stored answer commit together. */
export type Finish = (status: number, body: unknown, when?: SQL) => ReturnType<typeof completeIdempotencyRecord>;

/**
 * How a later request with the same key and body is answered from the stored record. Without it the stored
 * answer is replayed as is. With it (embed sessions, CONTRACT.md 4.8) the route rebuilds the answer from what
 * it stored, or returns null when the stored resource no longer serves: the operation then runs again under
 * the same key, and stores its new answer.
 */
export type Replay<T> = (stored: { status: number; body: unknown }) => Promise<T | null>;

/**
 * Runs a create operation at most once per idempotency key. Without a key the operation simply
 * runs (finish = null). With one, the key is claimed by a single INSERT first; the winner runs the
 * operation, which must put `finish(status, body)` into the same batch as its write. Losers answer
 * from the stored record: replay, 422 on another body, 409 while the winner is still running.
 * A replay is typed as the operation's reply: the record holds exactly what the operation answered
 * (or, with `replay`, what the route chose to store and rebuilds its answer from).
 */
export async function runIdempotent<T extends Reply>(
  db: Db,
  scope: Omit<IdempotencyScope, "key">,
  key: string | null,
  requestBody: unknown,
  operation: (finish: Finish | null) => Promise<T>,
  replay?: Replay<T>,
): Promise<T> {
  if (key === null) return operation(null);
  const fullScope: IdempotencyScope = { ...scope, key };
  const requestHash = await sha256Hex(canonicalJson(requestBody));
  const now = Date.now();
  const claimId = newId("idk_", now);
  const claimed = await claimIdempotencyKey(db, fullScope, {
    claimId,
    requestHash,
    now: nowIso(now),
    expiresAt: nowIso(now + IDEMPOTENCY_TTL_MS),
    staleBefore: nowIso(now - ABANDONED_CLAIM_MS),
  });
  if (claimed) return runClaimed(db, fullScope, claimId, operation);
  const record = await completedRecord(db, fullScope, requestHash);
  const stored = { status: record.responseStatus, body: record.responseBody };
  if (!replay) return { ...stored, headers: { "idempotent-replayed": "true" } } as unknown as T;
  const replayed = await replay(stored);
  if (replayed !== null) return { ...replayed, headers: { ...replayed.headers, "idempotent-replayed": "true" } };
  const retakeAt = Date.now();
  const retakeId = newId("idk_", retakeAt);
  const retaken = await retakeIdempotencyRecord(db, fullScope, {
    previousClaimId: record.id,
    claimId: retakeId,
    now: nowIso(retakeAt),
    expiresAt: nowIso(retakeAt + IDEMPOTENCY_TTL_MS),
  });
  if (!retaken) throw inProgress();
  return runClaimed(db, fullScope, retakeId, operation);
}

async function runClaimed<T>(db: Db, scope: IdempotencyScope, claimId: string, operation: (finish: Finish | null) => Promise<T>): Promise<T> {
  try {
    return await operation((status, body, when) => completeIdempotencyRecord(db, scope, claimId, status, body, when));
  } catch (error) {
    await releaseIdempotencyKey(db, scope, claimId).catch(() => undefined);
    throw error;
  }
}

function inProgress(): ApiError {
  return new ApiError("idempotency_in_progress", "A request with this idempotency key is still running; retry shortly.", {
    headers: { "retry-after": "1" },
  });
}

/** The completed record for a replay; 422 when the body differs, 409 while the first request runs. */
async function completedRecord(db: Db, scope: IdempotencyScope, requestHash: string) {
  const record = await findIdempotencyRecord(db, scope);
  // Released between our claim and this read (the first request failed): the client may retry.
  if (!record) throw new ApiError("idempotency_in_progress", "A request with this idempotency key was just running; retry it.");
  if (record.requestHash !== requestHash) {
    throw new ApiError("idempotency_key_mismatch", "This idempotency key was used with a different request body; nothing was changed.");
  }
  if (record.status !== "completed" || record.responseStatus === null || record.responseBody === null) throw inProgress();
  return { id: record.id, responseStatus: record.responseStatus, responseBody: record.responseBody };
}
