import type { HitAnalysis, HitAnalysisStatus, HitResult } from '@common/hitpredictor';
import type { Selectable } from 'kysely';
import type { HitAnalysesTable } from '../../db/schema';
import { timeOf } from './catalogue';

export type HitAnalysisRow = Selectable<HitAnalysesTable>;

const iso = (value: unknown) => new Date(timeOf(value)).toISOString();

/** An analysis as its owner reads it (never the stored key of an uploaded file). */
export function presentAnalysis(
  row: HitAnalysisRow,
  trackTitle: string | null,
  jobsAhead: number | null = null,
): HitAnalysis {
  const isUpload = row.trackId === null && row.uploadName !== null;
  return {
    id: row.id,
    status: row.status as HitAnalysisStatus,
    progress: row.progress,
    stage: row.stage,
    jobsAhead: row.status === 'queued' ? jobsAhead : null,
    error: row.error,
    source: {
      kind: isUpload ? 'upload' : 'track',
      trackId: row.trackId,
      title: trackTitle ?? row.uploadName ?? 'Untitled Track',
      expiresAt: row.expiresAt && row.keptTrackId === null ? iso(row.expiresAt) : null,
      keptTrackId: row.keptTrackId,
    },
    result: row.result ? (JSON.parse(row.result) as HitResult) : null,
    createdAt: iso(row.createdAt),
  };
}
