ALTER TABLE `tournaments` ADD `start_when` text;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `late_registration_levels` integer;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `buy_in` text;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `guaranteed_prize_pool` integer;