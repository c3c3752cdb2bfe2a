import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A surface with a border and rounded corners. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-white/10 bg-surface/60 text-foreground shadow-sm', className)}
      {...props}
    />
  );
}
