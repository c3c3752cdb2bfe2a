import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning loader announced as a status to assistive technology. */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex text-primary-text', className)}>
      <LoaderCircle className="size-full animate-spin" aria-hidden />
    </span>
  );
}
