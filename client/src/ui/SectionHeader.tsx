import type { ReactNode } from 'react';

/** A section's title row, with an optional action at the right. */
export function SectionHeader({
  id,
  title,
  subtitle,
  action,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div className="min-w-0">
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
      </div>
      {action}
    </div>
  );
}

/** A failed read: what went wrong and a Try again button. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-destructive/30 bg-destructive/10 p-5 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <span>Could not load {what}. Check your connection and try again.</span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full border border-white/20 px-4 py-1.5 font-semibold hover:bg-white/5"
      >
        Try again
      </button>
    </div>
  );
}

/** A grey placeholder block while content loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden className={`block animate-pulse rounded-lg bg-white/[0.07] ${className}`} />;
}
