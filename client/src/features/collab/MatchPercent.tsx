import { useId } from 'react';

/** A match percentage as a ring that fills to the value, with the number in the middle. */
export function MatchPercent({ value, label }: { value: number; label?: string }) {
  const gradientId = useId();
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className="flex shrink-0 flex-col items-center gap-0.5" data-testid="match-percentage" title={label}>
      <div className="relative size-16">
        <svg viewBox="0 0 64 64" className="size-full -rotate-90" aria-hidden>
          <circle cx="32" cy="32" r={radius} fill="none" stroke="rgb(255 255 255 / 0.1)" strokeWidth="6" />
          <circle
            cx="32"
            cy="32"
            r={radius}
            fill="none"
            stroke={`url(#${gradientId})`}
            strokeWidth="6"
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - clamped / 100)}
          />
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0%" stopColor="#FF0080" />
              <stop offset="100%" stopColor="#c026d3" />
            </linearGradient>
          </defs>
        </svg>
        <span className="absolute inset-0 grid place-items-center text-base font-extrabold tabular-nums">
          {clamped}%
        </span>
      </div>
      <span className="text-[11px] font-semibold uppercase tracking-wide text-muted">match</span>
    </div>
  );
}
