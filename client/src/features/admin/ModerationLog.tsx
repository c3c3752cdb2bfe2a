import { MODERATION_ACTION_LABELS, type ReportTargetType } from '@common/moderation';
import { ScrollText } from 'lucide-react';
import { useModerationLog } from '@/features/moderation';
import { AdminCell, AdminRow, AdminTable } from './AdminTable';
import { formatWhen } from './adminList';
import { EmptyState, ListStatus, queryStatus } from './ListControls';
import { TARGET_LABELS } from './ModerationQueue';

const COLUMNS = [
  { label: 'When', className: 'w-40' },
  { label: 'Moderator', className: 'w-32' },
  { label: 'Action', className: 'w-36' },
  { label: 'Target' },
  { label: 'Owner', className: 'w-32' },
  { label: 'Reason' },
] as const;

/** The audit log: every moderator action, newest first, with who, what, when and why. */
export function ModerationLog() {
  const query = useModerationLog();
  const items = query.data?.items ?? [];
  return (
    <ListStatus what="the audit log" {...queryStatus(query)}>
      {items.length === 0 ? (
        <EmptyState
          icon={<ScrollText aria-hidden />}
          title="Nothing logged yet"
          hint="Every moderator action is kept here."
          q=""
        />
      ) : (
        <AdminTable caption="Moderation audit log, newest first" columns={COLUMNS}>
          {items.map((item) => (
            <AdminRow key={item.id} data-testid="log-row">
              <AdminCell label="When">
                <time dateTime={item.createdAt}>{formatWhen(item.createdAt)}</time>
              </AdminCell>
              <AdminCell label="Moderator">{item.moderator ? `@${item.moderator}` : '—'}</AdminCell>
              <AdminCell label="Action">
                {MODERATION_ACTION_LABELS[item.action]}
                {item.days ? ` (${item.days} days)` : ''}
              </AdminCell>
              <AdminCell label="Target">
                <span className="text-muted">
                  {TARGET_LABELS[item.targetType as ReportTargetType] ?? item.targetType}:
                </span>{' '}
                {item.title}
              </AdminCell>
              <AdminCell label="Owner">{item.owner ? `@${item.owner}` : '—'}</AdminCell>
              <AdminCell label="Reason">{item.reason}</AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      )}
    </ListStatus>
  );
}
