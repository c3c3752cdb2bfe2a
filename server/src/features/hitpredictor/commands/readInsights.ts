import type { HitInsights } from '@common/hitpredictor';
import type { Db } from '../../../db/connection';
import { loadCatalogue } from '../catalogue';
import { platformModel } from '../outcomes';
import type { CatalogueTrack } from '../subject';

/** A genre needs this many measured tracks before its top tracks are compared with the rest. */
const MIN_TRACKS_PER_GENRE = 3;

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round1 = (v: number) => Math.round(v * 10) / 10;

function profile(tracks: CatalogueTrack[]) {
  const bpms = tracks.map((t) => t.bpm).filter((b): b is number => b !== null);
  return {
    bpm: bpms.length ? Math.round(median(bpms)) : null,
    duration: Math.round(median(tracks.map((t) => t.duration))),
    timeToFullLevel: round1(median(tracks.map((t) => t.hit.timeToFullLevel))),
    loudness: round1(median(tracks.map((t) => t.loudness))),
    energy: Math.round(median(tracks.map((t) => t.energy)) * 100) / 100,
  };
}

/**
 * AI Insights: analyses done, the platform model's tested accuracy, and per genre the medians of its top
 * quarter by plays against the rest of the genre.
 */
export async function readInsights(db: Db): Promise<HitInsights> {
  const done = await db
    .selectFrom('hitAnalyses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'done')
    .executeTakeFirstOrThrow();
  const catalogue = await loadCatalogue(db);
  const model = await platformModel(db, catalogue);
  const byGenre = new Map<string, CatalogueTrack[]>();
  for (const t of catalogue) if (t.genre) byGenre.set(t.genre, [...(byGenre.get(t.genre) ?? []), t]);
  const genres = [...byGenre.entries()]
    .filter(([, tracks]) => tracks.length >= MIN_TRACKS_PER_GENRE)
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([genre, tracks]) => {
      const ranked = [...tracks].sort((a, b) => b.plays - a.plays || a.trackId - b.trackId);
      const topCount = Math.ceil(ranked.length / 4);
      return {
        genre,
        tracks: tracks.length,
        topTracks: topCount,
        top: profile(ranked.slice(0, topCount)),
        rest: profile(ranked.slice(topCount)),
      };
    });
  return {
    tracksAnalysed: Number(done.n),
    catalogueTracksMeasured: catalogue.length,
    model: model.state,
    genres,
  };
}
