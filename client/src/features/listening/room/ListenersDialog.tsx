import type { Participant } from '@common/rooms';
import { UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/Dialog';

/** One row per person: a user with two tabs in the room is one listener. */
function people(participants: Participant[]): Participant[] {
  const seen = new Set<number>();
  return participants.filter((p) => (seen.has(p.userId) ? false : (seen.add(p.userId), true)));
}

/**
 * The host's list of everyone in the room, each with Remove (asked twice: a removed listener cannot come
 * back into this room).
 */
export function ListenersDialog({
  participants,
  hostUserId,
  onRemove,
}: {
  participants: Participant[];
  hostUserId: number;
  onRemove: (userId: number) => void;
}) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const listeners = people(participants);
  return (
    <Dialog onOpenChange={() => setConfirming(null)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" data-testid="manage-listeners">
          <Users aria-hidden />
          Listeners
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Listeners</DialogTitle>
          <DialogDescription>
            Remove someone who spoils the party. They leave at once and cannot join this room again.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2" aria-label="People in this room">
          {listeners.map((p) => {
            const isHost = p.userId === hostUserId;
            return (
              <li
                key={p.userId}
                data-testid="listener-row"
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-white/5 px-3 py-2"
              >
                <Avatar name={p.username} image={null} className="size-8 text-xs ring-0" />
                <span className="min-w-32 flex-1 truncate font-semibold">
                  {p.username}
                  {isHost ? <span className="ml-1.5 text-xs font-normal text-muted">(host, you)</span> : null}
                </span>
                {isHost ? null : confirming === p.userId ? (
                  <span className="ml-auto flex gap-1.5">
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                      Keep
                    </Button>
                    <Button
                      size="sm"
                      variant="primary"
                      onClick={() => {
                        setConfirming(null);
                        onRemove(p.userId);
                      }}
                    >
                      Remove {p.username}
                    </Button>
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Remove ${p.username} from the room`}
                    onClick={() => setConfirming(p.userId)}
                  >
                    <UserMinus aria-hidden />
                    Remove
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
