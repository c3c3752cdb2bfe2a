import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { Button } from '@/ui/Button';
import type { WizardStep } from './useUploadWizard';

interface WizardNavProps {
  step: WizardStep;
  canContinue: boolean;
  canPublish: boolean;
  publishing: boolean;
  onBack: () => void;
  onContinue: () => void;
  onPublish: () => void;
}

/** Back and Continue; the last step publishes. */
export function WizardNav({
  step,
  canContinue,
  canPublish,
  publishing,
  onBack,
  onContinue,
  onPublish,
}: WizardNavProps) {
  return (
    <div className="mt-8 flex items-center justify-between gap-3 border-t border-white/10 pt-5">
      <Button variant="outline" onClick={onBack} disabled={step === 1 || publishing}>
        <ArrowLeft aria-hidden />
        Back
      </Button>
      {step < 3 ? (
        <Button onClick={onContinue} disabled={!canContinue}>
          Continue
          <ArrowRight aria-hidden />
        </Button>
      ) : (
        <Button onClick={onPublish} disabled={publishing || !canPublish} aria-busy={publishing || undefined}>
          {publishing ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {publishing ? 'Publishing...' : 'Publish Track'}
        </Button>
      )}
    </div>
  );
}
