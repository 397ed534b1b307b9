ALTER TABLE `tournaments` ADD `rebuys` text;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `add_on` text;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `rebuys_sold` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `add_ons_sold` integer DEFAULT 0 NOT NULL;