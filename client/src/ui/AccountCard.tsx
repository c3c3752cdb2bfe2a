import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The centred card of the pages opened from an email link (/reset-password, /verify-email). */
export function AccountCard({
  icon: Icon,
  title,
  intro,
  children,
}: {
  icon: LucideIcon;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <section
        aria-labelledby="account-card-title"
        className="rounded-3xl border border-white/10 bg-surface/70 p-6 shadow-2xl shadow-black/30 sm:p-8"
      >
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/15 text-primary-text">
          <Icon className="size-5" aria-hidden />
        </span>
        <h1 id="account-card-title" className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h1>
        {intro ? <div className="mt-1.5 text-sm leading-relaxed text-muted">{intro}</div> : null}
        <div className="mt-6 grid gap-5">{children}</div>
      </section>
    </div>
  );
}
