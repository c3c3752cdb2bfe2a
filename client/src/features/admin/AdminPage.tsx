import type { ContactMessagesPage } from '@common/admin';
import { Flag, Inbox, type LucideIcon, MessageSquare, Newspaper, Shield, Users } from 'lucide-react';
import { Link, Redirect, useParams } from 'wouter';
import { NotFound } from '@/app/NotFound';
import { useAuth } from '@/features/auth';
import { useModerationQueue } from '@/features/moderation';
import { cn } from '@/lib/cn';
import { useAdminArticles } from './adminArticles';
import { AdminForbidden } from './AdminForbidden';
import { MESSAGES_URL } from './adminList';
import { ArticlesSection } from './ArticlesSection';
import { MessagesSection } from './MessagesSection';
import { ModerationSection } from './ModerationSection';
import { OutboxSection } from './OutboxSection';
import { useAdminList } from './useAdminList';
import { UsersSection } from './UsersSection';

type SectionId = 'outbox' | 'messages' | 'users' | 'articles' | 'moderation';

const SECTIONS: readonly { id: SectionId; label: string; icon: LucideIcon }[] = [
  { id: 'outbox', label: 'Outbox', icon: Inbox },
  { id: 'messages', label: 'Messages', icon: MessageSquare },
  { id: 'users', label: 'Users', icon: Users },
  { id: 'articles', label: 'Articles', icon: Newspaper },
  { id: 'moderation', label: 'Moderation', icon: Flag },
];

function isSection(value: string): value is SectionId {
  return SECTIONS.some((section) => section.id === value);
}

/** The unanswered contact messages, from the first page of Messages (the same cached read). */
function useUnansweredCount(): number {
  const query = useAdminList<ContactMessagesPage>(MESSAGES_URL, { q: '', page: 1 });
  return query.data?.unanswered ?? 0;
}

/** A section's count that needs attention: unanswered messages, articles waiting for review. */
function useWaitingCounts(): Partial<Record<SectionId, { count: number; what: string }>> {
  const unanswered = useUnansweredCount();
  const pendingArticles = useAdminArticles('pending').data?.length ?? 0;
  const openReports = useModerationQueue().data?.openReports ?? 0;
  return {
    messages: { count: unanswered, what: 'unanswered' },
    articles: { count: pendingArticles, what: 'waiting for review' },
    moderation: { count: openReports, what: 'open reports' },
  };
}

/** The row of section links (real links: each section has its own address). */
function AdminNav({ current }: { current: SectionId }) {
  const waiting = useWaitingCounts();
  return (
    <nav aria-label="Administration">
      <ul className="grid w-full grid-cols-2 gap-1 rounded-3xl bg-black/30 p-1 ring-1 ring-white/10 sm:inline-flex sm:w-auto sm:rounded-full">
        {SECTIONS.map(({ id, label, icon: Icon }) => {
          const active = id === current;
          const badge = waiting[id];
          return (
            <li key={id} className="min-w-0 sm:flex-none">
              <Link
                href={`/admin/${id}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold sm:px-4',
                  active
                    ? 'bg-primary-strong text-white shadow-[0_6px_20px_-8px_rgb(255_0_128/0.8)]'
                    : 'text-muted hover:bg-white/5 hover:text-foreground',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {label}
                {badge && badge.count > 0 ? (
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-[11px] font-bold leading-4',
                      active ? 'bg-white text-primary-strong' : 'bg-primary-strong text-white',
                    )}
                  >
                    {badge.count}
                    <span className="sr-only"> {badge.what}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AdminArea({ section }: { section: SectionId }) {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8 lg:px-6">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="space-y-1">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-text">Panda Nation</p>
          <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            <Shield className="size-8 text-primary-text" aria-hidden /> Administration
          </h1>
          <p className="text-muted">Mail, contact messages, accounts, newsletter articles and moderation.</p>
        </div>
        <AdminNav current={section} />
      </header>
      {section === 'outbox' ? (
        <OutboxSection />
      ) : section === 'messages' ? (
        <MessagesSection />
      ) : section === 'articles' ? (
        <ArticlesSection />
      ) : section === 'moderation' ? (
        <ModerationSection />
      ) : (
        <UsersSection />
      )}
    </div>
  );
}

/**
 * /admin and /admin/:section (Outbox by default): for administrators. The server refuses everyone else
 * with 403 'Administrators only', and that is what this page shows them.
 */
export default function AdminPage() {
  const { user } = useAuth();
  const { section } = useParams<{ section?: string }>();
  // The route's guard (ProtectedRoute) shows the spinner and the redirect: this page renders only for a user.
  if (!user) return null;
  if (section === undefined) return <Redirect to="/admin/outbox" replace />;
  if (!isSection(section)) return <NotFound />;
  if (user.role !== 'admin') return <AdminForbidden />;
  return <AdminArea section={section} />;
}
