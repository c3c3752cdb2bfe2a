import path from 'node:path';
import { VOCAL, VOCAL_MESSAGES, type VocalTake, type VocalTakeFields } from '@common/vocal';
import type { AppContext } from '../../../context';
import { json } from '../../../db/values';
import type { UserRow } from '../../../db/schema';
import { HttpError } from '../../../lib/errors';
import {
  analyseVocalTake,
  type AnalysisSlots,
  VocalBusyError,
  type VocalResult,
} from '../../../media/audio/vocalAnalysis';
import { presentTake } from '../presenter';

/** Seconds a refused caller is asked to wait when every analysis slot is taken. */
const BUSY_RETRY_SECONDS = 30;

/** The worker's refusals that are the take's fault, with their status. */
const REFUSALS = new Map<string, number>([
  [VOCAL_MESSAGES.tooLong, 400],
  [VOCAL_MESSAGES.unreadable, 422],
]);

async function measure(filePath: string, slots?: AnalysisSlots): Promise<VocalResult> {
  try {
    return await analyseVocalTake(filePath, slots);
  } catch (error) {
    if (error instanceof VocalBusyError) {
      throw new HttpError(503, VOCAL_MESSAGES.busy, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
    }
    const message = error instanceof Error ? error.message : String(error);
    const status = REFUSALS.get(message);
    if (status) throw new HttpError(status, message);
    throw error;
  }
}

/** The title of a take: the one given, else the uploaded file's name, else 'Vocal take'. */
export function takeTitle(fields: VocalTakeFields, filename: string): string {
  if (fields.title) return fields.title;
  const base = path.basename(filename, path.extname(filename)).trim();
  return base ? base.slice(0, VOCAL.titleMax) : 'Vocal take';
}

/**
 * Measures an uploaded take in the media worker and keeps its figures (not its audio) for the user; beyond
 * VOCAL.keptTakes the oldest of the user's takes go.
 */
export async function analyseTake(
  ctx: Pick<AppContext, 'database' | 'log'>,
  user: Pick<UserRow, 'id'>,
  upload: { tempPath: string; filename: string },
  fields: VocalTakeFields,
  slots?: AnalysisSlots,
): Promise<VocalTake> {
  const { timings, ...analysis } = await measure(upload.tempPath, slots);
  ctx.log.info({ userId: user.id, timings }, 'vocal take analysed');
  const { db } = ctx.database;
  const row = await db
    .insertInto('vocalTakes')
    .values({
      userId: user.id,
      title: takeTitle(fields, upload.filename),
      durationSeconds: analysis.durationSeconds,
      keyName: analysis.key?.name ?? null,
      withinShare: analysis.accuracy?.withinShare ?? null,
      vocalAnalysis: json(analysis),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const kept = await db
    .selectFrom('vocalTakes')
    .select('id')
    .where('userId', '=', user.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(VOCAL.keptTakes)
    .limit(1000)
    .execute();
  if (kept.length) {
    await db
      .deleteFrom('vocalTakes')
      .where(
        'id',
        'in',
        kept.map((r) => r.id),
      )
      .execute();
  }
  return presentTake({ ...row, vocalAnalysis: analysis });
}
