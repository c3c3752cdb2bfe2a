import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/ui/Card';

interface DashboardCardProps {
  title: string;
  icon: LucideIcon;
  /** Extra content at the right of the title row. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled section of the dashboard. */
export function DashboardCard({ title, icon: Icon, action, children }: DashboardCardProps) {
  const headingId = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card aria-labelledby={headingId} role="region" className="p-5 sm:p-6">
      <div className="mb-5 flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2.5 text-lg font-bold">
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary/15 text-primary-text">
            <Icon className="size-4" aria-hidden />
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
