import { cn } from '@/lib/cn';

/** The panda head mark of the logo (decorative). */
export function PandaMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect width="64" height="64" rx="16" fill="#0f0f11" />
      <circle cx="18" cy="18" r="9" fill="#FF0080" />
      <circle cx="46" cy="18" r="9" fill="#FF0080" />
      <circle cx="32" cy="36" r="20" fill="#fff" />
      <ellipse cx="24" cy="34" rx="5" ry="6" fill="#18181B" />
      <ellipse cx="40" cy="34" rx="5" ry="6" fill="#18181B" />
      <ellipse cx="32" cy="45" rx="4" ry="3" fill="#FF0080" />
    </svg>
  );
}
