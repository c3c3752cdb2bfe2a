import { Card } from '@/ui/Card';
import { DropZone } from './DropZone';
import { InfoStep } from './InfoStep';
import { ReleaseStep } from './ReleaseStep';
import { StepIndicator } from './StepIndicator';
import { UploadList } from './UploadList';
import { useUploadWizard, WIZARD_STEPS } from './useUploadWizard';
import { WizardNav } from './WizardNav';

const STEP_INTROS = [
  'Add one or more audio files. Each one starts uploading right away.',
  'Tell listeners about your track.',
  'Choose how and to whom your track is released.',
];

/** The three-step upload wizard of a signed-in user. */
export function UploadWizard({ username }: { username: string }) {
  const { step, setStep, next, back, draft, setField, publishing, publish, queue, measureState, measured } =
    useUploadWizard(username);
  const hasFiles = queue.items.length > 0;

  return (
    <>
      <StepIndicator step={step} onStepChange={setStep} />
      <Card className="p-5 sm:p-7">
        <h2 className="text-xl font-bold">{WIZARD_STEPS[step - 1]}</h2>
        <p className="mb-5 mt-1 text-sm text-muted">{STEP_INTROS[step - 1]}</p>
        {step === 1 ? (
          <>
            <DropZone onFiles={queue.addFiles} />
            <UploadList items={queue.items} onRemove={queue.remove} />
          </>
        ) : step === 2 ? (
          <InfoStep
            draft={draft}
            setField={setField}
            fileCount={queue.items.length}
            measureState={measureState}
            measured={measured}
          />
        ) : (
          <ReleaseStep draft={draft} setField={setField} />
        )}
        <WizardNav
          step={step}
          canContinue={step > 1 || hasFiles}
          canPublish={hasFiles}
          publishing={publishing}
          onBack={back}
          onContinue={next}
          onPublish={() => void publish()}
        />
      </Card>
    </>
  );
}
