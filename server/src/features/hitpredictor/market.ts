import type { Db } from '../../db/connection';
import { purchaseCounts, timeOf } from './catalogue';
import type { Neighbour } from './neighbours';

const HOUR_MS = 3_600_000;
const EARLY_HOURS = 72;

/**
 * The least evidence a market figure is shown on (decision 0037). "Your usual" needs at least 5 earlier tracks;
 * the market figures need a neighbourhood of 20 tracks that is at most a quarter of the tracks compared with, so
 * that the neighbourhood says something about tracks like this one rather than about the whole catalogue (with
 * fewer than 80 tracks, every track's neighbourhood would be most of the same tracks and give the same figure).
 */
export const MARKET_EVIDENCE = { earlierTracks: 5, neighbourhood: 20, neighbourhoodShare: 0.25 } as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Viral potential 0-100 from real early listening: r = (plays in the first 72 hours + 1) / (the median of the
 * artist's other published tracks' first-72-hour plays + 1), then 100 r / (1 + r): 50 is the artist's usual.
 * Null (with the reason) before 72 hours have passed or without earlier tracks to compare with.
 */
export async function viralPotential(
  db: Db,
  track: { id: number; userId: number | null; publishedAt: string | null } | null,
  now = Date.now(),
): Promise<{ value: number | null; note: string }> {
  if (!track)
    return {
      value: null,
      note: 'An uploaded file has no listening yet: viral potential needs its first 72 hours of plays.',
    };
  if (!track.publishedAt || timeOf(track.publishedAt) > now - EARLY_HOURS * HOUR_MS) {
    return {
      value: null,
      note: 'Shown once the track has been out for 72 hours: it comes from its first plays.',
    };
  }
  const others = await db
    .selectFrom('tracks')
    .select(['id', 'publishedAt'])
    .where('userId', '=', track.userId)
    .where('status', '=', 'published')
    .where('id', '!=', track.id)
    .execute();
  const earlier = others.filter((t) => t.publishedAt && timeOf(t.publishedAt) <= now - EARLY_HOURS * HOUR_MS);
  if (earlier.length < MARKET_EVIDENCE.earlierTracks) {
    const have = earlier.length === 0 ? 'none yet' : `${earlier.length} so far`;
    return {
      value: null,
      note: `Your usual needs at least ${MARKET_EVIDENCE.earlierTracks} earlier tracks out for 72 hours to compare its first 72 hours with (${have}).`,
    };
  }
  const all = [{ id: track.id, publishedAt: track.publishedAt }, ...earlier];
  const plays = await db
    .selectFrom('trackPlays')
    .select(['trackId', 'createdAt'])
    .where(
      'trackId',
      'in',
      all.map((t) => t.id),
    )
    .execute();
  const early = new Map(all.map((t) => [t.id, 0]));
  const start = new Map(all.map((t) => [t.id, timeOf(t.publishedAt)]));
  for (const p of plays) {
    const from = start.get(p.trackId)!;
    const at = timeOf(p.createdAt);
    if (at >= from && at < from + EARLY_HOURS * HOUR_MS) early.set(p.trackId, early.get(p.trackId)! + 1);
  }
  const usual = median(earlier.map((t) => early.get(t.id)!));
  const own = early.get(track.id)!;
  const r = (own + 1) / (usual + 1);
  return {
    value: Math.round((100 * r) / (1 + r)),
    note: `${own} plays in its first 72 hours against your usual ${usual} (median of ${earlier.length} earlier tracks); 50 is your usual.`,
  };
}

/**
 * Purchases per 1,000 plays among the 20 most similar tracks, of `compared` tracks in all. Null when the
 * neighbourhood is smaller than 20, more than a quarter of the tracks compared with, or has no plays.
 */
export async function commercialViability(
  db: Db,
  nearest: Neighbour[],
  compared: number,
): Promise<{ value: number | null; note: string }> {
  const { neighbourhood, neighbourhoodShare } = MARKET_EVIDENCE;
  const needed = Math.ceil(neighbourhood / neighbourhoodShare);
  if (nearest.length < neighbourhood || nearest.length > neighbourhoodShare * compared) {
    return {
      value: null,
      note: `Shown once there are at least ${needed} measured tracks of other artists to compare with (${compared} now), so that its ${neighbourhood} most similar tracks are a small part of them.`,
    };
  }
  const plays = nearest.reduce((sum, n) => sum + n.track.plays, 0);
  if (plays === 0) {
    return { value: null, note: 'The most similar tracks have no plays yet to compare with.' };
  }
  const counts = await purchaseCounts(
    db,
    nearest.map((n) => n.track.trackId),
  );
  const purchases = [...counts.values()].reduce((a, b) => a + b, 0);
  const value = Math.round((purchases / plays) * 10_000) / 10;
  return {
    value,
    note: `${purchases} purchases over ${plays} plays of the ${nearest.length} most similar of ${compared} tracks: ${value} per 1,000 plays.`,
  };
}
