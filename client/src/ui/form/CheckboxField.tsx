import * as Checkbox from '@radix-ui/react-checkbox';
import * as Label from '@radix-ui/react-label';
import { Check } from 'lucide-react';

interface CheckboxFieldProps {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A labelled checkbox with an optional line of explanation. */
export function CheckboxField({ id, label, description, checked, onCheckedChange }: CheckboxFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-white/10 bg-background/50 p-3.5">
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={descriptionId}
        className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded border border-white/30 bg-background transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary-strong"
      >
        <Checkbox.Indicator>
          <Check className="h-3.5 w-3.5 text-white" strokeWidth={3} aria-hidden />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <div className="grid gap-0.5">
        <Label.Root htmlFor={id} className="cursor-pointer text-sm font-medium">
          {label}
        </Label.Root>
        {description ? (
          <p id={descriptionId} className="text-xs text-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
