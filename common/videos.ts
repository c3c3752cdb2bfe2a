import { z } from 'zod';
import { tagsSchema } from './tracks';

/**
 * Videos and Reels (part 1, sections 2, 3 and 7; part 2, section 3 'videos'): the upload limits and
 * messages, the upload form's fields, and the shapes GET /api/videos and GET /api/reels answer.
 */

/** Max video file: 200MB. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
/** Max thumbnail image (captured in the browser from the video): 2MB. */
export const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;

/** The multipart field that carries the video file. */
export const VIDEO_FIELD = 'videoFile';
/** The multipart field that carries the thumbnail image (POST /api/videos/{id}/thumbnail). */
export const THUMBNAIL_FIELD = 'thumbnail';

export const VIDEO_EXTENSIONS = ['.mp4', '.webm'] as const;
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm'] as const;
/** The file input's accept attribute. */
export const VIDEO_ACCEPT = '.mp4,.webm,video/mp4,video/webm';
export const THUMBNAIL_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A viewer's view of a video is counted at most once per this many seconds. */
export const VIDEO_VIEW_WINDOW_SECONDS = 30;

/** Categories offered by the upload form (the server accepts any short text). */
export const VIDEO_CATEGORIES = [
  'Music Video',
  'Live Performance',
  'Behind the Scenes',
  'Studio Session',
  'Tutorial',
  'Freestyle',
  'Dance',
  'Vlog',
] as const;

export const VIDEO_MESSAGES = {
  notLoggedIn: 'You must be logged in to upload videos',
  unsupportedType: 'Unsupported video type. Please upload an MP4 or WebM video.',
  tooLarge: 'Video too large. The maximum size is 200MB.',
  missingFile: 'No video file was received. Please choose a video to upload.',
  missingTitle: 'Please provide a video title.',
  unsupportedThumbnail: 'Unsupported thumbnail type. Please use a JPEG, PNG or WebP image.',
  thumbnailTooLarge: 'Thumbnail too large. The maximum size is 2MB.',
  missingThumbnail: 'No thumbnail was received.',
  notFound: 'Video not found',
  notOwner: 'You can only change your own videos',
  notMultipart: 'Uploads must be sent as multipart/form-data',
} as const;

/** A form value sent as text: 'true'/'false' (or a boolean) to a boolean. */
const booleanText = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** A positive number sent as text; anything else (blank, not a number) is no value. */
const positiveNumberText = z.union([z.number(), z.string()]).transform((v) => {
  const n = typeof v === 'number' ? v : String(v).trim() === '' ? Number.NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : undefined;
});

/**
 * The text fields sent beside `videoFile` (POST /api/videos). Duration is in seconds as the browser read
 * it; the reel flag is sent, or derived from the reported dimensions (portrait is a reel).
 */
export const videoUploadFieldsSchema = z
  .object({
    title: z
      .string({ error: VIDEO_MESSAGES.missingTitle })
      .trim()
      .min(1, VIDEO_MESSAGES.missingTitle)
      .max(200, 'The title can be 200 characters at most.'),
    description: z.string().trim().max(5000, 'The description can be 5000 characters at most.').default(''),
    category: z.string().trim().max(50, 'The category can be 50 characters at most.').default(''),
    tags: tagsSchema.default([]),
    duration: positiveNumberText.optional(),
    width: positiveNumberText.optional(),
    height: positiveNumberText.optional(),
    isReelFormat: booleanText.optional(),
  })
  .transform(({ width, height, isReelFormat, ...rest }) => ({
    ...rest,
    isReelFormat: isReelFormat ?? (width !== undefined && height !== undefined ? width < height : false),
  }));
export type VideoUploadFieldsInput = z.input<typeof videoUploadFieldsSchema>;
export type VideoUploadFields = z.output<typeof videoUploadFieldsSchema>;

/** Who uploaded a video. */
export interface VideoUploader {
  id: number;
  name: string;
}

/** A video as GET /api/videos lists it: the spec's Video fields plus what the player needs. */
export interface Video {
  id: number;
  title: string;
  /** URL of the thumbnail, or null (the client shows a placeholder). */
  thumbnailUrl: string | null;
  /** m:ss, or null when unknown (the client shows '--:--'). */
  duration: string | null;
  /** ISO timestamp, or null (the client shows 'Recently uploaded'). */
  uploadDate: string | null;
  category: string | null;
  tags: string[];
  viewCount: number;
  likeCount: number;
  /** URL the video streams from (HTTP Range). */
  videoUrl: string;
  description: string | null;
  uploader: VideoUploader | null;
  /** Whether the signed-in user likes it (false for visitors). */
  likedByMe: boolean;
}

/** GET /api/videos: videos that are not reels, newest first. */
export type VideoList = Video[];

/** One video (GET /api/videos/{id}, POST /api/videos): a Video that says whether it is a reel. */
export interface VideoDetail extends Video {
  isReelFormat: boolean;
}

/** A reel as GET /api/reels lists it: the spec's Reel fields plus what the player needs. */
export interface Reel {
  id: number;
  title: string;
  thumbnailUrl: string | null;
  duration: string | null;
  viewCount: number;
  videoUrl: string;
  likeCount: number;
  likedByMe: boolean;
}

/** GET /api/reels: reels (portrait videos), newest first. */
export type ReelList = Reel[];

/** POST/DELETE /api/videos/{id}/like answers this. */
export interface VideoLikeState {
  liked: boolean;
  likes: number;
}

/** POST /api/videos/{id}/view answers this. */
export interface VideoViewResult {
  counted: boolean;
  viewCount: number;
}

/** Which kind of file a name or MIME type describes, as the upload form checks it before sending. */
export function videoKindOf(file: { name: string; type: string }): 'mp4' | 'webm' | null {
  const name = file.name.toLowerCase();
  if (file.type === 'video/mp4' || name.endsWith('.mp4')) return 'mp4';
  if (file.type === 'video/webm' || name.endsWith('.webm')) return 'webm';
  return null;
}

/** The {id} of /api/videos/{id} routes. */
export const videoIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: VIDEO_MESSAGES.notFound })
    .int(VIDEO_MESSAGES.notFound)
    .positive(VIDEO_MESSAGES.notFound),
});
