import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './Card';

interface StatusCardProps {
  icon: LucideIcon;
  title: ReactNode;
  /** The sentence under the title. */
  message: ReactNode;
  /** The buttons under the message. */
  children: ReactNode;
  /** h2 when the card replaces a section below the page's own h1. */
  heading?: 'h1' | 'h2';
  /** The title and message are announced as an alert (a failure the visitor did not ask to see). */
  alert?: boolean;
  /** Classes of the area that centres the card (its height and spacing). */
  className?: string;
  testId?: string;
}

/** A centred card in place of a page or section: an icon, a title, a sentence and what to do next. */
export function StatusCard({
  icon: Icon,
  title,
  message,
  children,
  heading: Heading = 'h1',
  alert = false,
  className,
  testId,
}: StatusCardProps) {
  return (
    <div className={cn('flex min-h-[60vh] items-center justify-center px-4 py-16', className)}>
      <Card className="w-full max-w-md p-8 text-center" data-testid={testId}>
        <span className="mx-auto mb-5 grid size-14 place-items-center rounded-2xl bg-primary/15 text-primary-text ring-1 ring-primary/30">
          <Icon className="size-7" aria-hidden />
        </span>
        <div role={alert ? 'alert' : undefined}>
          <Heading className="text-2xl font-bold tracking-tight">{title}</Heading>
          <p className="mt-2 text-sm text-muted">{message}</p>
        </div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
      </Card>
    </div>
  );
}
