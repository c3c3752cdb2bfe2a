import { ROOM_LIMITS, roomLiveChatChannel, type RoomState } from '@common/rooms';
import { LogOut, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { LiveChatPanel } from '../liveChat/LiveChatPanel';
import type { ListeningState } from '../roomClient';
import { useRoomClient, useRoomUser } from '../useListening';
import { ArtistActions } from './ArtistActions';
import { ListenersDialog } from './ListenersDialog';
import { NowPlayingCard } from './NowPlayingCard';
import { ParticipantAvatars } from './ParticipantAvatars';
import { RoomChat } from './RoomChat';
import { RoomVisualizer } from './RoomVisualizer';
import { TrackPicker } from './TrackPicker';
import { useRoomEnded } from './useRoomEnded';
import { useRoomSync } from './useRoomSync';
import './room.css';

/** Inside a room: visualizer, listeners, Now Playing, the host's track chooser, chats and the artist's buttons. */
export function RoomView({ room, state }: { room: RoomState; state: ListeningState }) {
  const client = useRoomClient();
  const user = useRoomUser();
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const sync = useRoomSync(audio, room, client);
  const isHost = client.isHost(state);
  const ended = useRoomEnded(room, client.serverNow, state.clockOffsetMs);
  const waitingFor = room.isPlaying
    ? []
    : room.participants.filter((p) => p.isBuffering && p.isActive).map((p) => p.username);

  return (
    <section
      aria-labelledby="room-title"
      className="grid grid-cols-1 gap-6"
      data-testid="room-view"
      data-room-id={room.roomId}
      data-room-playing={room.isPlaying}
      data-room-current-time={room.currentTime}
      data-room-server-time={room.serverTime}
      data-clock-offset-ms={state.clockOffsetMs ?? undefined}
      data-is-host={isHost}
    >
      <audio ref={setAudio} src={room.track?.audioUrl} preload="auto" data-testid="room-audio" />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-bold uppercase tracking-wide text-primary-text">Listening Party</p>
          <h2 id="room-title" className="truncate text-2xl font-extrabold tracking-tight sm:text-3xl">
            {room.name}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-muted">
            Hosted by <span className="font-semibold text-foreground">{room.hostName}</span>
            <span aria-hidden>·</span>
            <Users className="size-3.5" aria-hidden />
            {room.participants.length} listening
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ArtistActions room={room} selfUserId={user?.id ?? null} />
          {isHost ? (
            <ListenersDialog
              participants={room.participants}
              hostUserId={room.hostUserId}
              onRemove={(userId) => client.removeParticipant(userId)}
            />
          ) : null}
          <Button size="sm" variant="outline" onClick={() => client.leaveRoom()}>
            <LogOut aria-hidden />
            Leave Room
          </Button>
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <RoomVisualizer
            audio={audio}
            playing={room.isPlaying && Boolean(room.track)}
            reactions={state.reactions}
            onWave={(position) => client.sendReaction('wave', position)}
          />
          <ParticipantAvatars participants={room.participants} hostSocketId={room.host} />
          <NowPlayingCard
            room={room}
            ended={ended}
            isHost={isHost}
            serverNow={client.serverNow}
            syncStore={sync.store}
            waitingFor={waitingFor}
            onPlay={(position) => client.control('play', position)}
            onPause={(position) =>
              client.control('pause', audio && !audio.paused ? audio.currentTime : position)
            }
            onSeek={(position) => client.control('seek', position)}
            onResync={() => client.resync()}
            onStartListening={() => sync.retry()}
          />
          {isHost ? (
            <TrackPicker
              currentTrackId={room.track?.trackId ?? null}
              currentState={ended ? 'ended' : room.isPlaying ? 'playing' : 'paused'}
              onChoose={(track) => client.changeTrack(track)}
            />
          ) : null}
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <RoomChat
            messages={state.messages}
            selfSocketId={state.socketId}
            onSend={(message) => client.sendMessage(message, user)}
            onHeart={() =>
              client.sendReaction('heart', { x: 0.15 + Math.random() * 0.7, y: 0.3 + Math.random() * 0.4 })
            }
            onDelete={isHost ? (messageId) => client.deleteMessage('room', messageId) : undefined}
          />
          <LiveChatPanel
            channel={roomLiveChatChannel(room.roomId)}
            height={ROOM_LIMITS.roomChatHeightPx}
            onDelete={isHost ? (id) => client.deleteMessage('live', String(id)) : undefined}
          />
        </div>
      </div>
    </section>
  );
}
