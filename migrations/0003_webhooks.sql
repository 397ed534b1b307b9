CREATE TABLE `webhook_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`delivery_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`status` text NOT NULL,
	`response_status` integer,
	`duration_ms` integer NOT NULL,
	`error` text,
	`attempted_at` text NOT NULL,
	FOREIGN KEY (`delivery_id`) REFERENCES `webhook_deliveries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_attempts_delivery_attempt_unique` ON `webhook_attempts` (`delivery_id`,`attempt`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`endpoint_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`environment` text NOT NULL,
	`event_type` text NOT NULL,
	`status` text NOT NULL,
	`attempt` integer DEFAULT 0 NOT NULL,
	`response_status` integer,
	`next_attempt_at` text,
	`enqueued_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_event_endpoint_unique` ON `webhook_deliveries` (`event_id`,`endpoint_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_idx` ON `webhook_deliveries` (`endpoint_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_status_idx` ON `webhook_deliveries` (`endpoint_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_unqueued_idx` ON `webhook_deliveries` (`updated_at`) WHERE "webhook_deliveries"."enqueued_at" IS NULL;--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`environment` text NOT NULL,
	`project_id` text NOT NULL,
	`label` text NOT NULL,
	`url` text NOT NULL,
	`event_types` text NOT NULL,
	`status` text NOT NULL,
	`secret` text NOT NULL,
	`secret_created_at` text NOT NULL,
	`previous_secret` text,
	`previous_secret_expires_at` text,
	`secret_rotated_at` text,
	`last_verified_at` text,
	`last_verification_status` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_tenant_idx` ON `webhook_endpoints` (`organization_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_endpoints_fanout_idx` ON `webhook_endpoints` (`organization_id`,`environment`,`status`,`project_id`);--> statement-breakpoint
ALTER TABLE `events` ADD `dispatched_at` text;--> statement-breakpoint
CREATE INDEX `events_undispatched_idx` ON `events` (`created_at`) WHERE "events"."dispatched_at" IS NULL;--> statement-breakpoint
-- Events recorded before webhooks existed had no endpoint to go to: nothing is left to dispatch.
UPDATE `events` SET `dispatched_at` = `created_at`;
