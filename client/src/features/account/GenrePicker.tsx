import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

interface GenrePickerProps {
  id: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** A group of checkboxes drawn as chips: any number of genres, in the order of `options`. */
export function GenrePicker({ id, options, value, onChange }: GenrePickerProps) {
  const toggle = (genre: string, checked: boolean) =>
    onChange(options.filter((option) => (option === genre ? checked : value.includes(option))));
  return (
    <fieldset aria-describedby={`${id}-hint`} className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Genres</legend>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-muted">
        Choose the genres you make or play; fans find you by them.
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((genre) => {
          const checked = value.includes(genre);
          return (
            <label
              key={genre}
              className={cn(
                'relative inline-flex cursor-pointer select-none items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                checked
                  ? 'border-primary/60 bg-primary/15 text-primary-text'
                  : 'border-white/10 bg-background/60 text-foreground/85 hover:border-white/25',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={(event) => toggle(genre, event.target.checked)}
              />
              {checked ? <Check className="size-3.5" strokeWidth={3} aria-hidden /> : null}
              {genre}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
