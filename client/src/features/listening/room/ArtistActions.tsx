import type { RoomState } from '@common/rooms';
import { Crown, DollarSign, Gift } from 'lucide-react';
import { useState } from 'react';
import { SendGiftDialog, SubscribeArtistDialog } from '@/features/fans';
import { ShareButton } from '@/features/sharing';
import { TipArtistDialog } from '@/features/tips';
import { Button } from '@/ui/Button';

/** The link that opens a room: /listening?room=<id> on this site. */
export function roomLink(roomId: string, origin: string = window.location.origin): string {
  return `${origin}/listening?room=${encodeURIComponent(roomId)}`;
}

/**
 * Subscribe, Tip Artist and Send Gift for the room's host (the artist of the party), and Share for the room
 * link. The host sees Share only: one does not tip or subscribe to oneself.
 */
export function ArtistActions({ room, selfUserId }: { room: RoomState; selfUserId: number | null }) {
  const [open, setOpen] = useState<'subscribe' | 'tip' | 'gift' | null>(null);
  const isHostUser = selfUserId === room.hostUserId;
  const recipients = room.participants
    .filter((p) => p.userId !== room.hostUserId && p.userId !== selfUserId)
    .filter((p, i, all) => all.findIndex((q) => q.userId === p.userId) === i)
    .map((p) => ({ userId: p.userId, username: p.username }));

  return (
    <div className="flex flex-wrap gap-2" data-testid="artist-actions">
      {isHostUser ? null : (
        <>
          <Button size="sm" variant="subtle" onClick={() => setOpen('subscribe')}>
            <Crown aria-hidden />
            Subscribe
          </Button>
          <Button size="sm" variant="subtle" onClick={() => setOpen('tip')}>
            <DollarSign aria-hidden />
            Tip Artist
          </Button>
          <Button size="sm" variant="subtle" onClick={() => setOpen('gift')}>
            <Gift aria-hidden />
            Send Gift
          </Button>
        </>
      )}
      <ShareButton
        size="sm"
        url={roomLink(room.roomId)}
        title={`${room.name}: a listening party on Panda Nation`}
      />
      <SubscribeArtistDialog
        open={open === 'subscribe'}
        onOpenChange={(o) => setOpen(o ? 'subscribe' : null)}
        artistId={room.hostUserId}
        artistName={room.hostName}
      />
      <TipArtistDialog
        open={open === 'tip'}
        onOpenChange={(o) => setOpen(o ? 'tip' : null)}
        artistId={room.hostUserId}
        artistName={room.hostName}
        context={{ roomId: room.roomId }}
      />
      <SendGiftDialog
        open={open === 'gift'}
        onOpenChange={(o) => setOpen(o ? 'gift' : null)}
        artistId={room.hostUserId}
        artistName={room.hostName}
        recipients={recipients}
      />
    </div>
  );
}
