ALTER TABLE `entries` ADD `bounties_won` integer;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `bounty` text;