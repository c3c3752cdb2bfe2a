import type { RoomState } from '@common/rooms';
import { Crown, DollarSign, Gift, Share2 } from 'lucide-react';
import { useState } from 'react';
import { SendGiftDialog, SubscribeArtistDialog } from '@/features/fans';
import { TipArtistDialog } from '@/features/tips';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';

/** The link that opens a room: /listening?room=<id> on this site. */
export function roomLink(roomId: string, origin: string = window.location.origin): string {
  return `${origin}/listening?room=${encodeURIComponent(roomId)}`;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Subscribe, Tip Artist and Send Gift for the room's host (the artist of the party), and Share, which
 * copies the room link. The host sees Share only: one does not tip or subscribe to oneself.
 */
export function ArtistActions({ room, selfUserId }: { room: RoomState; selfUserId: number | null }) {
  const [open, setOpen] = useState<'subscribe' | 'tip' | 'gift' | null>(null);
  const isHostUser = selfUserId === room.hostUserId;
  const recipients = room.participants
    .filter((p) => p.userId !== room.hostUserId && p.userId !== selfUserId)
    .filter((p, i, all) => all.findIndex((q) => q.userId === p.userId) === i)
    .map((p) => ({ userId: p.userId, username: p.username }));

  async function handleShare() {
    const link = roomLink(room.roomId);
    if (await copyText(link)) {
      toast({ title: 'Link copied', description: 'Share it so friends can join the party.' });
    } else {
      toast({ title: 'Share this link', description: link });
    }
  }

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
      <Button size="sm" variant="outline" onClick={() => void handleShare()}>
        <Share2 aria-hidden />
        Share
      </Button>
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
