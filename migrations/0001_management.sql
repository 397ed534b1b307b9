CREATE TABLE `blind_structures` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text,
	`room_id` text,
	`ownership` text NOT NULL,
	`name` text NOT NULL,
	`estimated_duration_minutes` integer NOT NULL,
	`levels` text NOT NULL,
	`provenance` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `blind_structures_org_idx` ON `blind_structures` (`organization_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `blind_structures_org_room_idx` ON `blind_structures` (`organization_id`,`room_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `blind_structures_ownership_idx` ON `blind_structures` (`ownership`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `entries` (
	`id` text PRIMARY KEY NOT NULL,
	`tournament_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`environment` text NOT NULL,
	`display_name` text NOT NULL,
	`player_ref` text NOT NULL,
	`participant` text NOT NULL,
	`status` text NOT NULL,
	`place` integer,
	`prize` integer,
	`registered_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `entries_tournament_idx` ON `entries` (`tournament_id`,`registered_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `entries_tournament_player_unique` ON `entries` (`tournament_id`,`player_ref`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`environment` text NOT NULL,
	`project_id` text,
	`type` text NOT NULL,
	`subject_id` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `events_tenant_idx` ON `events` (`organization_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `events_subject_type_unique` ON `events` (`subject_id`,`type`);--> statement-breakpoint
CREATE TABLE `idempotency_records` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`room_id` text NOT NULL,
	`project_id` text NOT NULL,
	`environment` text NOT NULL,
	`endpoint` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` text NOT NULL,
	`response_status` integer,
	`response_body` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_scope_unique` ON `idempotency_records` (`organization_id`,`room_id`,`project_id`,`environment`,`endpoint`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `idempotency_expires_idx` ON `idempotency_records` (`expires_at`);--> statement-breakpoint
CREATE TABLE `payout_structures` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text,
	`room_id` text,
	`ownership` text NOT NULL,
	`name` text NOT NULL,
	`min_players` integer NOT NULL,
	`max_players` integer NOT NULL,
	`payouts` text NOT NULL,
	`provenance` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payout_structures_org_idx` ON `payout_structures` (`organization_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `payout_structures_org_room_idx` ON `payout_structures` (`organization_id`,`room_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `payout_structures_ownership_idx` ON `payout_structures` (`ownership`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `projects` (
	`organization_id` text NOT NULL,
	`project_id` text NOT NULL,
	`name` text NOT NULL,
	`allowed_origins` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `projects_org_project_unique` ON `projects` (`organization_id`,`project_id`);--> statement-breakpoint
CREATE INDEX `projects_org_idx` ON `projects` (`organization_id`,`created_at`,`project_id`);--> statement-breakpoint
CREATE TABLE `tournament_presets` (
	`preset_key` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`format` text NOT NULL,
	`game` text NOT NULL,
	`table_size` integer NOT NULL,
	`min_players` integer NOT NULL,
	`max_players` integer NOT NULL,
	`starting_stack` integer NOT NULL,
	`late_registration_levels` integer NOT NULL,
	`allowed_trust_modes` text NOT NULL,
	`default_blind_structure_id` text NOT NULL,
	`default_payout_structure_id` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tournaments` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`environment` text NOT NULL,
	`project_id` text,
	`room_id` text NOT NULL,
	`name` text NOT NULL,
	`preset_key` text NOT NULL,
	`blind_structure_id` text NOT NULL,
	`payout_structure_id` text NOT NULL,
	`starts_at` text NOT NULL,
	`late_registration_minutes` integer,
	`timezone` text,
	`trust_mode` text NOT NULL,
	`status` text NOT NULL,
	`entrants` integer DEFAULT 0 NOT NULL,
	`prize_pool` integer,
	`cancellation_reason` text,
	`completion_event_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`published_at` text,
	`cancelled_at` text,
	`completed_at` text
);
--> statement-breakpoint
CREATE INDEX `tournaments_tenant_idx` ON `tournaments` (`organization_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tournaments_tenant_room_idx` ON `tournaments` (`organization_id`,`environment`,`room_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tournaments_tenant_status_idx` ON `tournaments` (`organization_id`,`environment`,`status`,`created_at`,`id`);