import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { publishTrack } from './publishUploads';
import {
  QUICK_FORM_DEFAULTS,
  quickPublishPayload,
  quickUploadFields,
  type QuickUploadForm,
} from './quickUploadForm';
import type { UploadItem } from './uploadItem';
import { UPLOAD_TEXT } from './uploadMessages';
import { refreshTrackLists } from './refreshTrackLists';
import { useUploadQueue } from './useUploadQueue';

export type PublishState =
  { state: 'publishing' } | { state: 'published'; trackId: number } | { state: 'failed' };

/**
 * The earlier upload screen: every file added is uploaded with the form's fields and then published
 * with the same fields, so it appears in the catalogue.
 */
export function useQuickUpload(username: string) {
  const [form, setForm] = useState<QuickUploadForm>(QUICK_FORM_DEFAULTS);
  const [publishStates, setPublishStates] = useState<Record<string, PublishState>>({});

  const setPublishState = (id: string, state: PublishState) =>
    setPublishStates((current) => ({ ...current, [id]: state }));

  // The form as it was when each file was chosen, so later edits do not change a file already sent.
  const formWhenChosen = useRef(new WeakMap<Record<string, string>, QuickUploadForm>());

  const queue = useUploadQueue({
    fieldsFor: (file, index) => {
      const fields = quickUploadFields(form, file.name, index, username);
      formWhenChosen.current.set(fields, form);
      return fields;
    },
    onUploaded: (item, response, fields) => {
      setPublishState(item.id, { state: 'publishing' });
      const payload = quickPublishPayload(fields, formWhenChosen.current.get(fields) ?? form);
      publishTrack(response.track.id, payload).then(
        (track) => {
          setPublishState(item.id, { state: 'published', trackId: track.id });
          refreshTrackLists();
        },
        (error: unknown) => {
          setPublishState(item.id, { state: 'failed' });
          toast({
            title: UPLOAD_TEXT.publishErrorTitle,
            description: errorMessage(error) || UPLOAD_TEXT.publishErrorFallback,
            variant: 'destructive',
          });
        },
      );
    },
  });

  const setField = useCallback(<K extends keyof QuickUploadForm>(field: K, value: QuickUploadForm[K]) => {
    setForm((current) => ({
      ...current,
      [field]: value,
      ...(field === 'bpm' ? { bpmChosen: true } : {}),
      ...(field === 'key' ? { keyChosen: true } : {}),
    }));
  }, []);

  /** A published file only leaves the list; an unpublished one is stopped or discarded. */
  const remove = (item: UploadItem) => {
    if (publishStates[item.id]?.state === 'published') queue.forget([item.id]);
    else queue.remove(item);
  };

  return { form, setField, items: queue.items, addFiles: queue.addFiles, remove, publishStates };
}
