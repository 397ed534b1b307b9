CREATE TABLE `embed_products` (
	`product_key` text PRIMARY KEY NOT NULL,
	`brand` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
-- The product registry (CONTRACT.md 4.8): the products embed sessions may name and their display brands.
INSERT INTO `embed_products` (`product_key`, `brand`, `created_at`) VALUES
	('arena-holdem', 'Arena Hold''em', '2026-06-08T00:00:00.000Z'),
	('club-tables', 'Club Tables', '2026-06-08T00:00:00.000Z'),
	('sng-express', 'SNG Express', '2026-06-08T00:00:00.000Z');
