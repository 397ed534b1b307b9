/**
 * Why a webhook delivery attempt failed, as the attempts table stores it (src/db/schema.ts) and the sender
 * reports it (src/webhooks/send.ts). The first four come from sending; the last two mean nothing was sent:
 * `secret_unavailable` (a signing secret did not open, e.g. after SECRETS_KEY changed) and
 * `internal_error` (the request could not be built, e.g. storage failed while reading the event).
 */
export type AttemptError = "timeout" | "network" | "http_status" | "url_not_allowed" | "secret_unavailable" | "internal_error";
