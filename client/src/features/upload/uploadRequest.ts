import { AUDIO_FIELD } from '@common/upload';
import { type UploadOutcome, exceptionOutcome, interpretUploadResponse } from './uploadOutcome';
import { UPLOAD_TEXT } from './uploadMessages';

export const UPLOAD_URL = '/api/upload/audio';

export interface UploadRequest {
  done: Promise<UploadOutcome>;
  abort: () => void;
}

/**
 * Sends one file to POST /api/upload/audio with XMLHttpRequest (fetch cannot report upload progress),
 * with credentials; `onProgress` receives whole percentages of the bytes sent.
 */
export function sendAudioUpload(
  file: File,
  fields: Record<string, string>,
  onProgress: (percent: number) => void,
): UploadRequest {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    try {
      const body = new FormData();
      // Text fields first so the server has them before the file stream.
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append(AUDIO_FIELD, file, file.name);
      xhr.open('POST', UPLOAD_URL);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      };
      xhr.onload = () => resolve(interpretUploadResponse(xhr.status, xhr.responseText));
      xhr.onerror = () => resolve({ ok: false, error: UPLOAD_TEXT.network, unauthorized: false });
      xhr.ontimeout = () => resolve({ ok: false, error: UPLOAD_TEXT.network, unauthorized: false });
      xhr.onabort = () => resolve({ ok: false, error: UPLOAD_TEXT.cancelled, unauthorized: false });
      xhr.send(body);
    } catch (error) {
      resolve(exceptionOutcome(error));
    }
  });
  return { done, abort: () => xhr.abort() };
}
