import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-[11px] font-bold uppercase tracking-wide',
  {
    variants: {
      variant: {
        primary: 'bg-primary/15 text-primary-text ring-1 ring-primary/30',
        neutral: 'bg-white/10 text-foreground',
        gold: 'bg-amber-400/15 text-amber-300 ring-1 ring-amber-400/30',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

/** A small label for states and categories. */
export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
