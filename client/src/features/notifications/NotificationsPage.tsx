import type { NotificationEntry } from '@common/notifications';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { NotificationList } from './NotificationList';
import { useNotificationsPage } from './notificationsApi';
import { useMarkRead } from './useMarkRead';

/** One page of entries (page 1 loads first; 'Show more' loads the next below it). */
function NotificationsChunk({
  page,
  onOpen,
  last,
  onMore,
}: {
  page: number;
  onOpen: (entry: NotificationEntry) => void;
  last: boolean;
  onMore: () => void;
}) {
  const { data, isPending, isError, error } = useNotificationsPage(page);
  if (isPending) {
    return (
      <div className="grid place-items-center py-8">
        <Spinner className="size-8" label="Loading notifications" />
      </div>
    );
  }
  if (isError)
    return <p className="py-6 text-sm text-muted">Could not load notifications: {errorMessage(error)}</p>;
  if (page === 1 && data.notifications.length === 0) {
    return (
      <p className="py-10 text-center text-muted">
        Nothing yet. New followers, likes, sales and releases from artists you follow show here.
      </p>
    );
  }
  return (
    <>
      <NotificationList entries={data.notifications} onOpen={onOpen} />
      {last && data.hasMore ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={onMore}>
            Show more
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** /notifications: every notification, grouped, newest first, a page at a time; mark one or all read. */
export default function NotificationsPage() {
  const [pages, setPages] = useState(1);
  const first = useNotificationsPage(1);
  const markRead = useMarkRead();
  const unread = first.data?.unread ?? 0;
  const open = (entry: NotificationEntry) => {
    if (!entry.read) markRead.mutate([entry.id]);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-primary-text">
            <Bell className="size-3.5" aria-hidden /> Activity
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">Notifications</h1>
          <p className="mt-1.5 text-muted" aria-live="polite">
            {unread > 0 ? `${unread} unread` : 'All caught up'} ·{' '}
            <Link
              href="/settings#notifications"
              className="text-primary-text underline-offset-4 hover:underline"
            >
              Choose what you hear about
            </Link>
          </p>
        </div>
        <Button
          variant="outline"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          Mark all read
        </Button>
      </header>
      <Card className="mt-6 p-2 sm:p-3">
        {Array.from({ length: pages }, (_, index) => (
          <NotificationsChunk
            key={index + 1}
            page={index + 1}
            onOpen={open}
            last={index + 1 === pages}
            onMore={() => setPages((count) => count + 1)}
          />
        ))}
      </Card>
    </div>
  );
}
