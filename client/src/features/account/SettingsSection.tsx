import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from '@/ui/Card';

interface SettingsSectionProps {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** 'danger' draws the section in red (irreversible actions). */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** A titled card of the settings page; its id is the target of the section links. */
export function SettingsSection({
  id,
  title,
  description,
  icon: Icon,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  const danger = tone === 'danger';
  return (
    <Card
      id={id}
      role="region"
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-32 p-5 sm:p-6', danger && 'border-red-500/30 bg-red-950/20')}
    >
      <div className="mb-5 flex items-start gap-3">
        <span
          className={cn(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-lg',
            danger ? 'bg-red-500/15 text-red-400' : 'bg-primary/15 text-primary-text',
          )}
        >
          <Icon className="size-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-bold leading-tight">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{description}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}
