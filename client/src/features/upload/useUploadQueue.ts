import type { UploadResponse } from '@common/upload';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { request } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { audioFileProblem } from './audioFileCheck';
import type { UploadItem } from './uploadItem';
import { UPLOAD_TEXT } from './uploadMessages';
import type { UploadOutcome } from './uploadOutcome';
import { sendAudioUpload, type UploadRequest } from './uploadRequest';

interface UploadQueueOptions {
  /** Multipart text fields for the nth file of one selection. */
  fieldsFor?: (file: File, index: number) => Record<string, string>;
  /** Called once a file's upload succeeded. */
  onUploaded?: (item: UploadItem, response: UploadResponse, fields: Record<string, string>) => void;
}

let nextId = 0;

function reportFailure(outcome: Extract<UploadOutcome, { ok: false }>) {
  if (outcome.unauthorized) {
    toast({ title: UPLOAD_TEXT.authTitle, description: UPLOAD_TEXT.authDescription, variant: 'destructive' });
  } else {
    toast({ title: UPLOAD_TEXT.failedTitle, description: outcome.error, variant: 'destructive' });
  }
}

/**
 * The list of chosen files: each one is checked and uploaded as soon as it is added, with its real
 * progress, and stays listed with its status or error until removed.
 */
export function useUploadQueue(options: UploadQueueOptions = {}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const requests = useRef(new Map<string, UploadRequest>());
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  const patch = useCallback((id: string, changes: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }, []);

  const startUpload = useCallback(
    async (item: UploadItem, file: File, fields: Record<string, string>) => {
      const request = sendAudioUpload(file, fields, (progress) => patch(item.id, { progress }));
      requests.current.set(item.id, request);
      const outcome = await request.done;
      if (!requests.current.delete(item.id)) return; // removed while uploading
      if (!outcome.ok) {
        patch(item.id, { status: 'error', error: outcome.error });
        reportFailure(outcome);
        return;
      }
      const { response } = outcome;
      const uploaded: UploadItem = {
        ...item,
        status: 'success',
        progress: 100,
        error: null,
        audioUrl: response.file.url,
        trackId: response.track.id,
      };
      patch(item.id, uploaded);
      toast({ title: UPLOAD_TEXT.successTitle, description: UPLOAD_TEXT.successDescription });
      optionsRef.current.onUploaded?.(uploaded, response, fields);
    },
    [patch],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file, index) => {
        nextId += 1;
        const problem = audioFileProblem(file);
        const item: UploadItem = {
          id: `upload-${nextId}`,
          name: file.name,
          size: file.size,
          status: problem ? 'error' : 'uploading',
          progress: 0,
          error: problem,
          audioUrl: null,
          trackId: null,
        };
        return { item, file, problem, fields: optionsRef.current.fieldsFor?.(file, index) ?? {} };
      });
      setItems((current) => [...current, ...added.map(({ item }) => item)]);
      for (const { item, file, problem, fields } of added) {
        if (problem) toast({ title: UPLOAD_TEXT.failedTitle, description: problem, variant: 'destructive' });
        else void startUpload(item, file, fields);
      }
    },
    [startUpload],
  );

  /** Removes a file: stops its upload, or discards the draft track it already created. */
  const remove = useCallback((item: UploadItem) => {
    const upload = requests.current.get(item.id);
    requests.current.delete(item.id);
    upload?.abort();
    if (item.status === 'success' && item.trackId !== null) {
      request('DELETE', `/api/tracks/${item.trackId}`).catch(() => undefined);
    }
    setItems((current) => current.filter((other) => other.id !== item.id));
  }, []);

  /** Takes items off the list and keeps their tracks (they have been published). */
  const forget = useCallback((ids: readonly string[]) => {
    setItems((current) => current.filter((item) => !ids.includes(item.id)));
  }, []);

  useEffect(() => {
    const open = requests.current;
    return () => {
      for (const request of open.values()) request.abort();
      open.clear();
    };
  }, []);

  return { items, addFiles, remove, forget };
}
