import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceSelectProps {
  id: string;
  choices: readonly Choice[];
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  /** Shown while nothing is chosen (the value is then ''). */
  placeholder?: string;
  /** The form's control look (border, background, focus ring). */
  triggerClassName?: string;
}

/** A single-choice select (Radix Select: keyboard and screen-reader friendly). */
export function ChoiceSelect({
  id,
  choices,
  value,
  onValueChange,
  required,
  placeholder,
  triggerClassName,
}: ChoiceSelectProps) {
  return (
    <Select.Root value={value || undefined} onValueChange={onValueChange} required={required}>
      <Select.Trigger
        id={id}
        aria-required={required || undefined}
        className={cn(
          triggerClassName,
          'flex h-11 items-center justify-between gap-2 text-left data-[placeholder]:text-muted',
        )}
      >
        <Select.Value placeholder={placeholder} />
        <Select.Icon>
          <ChevronDown className="h-4 w-4 text-muted" aria-hidden />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={6}
          className="z-[70] max-h-[min(var(--radix-select-content-available-height),18rem)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-white/10 bg-surface shadow-xl shadow-black/40"
        >
          <Select.Viewport className="p-1">
            {choices.map((choice) => (
              <Select.Item
                key={choice.value}
                value={choice.value}
                className="relative flex h-9 cursor-pointer select-none items-center rounded-md pl-8 pr-3 text-sm outline-none data-[highlighted]:bg-primary/15 data-[highlighted]:text-white data-[state=checked]:font-semibold"
              >
                <Select.ItemIndicator className="absolute left-2.5">
                  <Check className="h-4 w-4 text-primary-text" aria-hidden />
                </Select.ItemIndicator>
                <Select.ItemText>{choice.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
