import type { LiveSession } from '@common/home';
import { formatCount } from '@common/format';
import { CalendarClock, Eye, Radio } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { Artwork } from '@/ui/Artwork';

const startFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** A live stream or room: thumbnail, LIVE badge, viewers, host and Watch Live. */
export function LiveSessionCard({ session }: { session: LiveSession }) {
  return (
    <article
      aria-label={session.title}
      className="flex h-full overflow-hidden rounded-2xl border border-white/10 bg-white/[0.03] sm:flex-col"
    >
      <div className="relative w-32 shrink-0 sm:w-full">
        <Artwork src={session.thumbnail} icon={Radio} className="aspect-square h-full w-full sm:h-auto" />
        <div className="absolute left-2.5 top-2.5">
          {session.isLive ? (
            <span className="inline-flex items-center gap-1.5 rounded-md bg-red-600 px-2 py-0.5 text-[11px] font-black uppercase tracking-wider text-white shadow">
              <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden />
              LIVE
            </span>
          ) : (
            <span className="inline-flex items-center rounded-md bg-black/70 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider text-white">
              Upcoming
            </span>
          )}
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <h3 className="line-clamp-2 font-semibold">{session.title}</h3>
        <p className="mt-1 truncate text-sm text-muted">
          {session.kind === 'room' ? 'Listening room' : 'Hosted'} by {session.host}
        </p>
        {session.isLive && session.kind === 'room' && session.viewers === 0 ? (
          <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
            <CalendarClock className="size-3.5" aria-hidden />
            Starting now: waiting for the host
          </p>
        ) : session.isLive ? (
          <p className="mt-1 flex items-center gap-1.5 text-xs font-semibold text-foreground/80">
            <Eye className="size-3.5 text-primary-text" aria-hidden />
            <span data-testid="viewer-count">{formatCount(session.viewers)}</span>
            {session.kind === 'room'
              ? session.viewers === 1
                ? 'listener'
                : 'listeners'
              : session.viewers === 1
                ? 'viewer'
                : 'viewers'}
          </p>
        ) : null}
        {!session.isLive && session.startsAt ? (
          <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
            <CalendarClock className="size-3.5" aria-hidden />
            Starts {startFormat.format(new Date(session.startsAt))}
          </p>
        ) : null}
        <div className="mt-auto pt-3 sm:pt-4">
          <Button asChild size="sm" variant={session.isLive ? 'primary' : 'outline'} className="w-full">
            <Link href={session.href}>{session.isLive ? 'Watch Live' : 'View details'}</Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
