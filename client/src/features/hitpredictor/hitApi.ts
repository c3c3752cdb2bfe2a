import { type HitAnalysis, HIT_MESSAGES } from '@common/hitpredictor';
import { AUDIO_FIELD, UPLOAD_MESSAGES } from '@common/upload';
import { answerError, ApiError, request } from '@/lib/api';

export const HIT_ANALYSES_URL = '/api/hit-predictor/analyses';
export const HIT_INSIGHTS_URL = '/api/hit-predictor/insights';
export const analysisUrl = (id: number) => `${HIT_ANALYSES_URL}/${id}`;

/** Starts the analysis of one of my tracks. */
export async function startTrackAnalysis(trackId: number): Promise<HitAnalysis> {
  return request<HitAnalysis>('POST', HIT_ANALYSES_URL, { body: { trackId } });
}

/** Keeps an uploaded file as a private draft (it is then not deleted after 24 hours). */
export async function keepAsDraft(id: number): Promise<HitAnalysis> {
  return request<HitAnalysis>('POST', `${analysisUrl(id)}/keep`);
}

/**
 * Uploads a file for analysis with XMLHttpRequest (fetch cannot report upload progress), with credentials;
 * `onProgress` receives whole percentages of the bytes sent. Rejects with an ApiError on a non-2xx answer.
 */
export function uploadForAnalysis(
  file: File,
  genre: string,
  onProgress: (percent: number) => void,
): Promise<HitAnalysis> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    if (genre) body.append('genre', genre);
    body.append(AUDIO_FIELD, file, file.name);
    xhr.open('POST', HIT_ANALYSES_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as HitAnalysis);
        } catch {
          reject(new Error(HIT_MESSAGES.failedTitle));
        }
      } else {
        reject(answerError(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new Error('Network error occurred'));
    xhr.send(body);
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 413) throw new Error(UPLOAD_MESSAGES.tooLarge);
    throw error;
  }) as Promise<HitAnalysis>;
}
