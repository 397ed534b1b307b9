-- The sweep re-queues open deliveries whose next attempt is long overdue (a lost queue message: a restart,
-- a deploy); this partial index keeps that look to the open rows.
CREATE INDEX `webhook_deliveries_open_idx` ON `webhook_deliveries` (`next_attempt_at`) WHERE "webhook_deliveries"."status" IN ('pending', 'retrying');