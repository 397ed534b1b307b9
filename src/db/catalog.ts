import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import type { PageRequest } from "./page.ts";
import { before, newestFirst } from "./page.ts";
import { type EmbedProductRow, embedProducts, type TournamentPresetRow, tournamentPresets } from "./schema.ts";

// The catalog is shared by every organization (seeded by migration), so these take no tenant.

export async function listPresets(db: Db, page: PageRequest): Promise<TournamentPresetRow[]> {
  return db
    .select()
    .from(tournamentPresets)
    .where(before(tournamentPresets.createdAt, tournamentPresets.presetKey, page.cursor))
    .orderBy(...newestFirst(tournamentPresets.createdAt, tournamentPresets.presetKey))
    .limit(page.limit + 1);
}

export async function allPresets(db: Db): Promise<TournamentPresetRow[]> {
  return db
    .select()
    .from(tournamentPresets)
    .orderBy(...newestFirst(tournamentPresets.createdAt, tournamentPresets.presetKey));
}

export async function findPreset(db: Db, presetKey: string): Promise<TournamentPresetRow | undefined> {
  return db.select().from(tournamentPresets).where(eq(tournamentPresets.presetKey, presetKey)).get();
}

/** A product of the registry (catalog data, shared by every organization), or undefined. */
export async function findEmbedProduct(db: Db, productKey: string): Promise<EmbedProductRow | undefined> {
  return db.select().from(embedProducts).where(eq(embedProducts.productKey, productKey)).get();
}
