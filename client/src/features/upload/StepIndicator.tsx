import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { WIZARD_STEPS, type WizardStep } from './useUploadWizard';

interface StepIndicatorProps {
  step: WizardStep;
  onStepChange: (step: WizardStep) => void;
}

/** Upload / Info / Release: shows where the user is; any step can be opened directly. */
export function StepIndicator({ step, onStepChange }: StepIndicatorProps) {
  return (
    <nav aria-label="Upload steps" className="mb-6">
      <ol className="grid grid-cols-3 gap-2">
        {WIZARD_STEPS.map((label, index) => {
          const number = (index + 1) as WizardStep;
          const current = number === step;
          const done = number < step;
          return (
            <li key={label}>
              <button
                type="button"
                onClick={() => onStepChange(number)}
                aria-current={current ? 'step' : undefined}
                className={cn(
                  'flex w-full flex-col items-center gap-1 rounded-xl border px-2 py-2 text-center sm:flex-row sm:gap-2.5 sm:px-3 sm:py-2.5 sm:text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  current
                    ? 'border-primary bg-primary/10'
                    : 'border-white/10 bg-surface/50 hover:border-white/25',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    current || done ? 'bg-primary-strong text-white' : 'bg-white/10 text-muted',
                  )}
                >
                  {done ? <Check className="size-3.5" strokeWidth={3} /> : number}
                </span>
                <span
                  className={cn(
                    'truncate text-xs font-semibold sm:text-sm',
                    current ? 'text-white' : 'text-muted',
                  )}
                >
                  {label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
