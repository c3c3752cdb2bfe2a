import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * A percentage as a ring that fills to the value (pink to `toColor`), with `children` (the number) in the middle.
 * The ring itself is decorative: the text in the middle carries the value for assistive technology.
 */
export function PercentRing({
  value,
  toColor,
  className,
  children,
}: {
  value: number;
  /** The gradient's end colour. */
  toColor: string;
  /** The ring's size and the text style of its middle. */
  className?: string;
  children: ReactNode;
}) {
  const gradientId = useId();
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className={cn('relative shrink-0', className)}>
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
            <stop offset="100%" stopColor={toColor} />
          </linearGradient>
        </defs>
      </svg>
      <span className="absolute inset-0 grid place-items-center font-extrabold tabular-nums">{children}</span>
    </div>
  );
}
