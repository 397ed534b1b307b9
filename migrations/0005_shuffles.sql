CREATE TABLE `shuffles` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`environment` text NOT NULL,
	`project_id` text,
	`alg` text NOT NULL,
	`sealed_seed` text NOT NULL,
	`commitment` text NOT NULL,
	`client_seed` text,
	`nonce` integer,
	`deck` text,
	`dealt_at` text,
	`revealed_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shuffles_tenant_idx` ON `shuffles` (`organization_id`,`environment`,`created_at`,`id`);