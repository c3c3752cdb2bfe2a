import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { publishUploads } from './publishUploads';
import { refreshTrackLists } from './refreshTrackLists';
import { useTrackDetail } from '@/features/tracks';
import {
  draftProblem,
  type Measurement,
  type MeasureState,
  publishPayload,
  withMeasurement,
  wizardDefaults,
  type WizardDraft,
} from './trackDraft';
import { allUploaded } from './uploadItem';
import { publishedDescription, REDIRECT_DELAY_MS, UPLOAD_TEXT } from './uploadMessages';
import { useUploadQueue } from './useUploadQueue';

export type WizardStep = 1 | 2 | 3;

export const WIZARD_STEPS = ['Upload', 'Info', 'Release'] as const;

/** The upload wizard's state: the step, the file list, the draft and publishing (part 2, sections 2 and 4). */
export function useUploadWizard(username: string) {
  const [, navigate] = useLocation();
  const queue = useUploadQueue();
  const [step, setStep] = useState<WizardStep>(1);
  const [draft, setDraft] = useState<WizardDraft>(() => wizardDefaults(username));
  const [publishing, setPublishing] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const setField = useCallback(<K extends keyof WizardDraft>(field: K, value: WizardDraft[K]) => {
    setDraft((current) => ({
      ...current,
      [field]: value,
      // A BPM or key the artist sets is theirs: sent as an override of the measurement.
      ...(field === 'bpm' ? { bpmChosen: true } : {}),
      ...(field === 'key' ? { keyChosen: true } : {}),
    }));
  }, []);

  // The first uploaded file's track, read again while its analysis runs: its measurement fills BPM and key.
  const firstTrackId = queue.items.find((item) => item.trackId !== null)?.trackId ?? null;
  const { data: firstTrack } = useTrackDetail(firstTrackId);
  const analysis = firstTrack?.id === firstTrackId ? firstTrack?.analysis : undefined;
  const measured: Measurement | null =
    analysis?.status === 'done' ? { bpm: analysis.measuredBpm, key: analysis.measuredKey } : null;
  const measureState: MeasureState = !analysis
    ? 'waiting'
    : analysis.status === 'failed'
      ? 'unmeasured'
      : measured
        ? 'measured'
        : 'measuring';
  // The fields the artist has not set show the measurement once it is there.
  const shownDraft = measured ? withMeasurement(draft, measured) : draft;

  const next = () => setStep((current) => (current < 3 ? ((current + 1) as WizardStep) : current));
  const back = () => setStep((current) => (current > 1 ? ((current - 1) as WizardStep) : current));

  const publish = async () => {
    if (publishing) return;
    if (!allUploaded(queue.items)) {
      toast({
        title: UPLOAD_TEXT.stillUploadingTitle,
        description: UPLOAD_TEXT.stillUploadingDescription,
        variant: 'destructive',
      });
      return;
    }
    const problem = draftProblem(draft);
    if (problem) {
      toast({ title: UPLOAD_TEXT.missingTitle, description: problem, variant: 'destructive' });
      setStep(2);
      return;
    }
    setPublishing(true);
    const { published, error } = await publishUploads(queue.items, (item, index) =>
      publishPayload(draft, item.name, index),
    );
    setPublishing(false);
    queue.forget(published);
    if (published.length > 0) refreshTrackLists();
    if (error !== null) {
      toast({
        title: UPLOAD_TEXT.publishErrorTitle,
        description: errorMessage(error) || UPLOAD_TEXT.publishErrorFallback,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: UPLOAD_TEXT.publishedTitle, description: publishedDescription(published.length) });
    setDraft(wizardDefaults(username));
    setStep(1);
    redirectTimer.current = setTimeout(() => navigate('/dashboard'), REDIRECT_DELAY_MS);
  };

  return {
    step,
    setStep,
    next,
    back,
    draft: shownDraft,
    setField,
    publishing,
    publish,
    queue,
    measureState,
    measured,
  };
}
