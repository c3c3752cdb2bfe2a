import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/ui/Card';

interface MarketingCardProps {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  icon: LucideIcon;
  /** Content at the right of the title (a button, a count). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of the Email Marketing page. */
export function MarketingCard({ id, title, description, icon: Icon, action, children }: MarketingCardProps) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="min-w-0 p-5 sm:p-6">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary-text">
            <Icon className="size-4" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-bold leading-tight">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
          </div>
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}
