import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A message inside a form: an error the server gave (announced at once) or a confirmation. */
export function FormAlert({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-xl border p-3.5 text-sm leading-relaxed',
        tone === 'error'
          ? 'border-red-500/40 bg-red-500/10 text-red-100'
          : 'border-emerald-500/30 bg-emerald-500/10 text-emerald-50',
        className,
      )}
    >
      <Icon
        className={cn('mt-0.5 size-4 shrink-0', tone === 'error' ? 'text-red-400' : 'text-emerald-400')}
        aria-hidden
      />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
