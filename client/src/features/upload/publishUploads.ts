import type { Track, TrackDraftInput } from '@common/tracks';
import { request } from '@/lib/api';
import type { UploadItem } from './uploadItem';

export interface PublishResult {
  /** Ids of the items whose track is now published. */
  published: string[];
  /** The first failure, which stopped the run; null when all were published. */
  error: unknown;
}

/** POST /api/tracks/{id}/publish for one uploaded track. */
export async function publishTrack(trackId: number, payload: TrackDraftInput): Promise<Track> {
  return request<Track>('POST', `/api/tracks/${trackId}/publish`, { body: payload });
}

/** Publishes the uploaded files' tracks one after another, stopping at the first failure. */
export async function publishUploads(
  items: readonly UploadItem[],
  payloadFor: (item: UploadItem, index: number) => TrackDraftInput,
): Promise<PublishResult> {
  const published: string[] = [];
  for (const [index, item] of items.entries()) {
    if (item.trackId === null) continue;
    try {
      await publishTrack(item.trackId, payloadFor(item, index));
      published.push(item.id);
    } catch (error) {
      return { published, error };
    }
  }
  return { published, error: null };
}
