import type { Db } from '../../db/connection';
import type { HitFeatures } from '../../media/audio/types';

/** Stores (or replaces) a track's hit features; the analysis job calls it for every analysed track. */
export async function saveHitFeatures(db: Db, trackId: number, features: HitFeatures): Promise<void> {
  const values = { trackId, version: features.version, features: JSON.stringify(features) };
  await db
    .insertInto('trackHitFeatures')
    .values(values)
    .onConflict((oc) =>
      oc.column('trackId').doUpdateSet({ version: values.version, features: values.features }),
    )
    .execute();
}

/** A track's stored hit features, or null before its analysis measured them. */
export async function readHitFeatures(db: Db, trackId: number): Promise<HitFeatures | null> {
  const row = await db
    .selectFrom('trackHitFeatures')
    .select('features')
    .where('trackId', '=', trackId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.features) as HitFeatures) : null;
}
