/** A grey placeholder block while content loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden className={`block animate-pulse rounded-lg bg-white/[0.07] ${className}`} />;
}
