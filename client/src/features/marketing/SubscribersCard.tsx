import { MARKETING, MARKETING_MESSAGES, type Subscriber } from '@common/marketing';
import { CircleAlert, Download, Users } from 'lucide-react';
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
        <p className="truncate text-xs text-muted">{subscriber.email}</p>
      </div>
      <span className="shrink-0 rounded-full bg-white/10 px-2 py-0.5 text-[11px] font-semibold text-foreground/85">
        {userTypeLabel(subscriber.userType)}
      </span>
    </li>
  );
}

/** Subscribers: the count, the scrollable list (300 px at most) and Export CSV. */
export function SubscribersCard({ platform }: { platform: boolean }) {
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
          {platform ? null : (
            <p className="mt-2 text-muted">
              Fans join your list when they follow you or become a Premium Fan and tick the box to get your
              email.
            </p>
          )}
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
