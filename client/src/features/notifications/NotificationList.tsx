import type { NotificationEntry } from '@common/notifications';
import { timeAgo } from '@common/timeAgo';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/Avatar';

/**
 * Notifications as a list: the newest actor's picture, the sentence, how long ago, and an unread dot. Opening
 * an entry marks it read (`onOpen`); an entry whose subject is gone shows its sentence without a link.
 */
export function NotificationList({
  entries,
  onOpen,
  compact = false,
}: {
  entries: NotificationEntry[];
  onOpen: (entry: NotificationEntry) => void;
  compact?: boolean;
}) {
  return (
    <ul className="grid gap-1" data-testid="notification-list">
      {entries.map((entry) => {
        const actor = entry.actors[0];
        const body = (
          <>
            <Avatar
              name={actor?.name ?? 'Panda Nation'}
              image={actor?.profileImage ?? null}
              className={cn('ring-1', compact ? 'size-9 text-xs' : 'size-11 text-sm')}
            />
            <span className="min-w-0 flex-1">
              <span className={cn('block break-words', entry.read ? 'text-foreground/80' : 'font-semibold')}>
                {entry.text}
              </span>
              <span className="mt-0.5 block text-xs text-muted">
                <time dateTime={entry.createdAt}>{timeAgo(entry.createdAt)}</time>
                {entry.read ? null : <span className="sr-only">, unread</span>}
              </span>
            </span>
            {entry.read ? null : (
              <span aria-hidden className="mt-2 size-2.5 shrink-0 rounded-full bg-primary-strong" />
            )}
          </>
        );
        const className = cn(
          'flex items-start gap-3 rounded-xl px-3 py-2.5 text-left text-sm transition-colors',
          entry.read ? 'hover:bg-white/5' : 'bg-primary/10 hover:bg-primary/15',
        );
        return (
          <li key={entry.id} data-testid="notification-entry" data-read={entry.read}>
            {entry.href ? (
              <Link href={entry.href} className={className} onClick={() => onOpen(entry)}>
                {body}
              </Link>
            ) : (
              <button type="button" className={cn(className, 'w-full')} onClick={() => onOpen(entry)}>
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
