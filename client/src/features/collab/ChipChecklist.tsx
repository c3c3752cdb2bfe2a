import { Check, CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { errorIdFor } from '@/ui/form/fieldStyles';

/** A choice of the checklist: its value and what it shows. */
export interface ChipOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * A group of checkboxes drawn as chips, with a legend, a hint, an optional limit (the other chips are
 * disabled once it is reached) and the group's validation message.
 */
export function ChipChecklist<T extends string | number>({
  id,
  legend,
  hint,
  options,
  value,
  onChange,
  max,
  error,
}: {
  id: string;
  legend: string;
  hint?: string;
  options: readonly ChipOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  max?: number;
  error?: string;
}) {
  const full = max !== undefined && value.length >= max;
  const toggle = (option: T, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  const describedBy = [hint ? `${id}-hint` : null, error ? errorIdFor(id) : null].filter(Boolean).join(' ');
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy || undefined} data-testid={id}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option.value);
          const disabled = !checked && full;
          return (
            <label
              key={option.value}
              className={cn(
                'relative inline-flex max-w-full cursor-pointer select-none items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                checked
                  ? 'border-primary/60 bg-primary/15 text-primary-text'
                  : 'border-white/10 bg-background/60 text-foreground/85 hover:border-white/25',
                disabled && 'cursor-not-allowed opacity-50 hover:border-white/10',
              )}
            >
              <input
                type="checkbox"
                // Over the whole chip (invisible), so a pointer lands on the checkbox itself.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
                checked={checked}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {checked ? <Check className="size-3.5 shrink-0" strokeWidth={3} aria-hidden /> : null}
              <span className="truncate">{option.label}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorIdFor(id)} className="flex items-center gap-1.5 text-xs font-medium text-red-400">
          <CircleAlert className="size-3.5 shrink-0" aria-hidden />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
