import { PARTY_MESSAGES } from '@common/listening';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { reachableTrack } from '../../db/listing';

/** A party row with its host and track, as the presenters read it. */
export interface PartyRow {
  id: number;
  hostId: number;
  title: string;
  description: string | null;
  trackId: number | null;
  coverArt: string | null;
  scheduledAt: string;
  isFeatured: boolean;
  status: string;
  roomId: string | null;
  hostUsername: string;
  hostDisplayName: string | null;
  trackTitle: string | null;
  trackArtist: string | null;
  trackArtistDisplayName: string | null;
  trackArtistUsername: string | null;
  trackAudioUrl: string | null;
  trackPrice: number | string | null;
  trackPreviewKey: string | null;
  trackCoverArt: string | null;
  trackDuration: number | null;
  reminderCount: number;
  reminderSet: boolean;
}

/** Parties joined to their host, track, reminder count and whether the viewer set a reminder. */
export function selectParties(db: Db, viewerId: number | null) {
  return (
    db
      .selectFrom('listeningParties as p')
      .innerJoin('users as h', 'h.id', 'p.hostId')
      // A track that is no longer published and visible is not shown (its title or audio would leak).
      .leftJoin('tracks as t', (join) => join.onRef('t.id', '=', 'p.trackId').on(reachableTrack('t')))
      .leftJoin('users as a', 'a.id', 't.userId')
      .select((eb) => [
        'p.id',
        'p.hostId',
        'p.title',
        'p.description',
        'p.trackId',
        'p.coverArt',
        'p.scheduledAt',
        'p.isFeatured',
        'p.status',
        'p.roomId',
        'h.username as hostUsername',
        'h.displayName as hostDisplayName',
        't.title as trackTitle',
        't.artist as trackArtist',
        'a.displayName as trackArtistDisplayName',
        'a.username as trackArtistUsername',
        't.audioUrl as trackAudioUrl',
        't.price as trackPrice',
        't.previewKey as trackPreviewKey',
        't.coverArt as trackCoverArt',
        't.duration as trackDuration',
        eb
          .selectFrom('partyReminders as r')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('r.partyId', '=', 'p.id')
          .as('reminderCount'),
        viewerId === null
          ? sql<number>`0`.as('reminderSet')
          : eb
              .selectFrom('partyReminders as mine')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('mine.partyId', '=', 'p.id')
              .where('mine.userId', '=', viewerId)
              .as('reminderSet'),
      ])
  );
}

/** Normalises what the dialects answer differently (counts as strings). */
export function toPartyRow(raw: Record<string, unknown>): PartyRow {
  const row = raw as unknown as PartyRow;
  return {
    ...row,
    reminderCount: Number(row.reminderCount ?? 0),
    reminderSet: Number(row.reminderSet ?? 0) > 0,
    trackDuration: row.trackDuration === null ? null : Number(row.trackDuration),
  };
}

/** One party, or a 404. */
export async function findParty(db: Db, id: number, viewerId: number | null): Promise<PartyRow> {
  const raw = await selectParties(db, viewerId).where('p.id', '=', id).executeTakeFirst();
  if (!raw) throw notFound(PARTY_MESSAGES.partyNotFound);
  return toPartyRow(raw);
}

/** A route's `:id` as a party id; anything else is a party that does not exist. */
export function parsePartyId(value: string): number {
  return parseId(value, PARTY_MESSAGES.partyNotFound);
}
