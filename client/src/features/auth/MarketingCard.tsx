import type { LucideIcon } from 'lucide-react';

/** One selling point of the sign-in screen's marketing panel. */
export function MarketingCard({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <li className="rounded-2xl border border-white/10 bg-black/25 p-4 backdrop-blur transition-colors hover:border-primary/40">
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-primary/15 text-primary-text">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <h3 className="mt-3 font-semibold">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
    </li>
  );
}
