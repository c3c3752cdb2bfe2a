/** A labelled progress bar (percent) with a visible caption. */
export function ProgressBar({ value, label, caption }: { value: number; label: string; caption: string }) {
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-primary-strong" style={{ width: `${value}%` }} />
      </div>
      <p className="text-xs text-muted" data-testid="progress-caption">
        {caption}
      </p>
    </div>
  );
}
