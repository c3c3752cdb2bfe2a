import { REPORT_REASONS, type ModerationQueueEntry, type ReportTargetType } from '@common/moderation';
import { Ban, Check, ExternalLink, Flag, Gavel, ShieldAlert, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useModerationAction, useModerationQueue } from '@/features/moderation';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';
import { formatWhen } from './adminList';
import { EmptyState, ListStatus, queryStatus } from './ListControls';
import { ModerationActionDialog, type QueueAction } from './ModerationActionDialog';

/** What each kind of target is called in the queue. */
export const TARGET_LABELS: Record<ReportTargetType, string> = {
  track: 'Track',
  comment: 'Comment',
  user: 'User',
  chat_message: 'Chat message',
  article: 'Article',
  collab_profile: 'Collab profile',
  video: 'Video',
};

const DONE: Record<QueueAction, string> = {
  dismiss: 'Reports dismissed',
  remove: 'Content removed',
  warn: 'Owner warned',
  suspend: 'Owner suspended',
  ban: 'Owner banned',
};

function OwnerStanding({ entry }: { entry: ModerationQueueEntry }) {
  const { target } = entry;
  if (!target.ownerName) return null;
  return (
    <p className="text-xs text-muted">
      Owner <span className="font-semibold text-foreground">@{target.ownerName}</span>
      {target.ownerBanned ? ' · banned' : null}
      {target.ownerSuspendedUntil ? ` · suspended until ${formatWhen(target.ownerSuspendedUntil)}` : null}
    </p>
  );
}

function QueueCard({ entry, onAct }: { entry: ModerationQueueEntry; onAct: (action: QueueAction) => void }) {
  const { target, reports } = entry;
  const titleId = `queue-${target.type}-${target.id}`;
  const removable = target.type !== 'user' && !target.removed;
  const held = target.ownerBanned;
  const actions: { id: QueueAction; label: string; icon: typeof Check; show: boolean }[] = [
    { id: 'dismiss', label: 'Dismiss', icon: Check, show: true },
    { id: 'remove', label: 'Remove', icon: Trash2, show: removable },
    { id: 'warn', label: 'Warn', icon: TriangleAlert, show: target.ownerId !== null },
    { id: 'suspend', label: 'Suspend', icon: ShieldAlert, show: target.ownerId !== null && !held },
    { id: 'ban', label: 'Ban', icon: Ban, show: target.ownerId !== null && !held },
  ];
  return (
    <li className="rounded-2xl border border-white/10 bg-surface/60 p-4 sm:p-5" data-testid="queue-entry">
      <article aria-labelledby={titleId} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="neutral">{TARGET_LABELS[target.type]}</Badge>
              {target.removed ? <Badge variant="neutral">Removed</Badge> : null}
              <span className="text-xs text-muted">
                First reported{' '}
                <time dateTime={entry.firstReportedAt}>{formatWhen(entry.firstReportedAt)}</time>
              </span>
            </div>
            <h3 id={titleId} className="break-words text-base font-bold">
              {target.title}
            </h3>
            <OwnerStanding entry={entry} />
          </div>
          {target.link ? (
            <Button asChild variant="outline" size="sm">
              <Link href={target.link}>
                <ExternalLink aria-hidden /> Open<span className="sr-only"> {target.title}</span>
              </Link>
            </Button>
          ) : null}
        </div>
        {target.excerpt ? (
          <blockquote className="whitespace-pre-line break-words rounded-xl bg-black/20 p-3 text-sm text-foreground/85">
            {target.excerpt}
          </blockquote>
        ) : null}
        <div>
          <h4 className="mb-1.5 flex items-center gap-1.5 text-sm font-semibold">
            <Flag className="size-4 text-primary-text" aria-hidden />
            {reports.length} {reports.length === 1 ? 'report' : 'reports'}
          </h4>
          <ul className="space-y-1.5 text-sm">
            {reports.map((report) => (
              <li key={report.id} className="rounded-lg bg-white/[0.03] px-3 py-2">
                <span className="font-semibold">{REPORT_REASONS[report.reason]}</span> by @{report.reporter} ·{' '}
                <time dateTime={report.createdAt} className="text-muted">
                  {formatWhen(report.createdAt)}
                </time>
                {report.details ? (
                  <p className="mt-1 break-words text-foreground/80">{report.details}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <footer className="flex flex-wrap gap-2 pt-1">
          {actions
            .filter((action) => action.show)
            .map(({ id, label, icon: Icon }) => (
              <Button
                key={id}
                size="sm"
                variant={id === 'dismiss' ? 'outline' : id === 'remove' ? 'primary' : 'outline'}
                onClick={() => onAct(id)}
              >
                <Icon aria-hidden /> {label}
                <span className="sr-only"> {target.title}</span>
              </Button>
            ))}
        </footer>
      </article>
    </li>
  );
}

/** The open reports, one card per target (oldest first), with the content, its context and the actions. */
export function ModerationQueue() {
  const query = useModerationQueue();
  const action = useModerationAction();
  const [acting, setActing] = useState<{ entry: ModerationQueueEntry; action: QueueAction } | null>(null);
  const entries = query.data?.entries ?? [];

  const confirm = (reason: string, days: number | undefined) => {
    if (!acting) return;
    const { entry, action: kind } = acting;
    action.mutate(
      { action: kind, targetType: entry.target.type, targetId: entry.target.id, reason, days },
      {
        onSuccess: () => {
          toast({ title: DONE[kind], description: entry.target.title });
          setActing(null);
        },
      },
    );
  };

  return (
    <>
      <ListStatus what="the moderation queue" {...queryStatus(query)}>
        {entries.length === 0 ? (
          <EmptyState
            icon={<Gavel aria-hidden />}
            title="No open reports"
            hint="What members report from tracks, profiles, videos, articles, collab profiles and chats waits here."
            q=""
          />
        ) : (
          <ul className="space-y-3" aria-label="Open reports, oldest first">
            {entries.map((entry) => (
              <QueueCard
                key={`${entry.target.type}:${entry.target.id}`}
                entry={entry}
                onAct={(kind) => {
                  action.reset();
                  setActing({ entry, action: kind });
                }}
              />
            ))}
          </ul>
        )}
      </ListStatus>
      {acting ? (
        <ModerationActionDialog
          action={acting.action}
          target={acting.entry.target}
          pending={action.isPending}
          error={action.error}
          onConfirm={confirm}
          onClose={() => setActing(null)}
        />
      ) : null}
    </>
  );
}
