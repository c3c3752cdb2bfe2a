import {
  THUMBNAIL_FIELD,
  VIDEO_FIELD,
  type Reel,
  type Video,
  type VideoDetail,
  type VideoLikeState,
  type VideoViewResult,
} from '@common/videos';
import { answerError, getJson, request } from '@/lib/api';

export const VIDEOS_KEY = ['/api/videos'] as const;
export const REELS_KEY = ['/api/reels'] as const;

/**
 * GET /api/videos. A failed load is not shown (part 1, section 8): it reads as an empty list.
 */
export async function fetchVideos(): Promise<Video[]> {
  try {
    return (await getJson<Video[]>(VIDEOS_KEY[0])) ?? [];
  } catch {
    return [];
  }
}

/** GET /api/reels; a failed load reads as an empty list. */
export async function fetchReels(): Promise<Reel[]> {
  try {
    return (await getJson<Reel[]>(REELS_KEY[0])) ?? [];
  } catch {
    return [];
  }
}

/** POST /api/videos/{id}/view: counts a view (once per viewer per 30 s). */
export async function countView(id: number): Promise<VideoViewResult> {
  return request<VideoViewResult>('POST', `/api/videos/${id}/view`);
}

/** POST or DELETE /api/videos/{id}/like. */
export async function setLike(id: number, liked: boolean): Promise<VideoLikeState> {
  return request<VideoLikeState>(liked ? 'POST' : 'DELETE', `/api/videos/${id}/like`);
}

/**
 * Sends the video with XMLHttpRequest (fetch cannot report upload progress); text fields go first so the
 * server has them before the file. `onProgress` receives whole percentages of the bytes sent.
 */
export function sendVideo(
  file: File,
  fields: Record<string, string>,
  onProgress: (percent: number) => void,
): { done: Promise<VideoDetail>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<VideoDetail>((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(VIDEO_FIELD, file, file.name);
    xhr.open('POST', '/api/videos');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status === 201) resolve(JSON.parse(xhr.responseText) as VideoDetail);
      else reject(answerError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('The upload failed. Please check your connection and try again.'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}

/** POST /api/videos/{id}/thumbnail with the frame captured in the browser. */
export async function sendThumbnail(id: number, thumbnail: Blob): Promise<VideoDetail> {
  const body = new FormData();
  body.append(THUMBNAIL_FIELD, thumbnail, 'thumbnail.jpg');
  return request<VideoDetail>('POST', `/api/videos/${id}/thumbnail`, { body });
}
