import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { Spinner } from '@/ui/Spinner';
import { NotificationList } from './NotificationList';
import { useNotificationsPage } from './notificationsApi';
import { useLiveNotifications } from './useLiveNotifications';
import { useMarkRead } from './useMarkRead';

/** Entries the panel shows (the page has the rest). */
const PANEL_ENTRIES = 8;

/**
 * The bell in the header (signed-in users only): the unread count as a badge, kept current over the socket, and
 * a panel with the latest notifications, 'Mark all read' and a link to /notifications. Escape or a click
 * outside closes the panel and gives the focus back to the bell.
 */
export function NotificationBell() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  useLiveNotifications(userId);
  const { data, isPending, isError } = useNotificationsPage(1, userId !== null);
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!user) return null;
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const entries = data?.notifications.slice(0, PANEL_ENTRIES) ?? [];

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="relative grid size-9 place-items-center rounded-full text-foreground/85 transition-colors hover:bg-white/5 hover:text-foreground"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="notifications-unread"
            className="absolute -right-1 -top-1 grid min-w-5 place-items-center rounded-full bg-primary-strong px-1.5 text-[11px] font-bold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section
          id={panelId}
          aria-label="Latest notifications"
          className={cn(
            'fixed inset-x-2 top-16 z-50 max-h-[75vh] overflow-y-auto rounded-2xl border border-white/10 bg-surface p-2 shadow-2xl',
            'sm:absolute sm:inset-x-auto sm:right-0 sm:top-11 sm:w-96',
          )}
        >
          <div className="flex items-center justify-between gap-2 px-3 py-2">
            <h2 className="text-base font-bold">Notifications</h2>
            <button
              type="button"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
              className="rounded-full px-2 py-1 text-xs font-semibold text-primary-text hover:bg-white/5 disabled:opacity-50"
            >
              Mark all read
            </button>
          </div>
          {isPending ? (
            <div className="grid place-items-center py-6">
              <Spinner className="size-8" label="Loading notifications" />
            </div>
          ) : isError ? (
            <p className="px-3 py-4 text-sm text-muted">Notifications could not be loaded.</p>
          ) : entries.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted">
              Nothing yet: follows, likes and sales show here.
            </p>
          ) : (
            <NotificationList
              compact
              entries={entries}
              onOpen={(entry) => {
                if (!entry.read) markRead.mutate([entry.id]);
                if (entry.href) setOpen(false);
              }}
            />
          )}
          <Link
            href="/notifications"
            onClick={() => setOpen(false)}
            className="mt-1 block rounded-xl px-3 py-2.5 text-center text-sm font-semibold text-primary-text hover:bg-white/5"
          >
            See all notifications
          </Link>
        </section>
      ) : null}
    </div>
  );
}
