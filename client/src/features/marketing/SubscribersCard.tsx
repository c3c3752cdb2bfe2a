import { MARKETING, MARKETING_MESSAGES, type Subscriber } from '@common/marketing';
import { ArrowRight, CircleAlert, Download, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { subscriberName, userTypeLabel } from './campaignForm';
import { downloadSubscribersCsv } from './downloadCsv';
import { MarketingCard } from './MarketingCard';
import { useSubscribers } from './marketingApi';

function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  const name = subscriberName(subscriber);
  return (
    <li className="flex items-center gap-3 px-3 py-2.5">
      <span
        aria-hidden
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-bold uppercase text-primary-text"
      >
        {name.slice(0, 1)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{name}</p>
        <p className="truncate text-xs text-muted">
          {subscriber.kind === 'newsletter' ? 'Newsletter only, no account' : subscriber.email}
        </p>
      </div>
      <span className="shrink-0 rounded-full bg-white/10 px-2 py-0.5 text-[11px] font-semibold text-foreground/85">
        {userTypeLabel(subscriber.userType)}
      </span>
    </li>
  );
}

/** How fans join an artist's list, for an artist who has no one on it yet, with the page where they do. */
function HowFansJoin({ artist }: { artist: { id: number; name: string } }) {
  return (
    <div className="mt-2 grid gap-3 text-muted">
      <p>
        Fans join your list by ticking{' '}
        <span className="font-medium text-foreground">
          &lsquo;{MARKETING_MESSAGES.consentLabel(artist.name)}&rsquo;
        </span>{' '}
        beside Follow on your artist page. Share your page with them so they can.
      </p>
      <Link
        href={`/artists/${artist.id}`}
        className="inline-flex items-center gap-1.5 justify-self-start rounded-full font-semibold text-primary-text underline-offset-4 hover:underline"
      >
        Open your artist page <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/**
 * Subscribers: the count, the scrollable list (300 px at most) and Export CSV. `artist` is the signed-in
 * sender, whose own list this is unless `platform` (an administrator's list of everyone who opted in).
 */
export function SubscribersCard({
  platform,
  artist,
}: {
  platform: boolean;
  artist: { id: number; name: string };
}) {
  const subscribers = useSubscribers();
  const list = subscribers.data?.emailList ?? [];
  const count = list.length;

  function handleExport() {
    downloadSubscribersCsv(list);
    toast({ title: MARKETING_MESSAGES.csvTitle, description: MARKETING_MESSAGES.csv });
  }

  return (
    <MarketingCard
      id="subscribers"
      icon={Users}
      title="Subscribers"
      description={
        platform
          ? 'Members who opted in to platform news and confirmed newsletter subscribers.'
          : 'Fans who asked to get your email.'
      }
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-black tabular-nums" data-testid="subscriber-count">
            {subscribers.isSuccess ? count.toLocaleString('en-US') : '–'}
          </span>
          <span className="text-sm text-muted">{count === 1 ? 'subscriber' : 'subscribers'}</span>
        </p>
        <Button variant="outline" size="sm" disabled={count === 0} onClick={handleExport}>
          <Download aria-hidden /> Export CSV
        </Button>
      </div>
      {subscribers.isPending ? (
        <div className="grid place-items-center rounded-xl border border-white/10 bg-black/20 py-10">
          <Spinner className="size-7" label="Loading subscribers" />
        </div>
      ) : subscribers.isError ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm text-red-100"
        >
          <CircleAlert className="size-4 shrink-0 text-red-400" aria-hidden />
          {MARKETING_MESSAGES.loadFailed}
        </p>
      ) : count === 0 ? (
        <div className="rounded-xl border border-dashed border-white/15 bg-black/10 p-5 text-sm">
          <p>{MARKETING_MESSAGES.empty}</p>
          {platform ? null : <HowFansJoin artist={artist} />}
        </div>
      ) : (
        <ul
          aria-label={`Subscribers, ${count}`}
          tabIndex={0}
          data-testid="subscriber-list"
          style={{ maxHeight: MARKETING.listMaxHeight }}
          className="divide-y divide-white/5 overflow-y-auto rounded-xl border border-white/10 bg-black/20 outline-none focus-visible:ring-2 focus-visible:ring-primary/60"
        >
          {list.map((subscriber) => (
            <SubscriberRow key={subscriber.email} subscriber={subscriber} />
          ))}
        </ul>
      )}
    </MarketingCard>
  );
}
