import { type NotificationEntry, type NotificationKind, notificationText } from '@common/notifications';

/** One group of a user's notifications, as the list query reads it. */
export interface GroupRow {
  lastId: number;
  kind: NotificationKind;
  subjectType: string;
  subjectId: number;
  count: number;
  actorCount: number;
  unreadRows: number;
  data: Record<string, unknown>;
  createdAt: string;
}

export interface ActorRow {
  id: number;
  username: string;
  name: string;
  profileImage: string | null;
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** Where an entry leads: its track, course, party or collaboration, or the person who followed. */
function hrefOf(group: GroupRow, actors: readonly ActorRow[], available: boolean): string | null {
  if (!available) return null;
  // A decision about the reader's own content or account: where they read it and may appeal.
  if (group.kind === 'moderation') return '/settings#moderation';
  const data = group.data;
  switch (group.subjectType) {
    case 'track':
      return `/tracks/${group.subjectId}`;
    case 'comment':
      return num(data.trackId) ? `/tracks/${num(data.trackId)}` : null;
    case 'user':
      return actors[0] ? `/artists/${actors[0].id}` : null;
    case 'collaboration':
      return `/collaborations/${group.subjectId}`;
    case 'collab_request':
      return '/inbox';
    case 'course': {
      const lessonId = num(data.lessonId);
      return lessonId ? `/education/courses/${group.subjectId}/lessons/${lessonId}` : '/education';
    }
    case 'certificate':
      return typeof data.number === 'string' ? `/certificates/${encodeURIComponent(data.number)}` : null;
    case 'party':
      return '/listening';
    case 'campaign':
      return '/email-marketing';
    case 'payment':
      return group.kind === 'gift' ? '/inbox' : '/dashboard';
    default:
      return null;
  }
}

/** An entry of the list: frozen data only while its subject is still there for the reader. */
export function presentEntry(group: GroupRow, actors: ActorRow[], subjectThere: boolean): NotificationEntry {
  // A moderator's decision is about the reader's own content or account, and names what it was even when that
  // is what was removed: they must be told why, and may appeal.
  const available = subjectThere || group.kind === 'moderation';
  const data = available ? group.data : {};
  const base = { kind: group.kind, actors, actorCount: group.actorCount, data, available };
  return {
    id: group.lastId,
    ...base,
    count: group.count,
    subjectType: group.subjectType,
    subjectId: group.subjectId,
    text: notificationText(base),
    href: hrefOf(group, actors, available),
    createdAt: new Date(group.createdAt).toISOString(),
    read: group.unreadRows === 0,
  };
}
