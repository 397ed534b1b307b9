/**
 * @pokerworks/sdk: a typed client for the pokerworks API (methods named by operationId, types
 * generated from schemas/openapi.json), webhook verification and the offline shuffle verifier.
 */
export {
  type CallOptions,
  type ClientOptions,
  createClient,
  type Input,
  type ListCall,
  type OperationId,
  type Output,
  type PokerworksClient,
  type ResponseInfo,
  type Result,
} from "./client.ts";
export { type ErrorCode, type FieldError, PokerworksError, type Problem, type ProblemCode } from "./errors.ts";
export type { components, operations, paths } from "./generated/openapi.ts";
export { DEFAULT_RETRY, type RetryPolicy } from "./retry.ts";
export * from "./shuffle.ts";
export {
  type AckFrame,
  type ActedEvent,
  type ActInput,
  type BreakEvent,
  type ClientMessage,
  type ConnectTableOptions,
  connectTable,
  type DealEvent,
  type DealMessage,
  type ErrorFrame,
  type EventFrame,
  type HandEndedEvent,
  type HandStartedEvent,
  type HelloFrame,
  type HiddenEvent,
  type HoleCardsEvent,
  type LegalActionsEvent,
  type MovedFrame,
  type PostedEvent,
  type ReturnedEvent,
  type SeatChangedEvent,
  type SeatClosedEvent,
  type SeatTakenEvent,
  type ShowdownEvent,
  type SitInEntry,
  type SnapshotFrame,
  type StreetEvent,
  type TableAction,
  type TableClose,
  type TableConnection,
  type TableConnectionStatus,
  type TableEvent,
  type TableFrame,
  TableSocketError,
  type TableStatusEvent,
  type TicketRequest,
  type ToppedUpEvent,
  type TurnEvent,
  type WebSocketConstructor,
  type WebSocketLike,
} from "./table-socket.ts";
export {
  type EndpointVerificationEvent,
  type TableSeatClosedEvent,
  type TournamentCompletedEvent,
  verifyWebhook,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookVerificationError,
} from "./webhooks.ts";
