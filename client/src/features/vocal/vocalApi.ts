import { AUDIO_FIELD } from '@common/upload';
import type { VocalTake } from '@common/vocal';
import { request } from '@/lib/api';

/** Query keys of the Vocal AI: the first element is the address the default query function reads. */
export const vocalKeys = {
  takes: ['/api/vocal/takes'] as const,
  take: (id: number) => [`/api/vocal/takes/${id}`] as const,
};

/** Sends a take (multipart, like the catalogue's uploads) and answers its analysis. */
export async function sendTake(file: File, title: string): Promise<VocalTake> {
  const body = new FormData();
  if (title.trim()) body.append('title', title.trim());
  body.append(AUDIO_FIELD, file, file.name);
  return request<VocalTake>('POST', '/api/vocal/takes', { body });
}
