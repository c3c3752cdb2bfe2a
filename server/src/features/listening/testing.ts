import type { LiveChatMessage, PartyStarting, RoomSummary } from '@common/rooms';
import type { Db } from '../../db/connection';
import type { RealtimeHub } from '../../realtime/hub';

let sequence = 0;

/** Inserts a party directly (scheduled in an hour unless told otherwise) and answers its id. */
export async function insertParty(
  db: Db,
  values: {
    hostId: number;
    title?: string;
    scheduledAt?: string;
    isFeatured?: boolean;
    status?: 'scheduled' | 'live' | 'ended';
    trackId?: number | null;
    roomId?: string | null;
    coverArt?: string | null;
  },
): Promise<number> {
  sequence += 1;
  const row = await db
    .insertInto('listeningParties')
    .values({
      title: `Party ${sequence}`,
      scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
      isFeatured: false,
      status: 'scheduled',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** ISO time `minutes` from now (negative: in the past). */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * A real-time layer that records what the server sends and answers open rooms from a map, for API tests
 * that run without a listening socket server (the socket tests use the real one).
 */
export class RecordingHub implements RealtimeHub {
  readonly partyStarting: { userId: number; payload: PartyStarting }[] = [];
  readonly liveChat: LiveChatMessage[] = [];
  readonly hostedRooms = new Map<number, string>();

  async listRooms(): Promise<RoomSummary[]> {
    return [];
  }

  async roomsHostedBy(userIds: number[]): Promise<Map<number, string>> {
    return new Map(
      userIds.flatMap((id) => (this.hostedRooms.has(id) ? [[id, this.hostedRooms.get(id)!] as const] : [])),
    );
  }

  emitLiveChat(message: LiveChatMessage): void {
    this.liveChat.push(message);
  }

  emitPartyStarting(userId: number, payload: PartyStarting): void {
    this.partyStarting.push({ userId, payload });
  }

  async close(): Promise<void> {}
}
