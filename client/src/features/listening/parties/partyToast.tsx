import type { PartyStarting } from '@common/rooms';
import { Link } from 'wouter';
import { toast } from '@/ui/useToast';

/** Where Join leads for a party that starts: its room when open, else the Featured tab. */
export const joinPartyHref = (roomId: string | null) =>
  roomId ? `/listening?room=${encodeURIComponent(roomId)}` : '/listening?tab=featured';

/** The reminder of a party that starts: '{title} is starting', with Join (one toast for several). */
export function showPartyStartingToast(reminders: PartyStarting[]): void {
  const [first, ...others] = reminders;
  if (!first) return;
  toast({
    title: `${first.title} is starting`,
    duration: 15_000,
    description: (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>
          Hosted by {first.hostName}
          {others.length > 0
            ? ` (and ${others.length} more ${others.length === 1 ? 'party' : 'parties'})`
            : ''}
          .
        </span>
        <Link
          href={joinPartyHref(first.roomId)}
          className="inline-flex h-7 items-center rounded-full bg-primary-strong px-3 text-xs font-semibold text-white"
        >
          Join
        </Link>
      </span>
    ),
  });
}
