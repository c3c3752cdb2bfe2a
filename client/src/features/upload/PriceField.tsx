import { cn } from '@/lib/cn';
import { controlClass } from '@/ui/form/fieldStyles';
import { UploadField } from './UploadField';

interface PriceFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** The price in USD, 0 or more in cents; empty or 0 means free to download. */
export function PriceField({ id, value, onValueChange }: PriceFieldProps) {
  const amount = Number(value.trim() === '' ? '0' : value);
  const hint =
    Number.isFinite(amount) && amount > 0
      ? `Listeners pay $${amount.toFixed(2)} to download.`
      : 'Set 0 to make the track free to download.';
  return (
    <UploadField id={id} label="Price (USD)" hint={hint}>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm text-muted">
          $
        </span>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0.00"
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(controlClass, 'h-11 pl-7')}
        />
      </div>
    </UploadField>
  );
}
