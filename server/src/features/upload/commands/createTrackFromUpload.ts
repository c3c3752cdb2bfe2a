import path from 'node:path';
import type { Track } from '@common/tracks';
import { UNKNOWN_ARTIST } from '@common/tracks';
import type { AppContext } from '../../../context';
import type { TrackRow, UserRow } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import { analyseTrackJob, presentTrack } from '../../tracks';
import { mediaUrl } from '../../../media/storage/storage';
import type { ReceivedUpload } from '../../../media/uploads/receiveUpload';
import { spendUploadAllowance } from '../uploadAllowance';
import type { QuickUploadFields } from '../fields';

/** Genre when the upload names none (part 2, section 7: 'Other' as fallback). */
export const FALLBACK_GENRE = 'Other';

/** The title an upload gets: the given one, the file name without extension, or 'Untitled Track'. */
export function titleFor(given: string | undefined, filename: string): string {
  if (given) return given;
  const base = path.posix
    .basename(filename.replaceAll('\\', '/'))
    .replace(/\.[^.]*$/, '')
    .trim();
  return base ? base.slice(0, 200) : 'Untitled Track';
}

/**
 * Moves a received audio file into storage as 'audio/<uuid>.<ext>' and records it as the user's private draft,
 * with its analysis job and the plan allowance it spends, in one transaction (403 when the plan has no upload
 * left this month). The stored object is removed when the row cannot be written.
 */
export async function createTrackFromUpload(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  user: Pick<UserRow, 'id' | 'username'>,
  upload: ReceivedUpload,
  fields: QuickUploadFields,
): Promise<{ url: string; track: Track }> {
  const key = `audio/${crypto.randomUUID()}.${upload.ext}`;
  await ctx.storage.putFile(key, upload.tempPath, upload.contentType);
  const url = mediaUrl(key);
  const isPublic = fields.isPublic ?? false;
  let row: TrackRow;
  try {
    row = await ctx.database.db.transaction().execute(async (trx) => {
      // The plan's monthly allowance is checked again here: the early check ran before the body was read.
      const inserted = await spendUploadAllowance(
        trx,
        user.id,
        async () =>
          trx
            .insertInto('tracks')
            .values({
              userId: user.id,
              title: titleFor(fields.title, upload.filename),
              artist: fields.artist ?? (user.username || UNKNOWN_ARTIST),
              genre: fields.genre ?? FALLBACK_GENRE,
              description: fields.description ?? null,
              isExplicit: fields.isExplicit ?? false,
              bpm: fields.bpm ?? null,
              key: fields.key ?? null,
              allowComments: fields.allowComments ?? true,
              isPublic,
              // A draft is never listed; isPublic only records who the uploader means it for.
              visibility: isPublic ? 'public' : 'private',
              price: fields.price ?? 0,
              status: 'draft',
              audioUrl: url,
              fileUrl: url,
              fileSize: upload.size,
              fileType: upload.contentType,
              storageKey: key,
            })
            .returningAll()
            .executeTakeFirstOrThrow() as Promise<TrackRow>,
      );
      await enqueueJob(trx, analyseTrackJob, { trackId: inserted.id });
      return inserted;
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { url, track: presentTrack(row, { artistUsername: user.username, fullAudio: true }) };
}
