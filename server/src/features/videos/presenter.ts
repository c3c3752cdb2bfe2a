import { publicName } from '@common/people';
import type { Reel, Video, VideoDetail } from '@common/videos';
import type { VideoRow } from '../../db/schema';

/** A video row with its uploader's names (from the users join). */
export type VideoWithUploader = VideoRow & {
  uploaderUsername: string | null;
  uploaderDisplayName: string | null;
};

/** What a presenter needs beyond the row. */
export interface VideoPresentation {
  likedByMe?: boolean;
}

function uploaderOf(row: VideoWithUploader): Video['uploader'] {
  if (row.userId === null || row.uploaderUsername === null) return null;
  return {
    id: row.userId,
    name: publicName({ username: row.uploaderUsername, displayName: row.uploaderDisplayName }),
  };
}

/** A video as the list shows it: exactly the spec's Video fields plus what the player needs. */
export function presentVideo(row: VideoWithUploader, extra: VideoPresentation = {}): Video {
  return {
    id: row.id,
    title: row.title,
    thumbnailUrl: row.thumbnailUrl,
    duration: row.duration,
    uploadDate: row.uploadDate,
    category: row.category || null,
    tags: row.tags ?? [],
    viewCount: Number(row.viewCount),
    likeCount: Number(row.likeCount),
    videoUrl: row.videoUrl,
    description: row.description || null,
    uploader: uploaderOf(row),
    likedByMe: extra.likedByMe ?? false,
  };
}

/** One video, saying whether it is a reel. */
export function presentVideoDetail(row: VideoWithUploader, extra: VideoPresentation = {}): VideoDetail {
  return { ...presentVideo(row, extra), isReelFormat: row.isReelFormat };
}

/** A reel as the list shows it: the spec's Reel fields plus what the player needs. */
export function presentReel(row: VideoWithUploader, extra: VideoPresentation = {}): Reel {
  return {
    id: row.id,
    title: row.title,
    thumbnailUrl: row.thumbnailUrl,
    duration: row.duration,
    viewCount: Number(row.viewCount),
    videoUrl: row.videoUrl,
    likeCount: Number(row.likeCount),
    likedByMe: extra.likedByMe ?? false,
  };
}
