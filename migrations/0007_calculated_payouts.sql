ALTER TABLE `payout_structures` ADD `ladder` text;
-- A calculated payout structure for scheduled MTTs of any size the preset allows (2..10000): the prizes are
-- the standard payouts ladder for the final field, resolved at completion. `payouts` is that ladder for the
-- minimum field of 2 (one place paid). It becomes the scheduled MTT preset's default.
INSERT INTO payout_structures (id, organization_id, room_id, ownership, name, min_players, max_players, payouts, ladder, provenance, created_at, updated_at) VALUES ('ps_approved_mtt_standard_ladder_v1', NULL, NULL, 'approved', 'Scheduled MTT, any field of 2-10,000 (standard ladder for the final field)', 2, 10000, '[{"fromPlace":1,"toPlace":1,"basisPoints":10000}]', '{"style":"standard","rounding":{"unit":1}}', '{"source":"pokerworks approved tournament catalog 2026-11-22","notes":"Calculated when the tournament completes: the standard payouts ladder (about 15 percent of the field paid, equal amounts across tiers from place 10) for the final number of entrants and the prize pool. The tiers shown are what a field of 2 pays."}', '2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z');
--> statement-breakpoint
UPDATE tournament_presets SET default_payout_structure_id = 'ps_approved_mtt_standard_ladder_v1' WHERE preset_key = 'scheduled_mtt_nlhe_v1';
