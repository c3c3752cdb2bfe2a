import { cn } from '@/lib/cn';

export interface CardOption<T extends string> {
  value: T;
  label: string;
  description?: string;
}

interface OptionCardsProps<T extends string> {
  name: string;
  legend: string;
  options: readonly CardOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
}

/** A radio group drawn as cards (release type, privacy). */
export function OptionCards<T extends string>({
  name,
  legend,
  options,
  value,
  onValueChange,
}: OptionCardsProps<T>) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', options.length > 2 ? 'grid-cols-1 sm:grid-cols-3' : 'grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-2.5 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
              value === option.value
                ? 'border-primary bg-primary/10'
                : 'border-white/10 bg-background/50 hover:border-white/25',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-semibold">{option.label}</span>
              {option.description ? <span className="text-xs text-muted">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
