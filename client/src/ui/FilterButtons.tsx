import { cn } from '@/lib/cn';

/**
 * A row of buttons that filter one list below them (the segmented look of TabsList): each is a toggle with
 * aria-pressed, since there are no separate tab panels to point at.
 */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-black/30 p-1 ring-1 ring-white/10',
        className,
      )}
    >
      {options.map((option) => {
        const pressed = option.id === value;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.id)}
            className={cn(
              'inline-flex min-w-0 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold text-muted transition-colors hover:text-foreground',
              pressed &&
                'bg-primary-strong text-white shadow-[0_6px_20px_-8px_rgb(255_0_128/0.8)] hover:text-white',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
