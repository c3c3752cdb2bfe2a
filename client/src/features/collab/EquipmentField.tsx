import { COLLAB } from '@common/collab';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { controlClass, errorIdFor } from '@/ui/form/fieldStyles';
import { FormField } from '@/ui/form/FormField';

/** The gear a profile lists: type an item, Add (or Enter), remove any with its X. */
export function EquipmentField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const item = draft.trim();
  const full = value.length >= COLLAB.equipmentMax;
  const canAdd = item !== '' && !full && !value.includes(item);

  const add = () => {
    if (!canAdd) return;
    onChange([...value, item.slice(0, COLLAB.equipmentItemMax)]);
    setDraft('');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <FormField id={id} label="Equipment" error={error} optional>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          maxLength={COLLAB.equipmentItemMax}
          disabled={full}
          placeholder={full ? `${COLLAB.equipmentMax} items at most` : 'e.g. Ableton Live, SM7B, Moog Sub 37'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor(id) : undefined}
          className={cn(controlClass, 'h-11 min-w-0 flex-1')}
        />
        <Button variant="outline" onClick={add} disabled={!canAdd} className="h-11">
          <Plus aria-hidden /> Add
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label="Your equipment">
          {value.map((entry) => (
            <li
              key={entry}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-white/10 py-1 pl-3 pr-1 text-sm"
            >
              <span className="truncate">{entry}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== entry))}
                aria-label={`Remove ${entry}`}
                className="grid size-6 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-foreground"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FormField>
  );
}
