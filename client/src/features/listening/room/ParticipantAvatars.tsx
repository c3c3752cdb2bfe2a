import { ROOM_LIMITS, type Participant } from '@common/rooms';
import { Crown } from 'lucide-react';
import { userInitials } from '@/lib/initials';
import { cn } from '@/lib/cn';

/** The room's listeners: the first 5 as avatars (host crowned, dropped ones dimmed), then '+N listeners'. */
export function ParticipantAvatars({
  participants,
  hostSocketId,
}: {
  participants: Participant[];
  hostSocketId: string;
}) {
  const shown = participants.slice(0, ROOM_LIMITS.avatarsShown);
  const more = participants.length - shown.length;
  return (
    <div className="flex items-center gap-3" data-testid="room-avatars">
      <ul className="flex -space-x-2">
        {shown.map((p) => {
          const isHost = p.socketId === hostSocketId;
          return (
            <li
              key={p.socketId}
              title={`${p.username}${isHost ? ' (host)' : ''}${p.isBuffering ? ' (loading audio)' : ''}`}
              className={cn('relative', !p.isActive && 'opacity-40')}
            >
              <span
                className={cn(
                  'grid size-10 place-items-center rounded-full bg-gradient-to-br from-primary to-fuchsia-800 text-sm font-bold text-white ring-2 ring-background',
                  isHost && 'ring-amber-400',
                  p.isBuffering && 'animate-pulse',
                )}
              >
                {userInitials(p.username)}
              </span>
              {isHost ? (
                <Crown
                  aria-hidden
                  className="absolute -top-2 left-1/2 size-4 -translate-x-1/2 fill-amber-400 text-amber-400"
                />
              ) : null}
              <span className="sr-only">{p.username}</span>
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <span className="text-sm font-semibold text-muted" data-testid="more-listeners">
          +{more} listeners
        </span>
      ) : null}
    </div>
  );
}
