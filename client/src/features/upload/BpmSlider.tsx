import { BPM_MAX, BPM_MIN } from '@common/tracks';
import { UploadField } from './UploadField';

interface BpmSliderProps {
  id: string;
  value: number;
  onValueChange: (value: number) => void;
  /** Where the value comes from (measured or set by the artist). */
  hint?: string;
}

/** BPM from 40 to 220 in steps of 1, with the chosen value shown beside the slider. */
export function BpmSlider({ id, value, onValueChange, hint }: BpmSliderProps) {
  return (
    <UploadField id={id} label="BPM" hint={hint}>
      <div className="flex h-11 items-center gap-3">
        <input
          id={id}
          type="range"
          min={BPM_MIN}
          max={BPM_MAX}
          step={1}
          value={value}
          aria-valuetext={`${value} BPM`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onValueChange(Number(event.target.value))}
          className="min-w-0 flex-1 cursor-pointer accent-primary"
        />
        <output
          htmlFor={id}
          className="w-12 shrink-0 rounded-md bg-white/10 py-1 text-center text-sm font-semibold tabular-nums"
        >
          {value}
        </output>
      </div>
      <div className="-mt-1 flex justify-between pr-15 text-xs text-muted" aria-hidden>
        <span>{BPM_MIN}</span>
        <span>{BPM_MAX}</span>
      </div>
    </UploadField>
  );
}
