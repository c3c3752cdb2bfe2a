import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useListeningState, useRoomClient, useRoomUser } from '../useListening';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="grid content-start gap-3 p-4">
      <h3 className="text-sm font-bold uppercase tracking-wide text-muted">{title}</h3>
      {children}
    </Card>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 truncate text-right font-mono text-xs leading-5" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Debug: connection status, a create-test-room form, the room list with Join, the room and the last error. */
export function DebugTab() {
  const client = useRoomClient();
  const user = useRoomUser();
  const state = useListeningState();
  const [name, setName] = useState('');
  const nameId = useId();
  const room = state.room;
  // Inside a room the server does not push list changes: ask once when the tab opens.
  useEffect(() => client.refreshRoomsInRoom(), [client]);

  function handleCreate(event: FormEvent) {
    event.preventDefault();
    if (client.createRoom(name, user, 'debug')) setName('');
  }

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="debug-tab">
      <Panel title="Connection">
        <dl className="grid gap-1.5">
          <Row label="Status">
            <span
              data-testid="debug-connection"
              className={cn('font-sans font-semibold', state.connected ? 'text-emerald-400' : 'text-red-400')}
            >
              {state.connected ? 'Connected' : 'Disconnected'}
            </span>
          </Row>
          <Row label="Socket id" testId="debug-socket-id">
            {state.socketId ?? '-'}
          </Row>
          <Row label="Clock offset" testId="debug-clock-offset">
            {state.clockOffsetMs === null ? '-' : `${state.clockOffsetMs.toFixed(1)} ms`}
          </Row>
          <Row label="Round trip">
            {state.clockRttMs === null ? '-' : `${state.clockRttMs.toFixed(1)} ms`}
          </Row>
        </dl>
      </Panel>

      <Panel title="Create test room">
        <form onSubmit={handleCreate} className="flex gap-2" noValidate>
          <label htmlFor={nameId} className="sr-only">
            Room name
          </label>
          <input
            id={nameId}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Room name"
            autoComplete="off"
            className="h-10 min-w-0 flex-1 rounded-full border border-border bg-black/30 px-4 text-sm outline-none placeholder:text-muted/70 focus:border-primary"
          />
          <Button type="submit">Create Room</Button>
        </form>
      </Panel>

      <Panel title={`Rooms (${state.rooms.length})`}>
        {state.rooms.length === 0 ? (
          <p className="text-sm text-muted">No rooms.</p>
        ) : (
          <ul className="grid gap-2" data-testid="debug-rooms">
            {state.rooms.map((r) => (
              <li
                key={r.id}
                className="flex items-center justify-between gap-2 rounded-xl bg-black/20 p-2 pl-3"
              >
                <div className="min-w-0 text-sm">
                  <p className="truncate font-semibold">{r.name}</p>
                  <p className="truncate font-mono text-xs text-muted">
                    {r.id} · {r.participantCount} · {r.hostName}
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => client.joinRoom(r.id, user, 'debug')}>
                  Join
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="Current room">
        {room ? (
          <dl className="grid gap-1.5" data-testid="debug-room">
            <Row label="Id">{room.roomId}</Row>
            <Row label="Name">{room.name}</Row>
            <Row label="Host">
              {room.hostName} ({room.host})
            </Row>
            <Row label="You are">{client.isHost(state) ? 'host' : 'listener'}</Row>
            <Row label="Participants">{room.participants.map((p) => p.username).join(', ')}</Row>
            <Row label="Track">{room.track ? `${room.track.title} — ${room.track.artist}` : '-'}</Row>
            <Row label="Playing">{room.isPlaying ? 'yes' : 'no'}</Row>
            <Row label="Position">
              {room.currentTime.toFixed(2)} s @ {new Date(room.serverTime).toISOString().slice(11, 23)}
            </Row>
          </dl>
        ) : (
          <p className="text-sm text-muted">Not in a room.</p>
        )}
      </Panel>

      <Panel title="Last error">
        <p
          data-testid="debug-last-error"
          className={cn('text-sm', state.lastError ? 'text-red-300' : 'text-muted')}
        >
          {state.lastError ?? 'None'}
        </p>
      </Panel>
    </div>
  );
}
