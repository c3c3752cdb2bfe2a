import type { HitFeatures } from '../../media/audio/types';

/** What the analysis scores: one file's measures, from the catalogue's analysis and the hit features. */
export interface HitSubject {
  trackId: number | null;
  userId: number | null;
  genre: string | null;
  duration: number;
  bpm: number | null;
  key: string | null;
  loudness: number;
  energy: number;
  danceability: number;
  hit: HitFeatures;
}

/** A measured catalogue track, as the neighbours, percentiles and the model read it. */
export interface CatalogueTrack extends HitSubject {
  trackId: number;
  title: string;
  artist: string;
  tags: string[];
  plays: number;
  publishedAt: string | null;
}
