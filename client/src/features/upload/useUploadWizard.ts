import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { publishUploads } from './publishUploads';
import { refreshTrackLists } from './refreshTrackLists';
import { draftProblem, publishPayload, wizardDefaults, type WizardDraft } from './trackDraft';
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
    setDraft((current) => ({ ...current, [field]: value }));
  }, []);

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

  return { step, setStep, next, back, draft, setField, publishing, publish, queue };
}
