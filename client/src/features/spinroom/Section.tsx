import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A titled block of the Spin Room, with optional controls on the right. */
export function Section({
  title,
  icon: Icon,
  actions,
  children,
  id,
}: {
  title: string;
  icon: LucideIcon;
  actions?: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-xl font-bold tracking-tight sm:text-2xl">
          <Icon className="size-5 text-primary-text" aria-hidden />
          {title}
        </h2>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** A friendly message where a list is empty or failed. */
export function EmptyState({
  title,
  children,
  icon: Icon,
}: {
  title: string;
  children?: ReactNode;
  icon: LucideIcon;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-white/15 bg-black/20 px-6 py-10 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary-text">
        <Icon className="size-5" aria-hidden />
      </span>
      <p className="mt-4 text-base font-semibold">{title}</p>
      {children ? <div className="mt-1.5 max-w-sm text-sm text-muted">{children}</div> : null}
    </div>
  );
}
