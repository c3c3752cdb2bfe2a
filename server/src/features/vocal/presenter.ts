import type { VocalTake, VocalTakeSummary } from '@common/vocal';
import type { Selectable } from 'kysely';
import type { VocalTakesTable } from '../../db/schema';

export type VocalTakeRow = Selectable<VocalTakesTable>;

/** A take as the list shows it. */
export function presentTakeSummary(row: Omit<VocalTakeRow, 'vocalAnalysis' | 'userId'>): VocalTakeSummary {
  return {
    id: Number(row.id),
    title: row.title,
    createdAt: row.createdAt,
    durationSeconds: Number(row.durationSeconds),
    keyName: row.keyName,
    withinShare: row.withinShare === null ? null : Number(row.withinShare),
  };
}

/** A take with its figures and contour. */
export function presentTake(row: VocalTakeRow): VocalTake {
  return { ...presentTakeSummary(row), analysis: row.vocalAnalysis };
}
