-- Hosted play-money tables (CONTRACT.md 10.1): ring games (the settings) and their tables (tenancy and listing;
-- a table's state lives in its Durable Object).
CREATE TABLE `ring_games` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`environment` text NOT NULL,
	`project_id` text,
	`room_id` text NOT NULL,
	`name` text NOT NULL,
	`game` text NOT NULL,
	`table_size` integer NOT NULL,
	`small_blind` integer NOT NULL,
	`big_blind` integer NOT NULL,
	`ante` text,
	`buy_in` text NOT NULL,
	`clock` text NOT NULL,
	`spectators` text NOT NULL,
	`trust_mode` text NOT NULL,
	`status` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ring_games_tenant_idx` ON `ring_games` (`organization_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `ring_games_tenant_room_idx` ON `ring_games` (`organization_id`,`environment`,`room_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `ring_games_tenant_status_idx` ON `ring_games` (`organization_id`,`environment`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `tables` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`environment` text NOT NULL,
	`project_id` text,
	`ring_game_id` text NOT NULL,
	`name` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`ring_game_id`) REFERENCES `ring_games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tables_ring_game_idx` ON `tables` (`ring_game_id`,`created_at`,`id`);