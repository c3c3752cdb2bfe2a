import type { ColumnType, Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

/** The Hit Predictor's further measures of a track's audio (decision 0037); `features` is JSON text. */
export interface TrackHitFeaturesTable {
  trackId: number;
  version: number;
  features: string;
  createdAt: Timestamp;
}

/** One Hit Predictor analysis of a catalogue track or of a file uploaded only for analysis. */
export interface HitAnalysesTable {
  id: Generated<number>;
  userId: number;
  trackId: number | null;
  /** The private stored upload (never published), deleted at expiresAt unless kept as a draft. */
  uploadKey: string | null;
  uploadName: string | null;
  genre: string | null;
  /** 'queued', 'running', 'done' or 'failed'. */
  status: ColumnType<string, string | undefined, string>;
  progress: ColumnType<number, number | undefined, number>;
  stage: string | null;
  error: string | null;
  /** JSON text. */
  features: string | null;
  result: string | null;
  expiresAt: string | null;
  keptTrackId: number | null;
  /** The job that runs it (its place in the media lane's queue). */
  jobId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The hitpredictor tables, under their names in the database. */
export interface HitpredictorTables {
  trackHitFeatures: TrackHitFeaturesTable;
  hitAnalyses: HitAnalysesTable;
}

/** How the hitpredictor tables store their booleans and JSON values (decision 0042). */
export const hitpredictorStoredAs: TablesStoredAs<HitpredictorTables> = {
  trackHitFeatures: storedAs<TrackHitFeaturesTable>()({}),
  hitAnalyses: storedAs<HitAnalysesTable>()({}),
};
