import { HIT_MODEL } from '@common/hitpredictor';
import type { Db } from '../../db/connection';
import { timeOf } from './catalogue';
import { fitScaler, vectorOf } from './neighbours';
import { fitStageB, type LabelledTrack, type StageB } from './stageB';
import type { CatalogueTrack } from './subject';

const DAY_MS = 86_400_000;

/** Events (plays, likes, purchases) of each track inside its first `days` days after publishing. */
async function earlyCounts(
  db: Db,
  tracks: CatalogueTrack[],
  days: number,
): Promise<Map<number, { plays: number; likes: number; purchases: number }>> {
  const counts = new Map(tracks.map((t) => [t.trackId, { plays: 0, likes: 0, purchases: 0 }]));
  const start = new Map(tracks.map((t) => [t.trackId, timeOf(t.publishedAt)]));
  const ids = tracks.map((t) => t.trackId);
  const inWindow = (trackId: number, at: unknown) => {
    const from = start.get(trackId)!;
    const time = timeOf(at);
    return time >= from && time < from + days * DAY_MS;
  };
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const plays = await db
      .selectFrom('trackPlays')
      .select(['trackId', 'createdAt'])
      .where('trackId', 'in', chunk)
      .execute();
    for (const p of plays) if (inWindow(p.trackId, p.createdAt)) counts.get(p.trackId)!.plays++;
    const likes = await db
      .selectFrom('trackLikes')
      .select(['trackId', 'createdAt'])
      .where('trackId', 'in', chunk)
      .execute();
    for (const l of likes) if (inWindow(l.trackId, l.createdAt)) counts.get(l.trackId)!.likes++;
    const licences = await db
      .selectFrom('licences')
      .select(['trackId', 'createdAt'])
      .where('trackId', 'in', chunk)
      .execute();
    const editions = await db
      .selectFrom('nftEditions')
      .select(['trackId', 'createdAt'])
      .where('trackId', 'in', chunk)
      .where('status', '=', 'sold')
      .execute();
    for (const p of [...licences, ...editions])
      if (inWindow(p.trackId, p.createdAt)) counts.get(p.trackId)!.purchases++;
  }
  return counts;
}

/** The engagement a track needs to be in the top share of its genre (ties at the boundary included). */
function topThreshold(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => b - a);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * The platform's outcomes: tracks published at least 30 days ago with at least 50 plays in their first 30 days;
 * engagement per play = (likes + purchases) / plays in those days; a breakout is a track in the top 10% of its
 * genre (its top ceil(10%) by engagement, ties at the boundary included, and above zero).
 */
export async function labelTracks(
  db: Db,
  catalogue: CatalogueTrack[],
  now = Date.now(),
): Promise<LabelledTrack[]> {
  const old = catalogue.filter(
    (t) => t.publishedAt !== null && timeOf(t.publishedAt) <= now - HIT_MODEL.windowDays * DAY_MS,
  );
  const counts = await earlyCounts(db, old, HIT_MODEL.windowDays);
  const eligible = old
    .map((t) => ({ t, c: counts.get(t.trackId)! }))
    .filter(({ c }) => c.plays >= HIT_MODEL.minPlays)
    .map(({ t, c }) => ({ t, rate: (c.likes + c.purchases) / c.plays }));
  const byGenre = new Map<string, number[]>();
  for (const e of eligible) {
    const g = e.t.genre ?? 'other';
    byGenre.set(g, [...(byGenre.get(g) ?? []), e.rate]);
  }
  const thresholds = new Map(
    [...byGenre].map(([g, rates]) => [g, topThreshold(rates, HIT_MODEL.breakoutShare)]),
  );
  const scaler = fitScaler(catalogue);
  return eligible.map(({ t, rate }) => ({
    trackId: t.trackId,
    publishedAt: t.publishedAt!,
    x: vectorOf(t, scaler),
    breakout: rate > 0 && rate >= thresholds.get(t.genre ?? 'other')!,
  }));
}

const CACHE_MS = 10 * 60_000;
let cached: { at: number; db: Db; size: number; stage: StageB } | null = null;

/**
 * Stage B on the platform's data, refitted at most every ten minutes (or when the catalogue's size changes).
 * `minTracks` is lowered only by tests.
 */
export async function platformModel(
  db: Db,
  catalogue: CatalogueTrack[],
  minTracks?: number,
): Promise<StageB> {
  if (
    minTracks === undefined &&
    cached &&
    cached.db === db &&
    cached.size === catalogue.length &&
    Date.now() - cached.at < CACHE_MS
  ) {
    return cached.stage;
  }
  const stage = fitStageB(await labelTracks(db, catalogue), minTracks);
  if (minTracks === undefined) cached = { at: Date.now(), db, size: catalogue.length, stage };
  return stage;
}
