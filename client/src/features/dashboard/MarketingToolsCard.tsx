import { ArrowRight, Mail, Megaphone } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/ui/Badge';
import { DashboardCard } from '@/ui/DashboardCard';

/** Marketing Tools: Email Marketing is open; Promotion Tools is not available yet. */
export function MarketingToolsCard() {
  return (
    <DashboardCard title="Marketing Tools" icon={Megaphone}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <li>
          <Link
            href="/email-marketing"
            className="group flex h-full flex-col rounded-xl border border-white/10 bg-black/20 p-5 transition-colors hover:border-primary/50 hover:bg-primary/5"
          >
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary-strong text-white shadow-lg shadow-primary/30">
              <Mail className="size-5" aria-hidden />
            </span>
            <span className="mt-4 font-semibold">Email Marketing</span>
            <span className="mt-1 flex-1 text-sm text-muted">
              Write a campaign and send it to every fan who opted in to email updates.
            </span>
            <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-text">
              Open Email Marketing
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
            </span>
          </Link>
        </li>
        <li>
          <button
            type="button"
            disabled
            className="flex h-full w-full cursor-not-allowed flex-col rounded-xl border border-white/5 bg-black/10 p-5 text-left opacity-60"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-white/10 text-muted">
                <Megaphone className="size-5" aria-hidden />
              </span>
              <Badge variant="neutral" className="whitespace-nowrap">
                Coming soon
              </Badge>
            </span>
            <span className="mt-4 font-semibold">Promotion Tools</span>
            <span className="mt-1 text-sm text-muted">
              Boost your releases across the community and playlists.
            </span>
          </button>
        </li>
      </ul>
    </DashboardCard>
  );
}
