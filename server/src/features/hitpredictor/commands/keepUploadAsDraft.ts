import { HIT_MESSAGES, type HitAnalysis } from '@common/hitpredictor';
import { TRACK_DRAFT_DEFAULTS } from '@common/tracks';
import { contentTypeForKey } from '../../../media/storage/keys';
import type { Db } from '../../../db/connection';
import type { TrackRow, UserRow } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { mediaUrl } from '../../../media/storage/storage';
import { FALLBACK_GENRE, spendUploadAllowance } from '../../upload';
import { analyseTrackJob } from '../../tracks';
import { readAnalysis } from './readAnalysis';

/**
 * Keeps a file uploaded for analysis as a private draft track of its owner (it then is never deleted by the
 * 24-hour cleanup). The draft spends the plan's upload allowance like any upload and gets the catalogue's analysis.
 */
export async function keepUploadAsDraft(
  db: Db,
  user: Pick<UserRow, 'id' | 'username'>,
  id: number,
): Promise<HitAnalysis> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('hitAnalyses')
      .selectAll()
      .where('id', '=', id)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (!row) throw notFound(HIT_MESSAGES.notFound);
    if (row.trackId !== null || row.uploadName === null) throw badRequest(HIT_MESSAGES.notAnUpload);
    if (row.keptTrackId !== null) return;
    if (!row.uploadKey) throw conflict(HIT_MESSAGES.uploadExpired);
    const key = row.uploadKey;
    const track = await spendUploadAllowance(
      trx,
      user.id,
      async () =>
        trx
          .insertInto('tracks')
          .values({
            userId: user.id,
            title: row.uploadName!,
            artist: user.username,
            genre: row.genre ?? FALLBACK_GENRE,
            isPublic: false,
            visibility: 'private',
            status: 'draft',
            price: 0,
            allowComments: TRACK_DRAFT_DEFAULTS.allowComments,
            audioUrl: mediaUrl(key),
            fileUrl: mediaUrl(key),
            fileType: contentTypeForKey(key),
            storageKey: key,
          })
          .returningAll()
          .executeTakeFirstOrThrow() as Promise<TrackRow>,
    );
    await trx
      .updateTable('hitAnalyses')
      .set({ keptTrackId: track.id, expiresAt: null, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await enqueueJob(trx, analyseTrackJob, { trackId: track.id });
  });
  return readAnalysis(db, user, id);
}
