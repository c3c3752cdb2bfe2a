import { PARTY_LIMITS } from '@common/listening';
import type { RealtimeHub } from '../../realtime/hub';

/** What a party is now: not started, live (with the host's open room, if any), or over. */
export interface PartyLiveState {
  phase: 'scheduled' | 'live' | 'ended';
  roomId: string | null;
}

/**
 * A party is live once its host started it from a room or its time has come. Without an open room it
 * stays live for PARTY_LIMITS.liveWindowMs after its time; the room it was started in keeps it live for
 * as long as the host keeps that room open.
 */
export function partyLiveState(
  party: { status: string; scheduledAt: string; roomId: string | null },
  hostRoom: string | undefined,
  now: number,
): PartyLiveState {
  if (party.status === 'ended') return { phase: 'ended', roomId: null };
  const at = Date.parse(party.scheduledAt);
  const started = party.status === 'live' || at <= now;
  if (!started) return { phase: 'scheduled', roomId: null };
  const withinWindow = now < at + PARTY_LIMITS.liveWindowMs;
  if (hostRoom && (withinWindow || party.roomId === hostRoom)) return { phase: 'live', roomId: hostRoom };
  return withinWindow ? { phase: 'live', roomId: null } : { phase: 'ended', roomId: null };
}

/** The rooms these hosts have open now (none when no real-time server is attached, or it fails). */
export async function openHostRooms(
  realtime: RealtimeHub | undefined,
  hostIds: number[],
  onError: (error: unknown) => void,
): Promise<Map<number, string>> {
  if (!realtime || hostIds.length === 0) return new Map();
  try {
    return await realtime.roomsHostedBy([...new Set(hostIds)]);
  } catch (error) {
    onError(error);
    return new Map();
  }
}
