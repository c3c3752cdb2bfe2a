import { Mail } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useUnreadCount } from './unreadCount';

/** The inbox link with its unread count, for signed-in users only ('icon' in the header, 'row' in the menu). */
export function InboxLink({
  variant = 'icon',
  onNavigate,
}: {
  variant?: 'icon' | 'row';
  onNavigate?: () => void;
}) {
  const { user } = useAuth();
  const count = useUnreadCount(Boolean(user));
  if (!user) return null;
  const label = count > 0 ? `Inbox, ${count} unread` : 'Inbox';
  const badge =
    count > 0 ? (
      <span
        aria-hidden
        data-testid="inbox-unread"
        className="grid min-w-5 place-items-center rounded-full bg-primary-strong px-1.5 text-[11px] font-bold leading-5 text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
    ) : null;
  if (variant === 'row') {
    return (
      <Link
        href="/inbox"
        onClick={onNavigate}
        aria-label={label}
        className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium text-foreground/85 transition-colors hover:bg-white/5"
      >
        <Mail className="size-5 text-primary-text" aria-hidden />
        <span className="flex-1">Inbox</span>
        {badge}
      </Link>
    );
  }
  return (
    <Link
      href="/inbox"
      aria-label={label}
      title={label}
      className={cn(
        'relative grid size-9 place-items-center rounded-full text-foreground/85 transition-colors hover:bg-white/5 hover:text-foreground',
      )}
    >
      <Mail className="size-5" aria-hidden />
      {badge ? <span className="absolute -right-1 -top-1">{badge}</span> : null}
    </Link>
  );
}
