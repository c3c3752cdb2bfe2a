import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClass } from './fieldStyles';
import { FormField } from './FormField';

interface SelectFieldProps {
  id: string;
  label: string;
  placeholder: string;
  options: readonly string[];
  value: string;
  onValueChange: (value: string) => void;
  optional?: boolean;
}

/** A labelled single-choice select (Radix Select: keyboard and screen-reader friendly). */
export function SelectField({
  id,
  label,
  placeholder,
  options,
  value,
  onValueChange,
  optional,
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} optional={optional}>
      <Select.Root value={value || undefined} onValueChange={onValueChange}>
        <Select.Trigger
          id={id}
          className={cn(
            controlClass,
            'flex h-11 items-center justify-between gap-2 text-left data-[placeholder]:text-muted/60',
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
              {options.map((option) => (
                <Select.Item
                  key={option}
                  value={option}
                  className="relative flex h-9 cursor-pointer select-none items-center rounded-md pl-8 pr-3 text-sm outline-none data-[highlighted]:bg-primary/15 data-[highlighted]:text-white data-[state=checked]:font-semibold"
                >
                  <Select.ItemIndicator className="absolute left-2.5">
                    <Check className="h-4 w-4 text-primary" aria-hidden />
                  </Select.ItemIndicator>
                  <Select.ItemText>{option}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </FormField>
  );
}
