/** An upload item of part 2, section 3: uploading, then success or error. */
export type UploadStatus = 'uploading' | 'success' | 'error';

export interface UploadItem {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  status: UploadStatus;
  /** 0 to 100: the share of the file's bytes sent. */
  progress: number;
  error: string | null;
  audioUrl: string | null;
  /** The draft track the server created for the file. */
  trackId: number | null;
}

/** True when every listed file has uploaded (and at least one is listed). */
export function allUploaded(items: readonly UploadItem[]): boolean {
  return items.length > 0 && items.every((item) => item.status === 'success');
}
