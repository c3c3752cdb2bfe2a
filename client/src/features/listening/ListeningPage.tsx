import type { TrackInfo } from '@common/rooms';
import { useQueryClient } from '@tanstack/react-query';
import { Bug, CalendarClock, Headphones, Plus, Radio, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SignInLink, useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';
import { toast } from '@/ui/useToast';
import { LiveChatPanel } from './liveChat/LiveChatPanel';
import { DebugTab } from './lobby/DebugTab';
import { HostPartyDialog } from './lobby/HostPartyDialog';
import { LiveRoomsTab } from './lobby/LiveRoomsTab';
import { FeaturedPartiesTab, UpcomingPartiesTab } from './parties/PartiesTabs';
import { LinkedParty } from './parties/LinkedParty';
import { fetchParty, refreshPartyTabs, startScheduledParty } from './parties/partyApi';
import { PartyStartingListener } from './parties/PartyStartingListener';
import { RoomView } from './room/RoomView';
import { ListeningProvider, useListeningState, useRoomClient, useRoomUser } from './useListening';

/**
 * Keeps the address and the room together: /listening?room=<id> joins that room once connected (a
 * visitor is asked to log in), entering a room puts its id in the address, leaving takes it out.
 */
function useRoomAddress(): string | null {
  const client = useRoomClient();
  const user = useRoomUser();
  const { isLoading } = useAuth();
  const { connected, room } = useListeningState();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const linked = new URLSearchParams(search).get('room');
  const handled = useRef<string | null>(null);
  const roomId = room?.roomId ?? null;
  const wasIn = useRef<string | null>(null);

  useEffect(() => {
    if (!linked || !connected || isLoading || handled.current === linked) return;
    handled.current = linked;
    if (roomId !== linked) client.joinRoom(linked, user, 'party');
  }, [linked, connected, isLoading, user, roomId, client]);

  useEffect(() => {
    if (roomId && linked !== roomId) {
      handled.current = roomId;
      navigate(`${location}?room=${encodeURIComponent(roomId)}`, { replace: true });
    } else if (!roomId && wasIn.current && linked === wasIn.current) {
      navigate(location, { replace: true });
    }
    wasIn.current = roomId;
  }, [roomId, linked, location, navigate]);
  return linked;
}

interface PartyDraft {
  partyId: number;
  title: string;
  trackInfo: TrackInfo | null;
}

/**
 * The "Start party" link of a scheduled party (/listening?host-party=<id>): its host gets Host New Party
 * filled with the party's title and track; once the room is open, the party is marked live in it.
 */
function useHostParty(openDialog: () => void) {
  const search = useSearch();
  const partyId = Number(new URLSearchParams(search).get('host-party')) || null;
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;
  const { room } = useListeningState();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PartyDraft | null>(null);
  const pending = useRef<{ partyId: number; roomId: string } | null>(null);

  useEffect(() => {
    if (!partyId || isLoading || userId === null) return;
    let cancelled = false;
    fetchParty(partyId)
      .then((party) => {
        if (cancelled || !party.isMine) return;
        const track = party.track;
        setDraft({
          partyId: party.id,
          title: party.title,
          trackInfo: track
            ? {
                trackId: track.id,
                title: track.title,
                artist: track.artist,
                audioUrl: track.audioUrl,
                coverArt: track.coverArt,
                duration: track.duration,
              }
            : null,
        });
        openDialog();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [partyId, isLoading, userId, openDialog]);

  const roomId = room?.roomId;
  useEffect(() => {
    const started = pending.current;
    if (!started || started.roomId !== roomId) return;
    pending.current = null;
    startScheduledParty(started.partyId, started.roomId)
      .then(() => refreshPartyTabs(queryClient))
      .catch((error: unknown) => toast({ title: 'Error', description: errorMessage(error) }));
  }, [roomId, queryClient]);

  return {
    draft,
    /** The room for the draft's party was asked for. */
    handleCreated(createdRoomId: string) {
      if (draft) pending.current = { partyId: draft.partyId, roomId: createdRoomId };
      setDraft(null);
    },
  };
}

function ListeningScreen() {
  const state = useListeningState();
  const [hostOpen, setHostOpen] = useState(false);
  const openHostDialog = useCallback(() => setHostOpen(true), []);
  const [tab, setTab] = useState('live');
  const hostParty = useHostParty(openHostDialog);
  const linked = useRoomAddress();
  const user = useRoomUser();
  const { isLoading } = useAuth();
  const room = state.room;

  return (
    <div
      data-connected={state.connected}
      data-session={isLoading ? 'loading' : 'known'}
      className="mx-auto max-w-screen-2xl space-y-6 px-4 py-6 sm:py-8 lg:px-6"
    >
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            <Headphones className="size-8 text-primary-text" aria-hidden />
            Listening Parties
          </h1>
          <p className="text-muted">
            Press play together: every listener hears the same beat at the same time.
          </p>
        </div>
        <Button onClick={() => setHostOpen(true)}>
          <Plus aria-hidden />
          Host New Party
        </Button>
      </header>

      {room ? <RoomView room={room} state={state} /> : null}
      {/* The lobby stays below an open room: other rooms, parties, and Debug with the room's details. */}
      <div className={room ? 'border-t border-white/10 pt-6' : undefined}>
        <div
          className={room ? undefined : 'grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]'}
        >
          <div className="min-w-0 space-y-5">
            {linked && !user && !isLoading ? (
              <Card
                className="flex flex-wrap items-center justify-between gap-3 p-4"
                data-testid="login-to-join"
              >
                <p className="text-sm">Log in to join this listening party.</p>
                <Button asChild size="sm">
                  <SignInLink>Log in</SignInLink>
                </Button>
              </Card>
            ) : null}
            {room ? null : <LinkedParty />}
            {state.joiningRoomId ? (
              <Card className="flex items-center gap-3 p-4 text-sm" role="status">
                <Spinner className="size-4" label="Joining" />
                Joining the room...
              </Card>
            ) : null}
            <Tabs value={tab} onValueChange={setTab} className="space-y-5">
              <TabsList className="flex w-full overflow-x-auto sm:w-auto">
                <TabsTrigger value="live">
                  <Radio className="size-4" aria-hidden />
                  Live Rooms
                </TabsTrigger>
                <TabsTrigger value="featured">
                  <Sparkles className="size-4" aria-hidden />
                  Featured
                </TabsTrigger>
                <TabsTrigger value="upcoming">
                  <CalendarClock className="size-4" aria-hidden />
                  Upcoming
                </TabsTrigger>
                <TabsTrigger value="debug">
                  <Bug className="size-4" aria-hidden />
                  Debug
                </TabsTrigger>
              </TabsList>
              <TabsContent value="live">
                <LiveRoomsTab />
              </TabsContent>
              <TabsContent value="featured">
                <FeaturedPartiesTab />
              </TabsContent>
              <TabsContent value="upcoming">
                <UpcomingPartiesTab />
              </TabsContent>
              <TabsContent value="debug">
                <DebugTab />
              </TabsContent>
            </Tabs>
          </div>
          {room ? null : (
            <aside className="min-w-0">
              <LiveChatPanel channel="listening" />
            </aside>
          )}
        </div>
      </div>

      <HostPartyDialog
        open={hostOpen}
        onOpenChange={setHostOpen}
        initialName={hostParty.draft?.title ?? ''}
        trackInfo={hostParty.draft?.trackInfo ?? null}
        onCreated={hostParty.handleCreated}
      />
      <PartyStartingListener />
    </div>
  );
}

/** The Listening Parties screen (/listening): live rooms, scheduled parties, debug, and the room itself. */
export default function ListeningPage() {
  return (
    <ListeningProvider>
      <ListeningScreen />
    </ListeningProvider>
  );
}
