import { BellRing, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { DashboardCard } from '@/ui/DashboardCard';
import { PLATFORM_UPDATES, type PlatformUpdate } from './platformUpdates';

function UpdateText({ update, linked }: { update: PlatformUpdate; linked: boolean }) {
  return (
    <>
      <span
        className="mt-1.5 size-2 shrink-0 rounded-full bg-primary-strong shadow-[0_0_8px] shadow-primary"
        aria-hidden
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center justify-between gap-2 text-sm font-semibold">
          {update.title}
          {linked ? (
            <ChevronRight
              className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-primary-text"
              aria-hidden
            />
          ) : null}
        </span>
        <span className="mt-0.5 block text-sm text-muted">{update.text}</span>
      </span>
    </>
  );
}

/** Platform Updates: what is new on the platform, with a link to try it where it has a page. */
export function PlatformUpdatesCard() {
  return (
    <DashboardCard title="Platform Updates" icon={BellRing}>
      <ol className="grid gap-1">
        {PLATFORM_UPDATES.map((update) => (
          <li key={update.title}>
            {update.href ? (
              <Link
                href={update.href}
                className="group -mx-2 flex gap-3 rounded-lg p-2 transition-colors hover:bg-white/5"
              >
                <UpdateText update={update} linked />
              </Link>
            ) : (
              <div className="-mx-2 flex gap-3 p-2">
                <UpdateText update={update} linked={false} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </DashboardCard>
  );
}
