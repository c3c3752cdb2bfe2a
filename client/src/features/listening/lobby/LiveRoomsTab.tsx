import { formatCount } from '@common/format';
import type { RoomSummary } from '@common/rooms';
import { Headphones, Music2, RefreshCw, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { useListeningState, useRoomClient, useRoomUser } from '../useListening';

function RoomCard({ room }: { room: RoomSummary }) {
  const client = useRoomClient();
  const user = useRoomUser();
  const { joiningRoomId } = useListeningState();
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="room-card" data-room-id={room.id}>
      <div className="relative aspect-[16/7] bg-black/40">
        <Artwork src={room.track?.coverArt ?? null} icon={Headphones} className="size-full" />
        {room.isPlaying ? (
          <Badge className="absolute left-3 top-3 bg-red-600 text-white ring-0">
            <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden />
            LIVE
          </Badge>
        ) : null}
        <span className="absolute right-3 top-3 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold">
          <Users className="size-3.5" aria-hidden />
          <span data-testid="room-participants">{formatCount(room.participantCount)}</span>
          <span className="sr-only">listening</span>
        </span>
      </div>
      <div className="grid flex-1 gap-3 p-4">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{room.name}</h3>
          <p className="truncate text-sm text-muted">Hosted by {room.hostName}</p>
          <p className="mt-1 flex items-center gap-1.5 truncate text-xs text-muted">
            <Music2 className="size-3.5 shrink-0 text-primary-text" aria-hidden />
            <span className="truncate">{room.track ? room.track.title : 'No track yet'}</span>
          </p>
        </div>
        <Button
          size="sm"
          className="mt-auto"
          disabled={joiningRoomId === room.id}
          onClick={() => client.joinRoom(room.id, user, 'party')}
        >
          <Headphones aria-hidden />
          Join
        </Button>
      </div>
    </Card>
  );
}

/** Live Rooms: 'Connecting to server...' until connected, then the open rooms with Refresh. */
export function LiveRoomsTab() {
  const client = useRoomClient();
  const { connected, rooms, roomsLoaded } = useListeningState();
  // Inside a room the server does not push list changes: ask once when the tab opens.
  useEffect(() => client.refreshRoomsInRoom(), [client]);

  if (!connected) {
    return (
      <div className="flex items-center justify-center gap-3 rounded-2xl border border-white/10 bg-surface/40 p-10 text-muted">
        <Spinner className="size-5" label="Connecting" />
        <span>Connecting to server...</span>
      </div>
    );
  }

  return (
    <section aria-labelledby="live-rooms-title" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="live-rooms-title" className="text-lg font-bold">
          Active Rooms
        </h2>
        <Button size="sm" variant="outline" onClick={() => client.refreshRooms()}>
          <RefreshCw aria-hidden />
          Refresh
        </Button>
      </div>
      {!roomsLoaded ? (
        <div className="flex justify-center p-10">
          <Spinner className="size-6" label="Loading rooms" />
        </div>
      ) : rooms.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-2xl border border-dashed border-white/15 p-10 text-center">
          <Headphones className="size-10 text-primary/70" aria-hidden />
          <p className="font-semibold">No active rooms right now</p>
          <p className="text-sm text-muted">Be the first to host a listening party!</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {rooms.map((room) => (
            <li key={room.id} className="flex">
              <RoomCard room={room} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
