import { HIT_UPLOAD_TTL_HOURS, type HitAnalysis } from '@common/hitpredictor';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import type { ReceivedUpload } from '../../../media/uploads/receiveUpload';
import { titleFor } from '../../upload';
import { hitAnalysisJob } from '../hitAnalysisJob';
import { presentAnalysis } from '../presenter';

/**
 * Stores a file uploaded only for analysis under a private key (never published, never listed, its key never
 * answered) and queues its analysis; the file is deleted after 24 hours unless kept as a draft.
 */
export async function startUploadAnalysis(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  user: Pick<UserRow, 'id'>,
  upload: ReceivedUpload,
  genre: string | undefined,
): Promise<HitAnalysis> {
  const key = `hit-uploads/${crypto.randomUUID()}.${upload.ext}`;
  await ctx.storage.putFile(key, upload.tempPath, upload.contentType);
  try {
    const row = await ctx.database.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('hitAnalyses')
        .values({
          userId: user.id,
          uploadKey: key,
          uploadName: titleFor(undefined, upload.filename),
          genre: genre ?? null,
          stage: 'Queued',
          expiresAt: new Date(Date.now() + HIT_UPLOAD_TTL_HOURS * 3_600_000).toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const jobId = await enqueueJob(trx, hitAnalysisJob, { analysisId: inserted.id });
      await trx.updateTable('hitAnalyses').set({ jobId }).where('id', '=', inserted.id).execute();
      return { ...inserted, jobId };
    });
    return presentAnalysis(row, null);
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
