import { FAN_LEVELS, type FanLevel } from '@common/fanportal';
import type { CampaignSegment } from '@common/marketing';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { TextField } from '@/ui/form/TextField';

/**
 * Who gets the campaign: fans of some levels (an artist's list only; none chosen means every level) and/or a
 * part of their location. The count below is the same rule the server sends by.
 */
export function SegmentPicker({
  segment,
  onChange,
  levels,
  matching,
  total,
}: {
  segment: CampaignSegment;
  onChange: (next: CampaignSegment) => void;
  /** Whether fan levels can be chosen (an artist's own fans). */
  levels: boolean;
  matching: number;
  total: number;
}) {
  const legendId = useId();
  const levelsId = useId();
  const chosen = segment.fanLevels ?? [];

  function toggle(level: FanLevel) {
    const next = chosen.includes(level) ? chosen.filter((l) => l !== level) : [...chosen, level];
    onChange({ ...segment, fanLevels: FAN_LEVELS.filter((l) => next.includes(l)) });
  }

  return (
    <div
      role="group"
      aria-labelledby={legendId}
      className="grid gap-3 rounded-xl border border-white/10 bg-background/50 p-3.5"
    >
      <p id={legendId} className="text-sm font-medium">
        Who gets it
      </p>
      {levels ? (
        <div role="group" aria-labelledby={levelsId} className="grid gap-2">
          <p id={levelsId} className="text-xs text-muted">
            Fan level (from the Fan Portal; none chosen: every level)
          </p>
          <div className="flex flex-wrap gap-2">
            {FAN_LEVELS.map((level) => {
              const pressed = chosen.includes(level);
              return (
                <button
                  key={level}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => toggle(level)}
                  className={cn(
                    'inline-flex h-8 items-center gap-1 rounded-full border px-3 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                    pressed
                      ? 'border-primary bg-primary-strong text-white'
                      : 'border-white/15 text-muted hover:border-white/30 hover:text-foreground',
                  )}
                >
                  {pressed ? <Check className="size-3.5" aria-hidden /> : null}
                  {level}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
      <TextField
        id="campaign-location"
        label="Location contains"
        placeholder="Any location, e.g. Atlanta"
        maxLength={120}
        value={segment.location ?? ''}
        onValueChange={(location) => onChange({ ...segment, location })}
        optional
        className="sm:max-w-xs"
      />
      <p role="status" className="text-xs text-muted" data-testid="segment-count">
        {matching === total
          ? `Everyone: ${total.toLocaleString('en-US')} ${total === 1 ? 'subscriber' : 'subscribers'}`
          : `${matching.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} subscribers match`}
      </p>
    </div>
  );
}
