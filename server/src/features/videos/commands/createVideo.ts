import { randomUUID } from 'node:crypto';
import type { VideoDetail, VideoUploadFields } from '@common/videos';
import { formatDuration } from '@common/format';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { json } from '../../../db/values';
import { mediaUrl } from '../../../media/storage/storage';
import { presentVideoDetail } from '../presenter';
import { findVideo } from '../queries';

/** An uploaded file received into a temporary file and recognised by its bytes. */
export interface ReceivedFile {
  tempPath: string;
  ext: string;
  contentType: string;
  size: number;
}

/** Stores an uploaded video as videos/<uuid>.<ext> and saves its row; the temporary file is consumed. */
export async function createVideo(
  ctx: AppContext,
  user: UserRow,
  file: ReceivedFile,
  fields: VideoUploadFields,
): Promise<VideoDetail> {
  const key = `videos/${randomUUID()}.${file.ext}`;
  await ctx.storage.putFile(key, file.tempPath, file.contentType);
  try {
    const { id } = await ctx.database.db
      .insertInto('videos')
      .values({
        userId: user.id,
        title: fields.title,
        videoUrl: mediaUrl(key),
        thumbnailUrl: null,
        description: fields.description || null,
        category: fields.category || null,
        tags: json(fields.tags),
        duration: fields.duration === undefined ? null : formatDuration(Math.round(fields.duration)),
        uploadDate: new Date().toISOString(),
        isReelFormat: fields.isReelFormat,
        storageKey: key,
        contentType: file.contentType,
        fileSize: file.size,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await findVideo(ctx.database.db, id);
    return presentVideoDetail(row!);
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
