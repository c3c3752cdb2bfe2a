import { COLLAB, type KeyCount } from '@common/collab';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection';
import type { CollabSignalsTable } from '../../db/schema';
import { claimSetting, readSetting, updateSetting } from '../../db/settings';
import { json } from '../../db/values';
import { accountNotHeld, listedTrack } from '../../db/listing';

/**
 * collab_signals: what matching reads of a user, computed from the database's real data whenever it changes
 * (a track analysed or published, a profile saved, a request answered, a collaboration completed or rated).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The window of activity: tracks published and plays received in the last 90 days. */
export const ACTIVITY_DAYS = 90;
/** Activity points per track published in the window (each play in the window is one point). */
export const ACTIVITY_PER_TRACK = 10;
/** Keys a track can be in (12 notes, major and minor), the denominator of key spread. */
const KEYS_IN_ALL = 24;
/** Rows per upsert statement when refreshing many users. */
const UPSERT_CHUNK = 200;

/** One published track as the signals read it. */
export interface SignalTrack {
  genre: string | null;
  bpm: number | null;
  key: string | null;
  energy: number | null;
  danceability: number | null;
  loudness: number | null;
  analysed: boolean;
  publishedAt: string | null;
}

/** The user's own collab profile and account, as the pre-score reads them. */
export interface SignalProfile {
  username: string;
  displayName: string | null;
  description: string | null;
  /** Profile genres as the user wrote them. */
  genres: string[];
  location: string | null;
  skills: string[];
  collabType: string[];
  /** The profile says they are available and the account is not deleted. */
  offerable: boolean;
}

/** Everything the signals of one user are computed from. */
export interface SignalInputs {
  /** Null for a user without a collab profile (never offered as a match). */
  profile?: SignalProfile | null;
  tracks: SignalTrack[];
  playsInWindow: number;
  followers: number;
  requestsReceived: number;
  requestsAnswered: number;
  completedCollabs: number;
  ratingCount: number;
  ratingSum: number;
}

const emptyInputs = (): SignalInputs => ({
  tracks: [],
  playsInWindow: 0,
  followers: 0,
  requestsReceived: 0,
  requestsAnswered: 0,
  completedCollabs: 0,
  ratingCount: 0,
  ratingSum: 0,
});

/** The values of a collab_signals row (without the user id and timestamp). */
export interface SignalValues {
  trackGenres: string[];
  analysedTracks: number;
  tempoAvg: number | null;
  energyAvg: number | null;
  danceabilityAvg: number | null;
  loudnessAvg: number | null;
  keySpread: number | null;
  mainKey: string | null;
  followers: number;
  requestsReceived: number;
  requestsAnswered: number;
  completedCollabs: number;
  ratingCount: number;
  ratingSum: number;
  activity: number;
  offerable: boolean;
  matchGenres: string[];
  skillBits: number;
  typeBits: number;
  place: string | null;
  searchText: string | null;
}

/**
 * A bit mask of the values of `list` found in `known` (bit i for known[i]). The lists only grow at their end, so
 * a value keeps its bit; values outside the list add nothing.
 */
export function bitsOf(values: readonly string[], known: readonly string[]): number {
  let bits = 0;
  for (const [i, item] of known.entries()) if (values.includes(item)) bits += 2 ** i;
  return bits;
}

const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function average(values: (number | null)[], places: number): number | null {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (present.length === 0) return null;
  return roundTo(present.reduce((sum, v) => sum + v, 0) / present.length, places);
}

/**
 * How many analysed tracks are in each key, the most used first (between equally used keys, alphabetical
 * order): what the sound profile names.
 */
export function keyCountsOf(tracks: Pick<SignalTrack, 'key' | 'analysed'>[]): KeyCount[] {
  const counts = new Map<string, number>();
  for (const track of tracks) {
    const key = track.analysed ? track.key?.trim() : undefined;
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([key, count]) => ({ key, tracks: count }))
    .sort((a, b) => b.tracks - a.tracks || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The key counts of one user's published, public, analysed tracks, read from the database. */
export async function loadKeyCounts(db: Db, userId: number): Promise<KeyCount[]> {
  const rows = await db
    .selectFrom('tracks')
    .select(['key', 'measuredKey'])
    .where('userId', '=', userId)
    .where(listedTrack())
    .where('analysisStatus', '=', 'done')
    .execute();
  // The sound's key: the measured one where measured (decision 0053).
  return keyCountsOf(rows.map((row) => ({ key: row.measuredKey ?? row.key, analysed: true })));
}

/** Computes a user's signals from their data (pure: the same inputs give the same row). */
export function computeSignals(inputs: SignalInputs, now: Date = new Date()): SignalValues {
  const genres = new Set<string>();
  for (const track of inputs.tracks) {
    const genre = track.genre?.trim().toLowerCase();
    if (genre) genres.add(genre);
  }
  const analysed = inputs.tracks.filter((track) => track.analysed);
  const keyCounts = keyCountsOf(inputs.tracks);
  // The most common key; between equally common keys, the first in alphabetical order.
  const mainKey = keyCounts[0]?.key ?? null;
  const since = now.getTime() - ACTIVITY_DAYS * DAY_MS;
  const recentTracks = inputs.tracks.filter(
    (track) => track.publishedAt !== null && new Date(track.publishedAt).getTime() >= since,
  ).length;
  const profile = inputs.profile ?? null;
  const matchGenres = new Set(genres);
  for (const genre of profile?.genres ?? []) {
    const lower = genre.trim().toLowerCase();
    if (lower) matchGenres.add(lower);
  }
  return {
    trackGenres: [...genres].sort(),
    analysedTracks: analysed.length,
    tempoAvg: average(
      analysed.map((t) => t.bpm),
      1,
    ),
    energyAvg: average(
      analysed.map((t) => t.energy),
      3,
    ),
    danceabilityAvg: average(
      analysed.map((t) => t.danceability),
      3,
    ),
    loudnessAvg: average(
      analysed.map((t) => t.loudness),
      1,
    ),
    keySpread: analysed.length === 0 ? null : roundTo(keyCounts.length / KEYS_IN_ALL, 3),
    mainKey,
    followers: inputs.followers,
    requestsReceived: inputs.requestsReceived,
    requestsAnswered: inputs.requestsAnswered,
    completedCollabs: inputs.completedCollabs,
    ratingCount: inputs.ratingCount,
    ratingSum: inputs.ratingSum,
    activity: recentTracks * ACTIVITY_PER_TRACK + inputs.playsInWindow,
    offerable: profile?.offerable ?? false,
    matchGenres: [...matchGenres].sort(),
    skillBits: bitsOf(profile?.skills ?? [], COLLAB.skills),
    typeBits: bitsOf(profile?.collabType ?? [], COLLAB.collabTypes),
    place: profile?.location?.trim().toLowerCase() || null,
    // One line per field, so that a search never matches across two of them.
    searchText: profile
      ? [profile.displayName, profile.username, profile.description]
          .map((text) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase())
          .join('\n')
      : null,
  };
}

/** Whose signals to read: one user, or every user with a collab profile who has not deleted their account. */
type Scope = { userId: number } | 'profiles';

/** Reads the inputs of the signals of the users in scope, a handful of grouped queries in all. */
export async function loadSignalInputs(
  db: Db,
  scope: Scope,
  now: Date = new Date(),
): Promise<Map<number, SignalInputs>> {
  const ids =
    scope === 'profiles'
      ? (
          await db
            .selectFrom('collabProfiles as p')
            .innerJoin('users as u', 'u.id', 'p.userId')
            .select('u.id')
            .where('u.deletedAt', 'is', null)
            .execute()
        ).map((row) => Number(row.id))
      : [scope.userId];
  const inputs = new Map<number, SignalInputs>(ids.map((id) => [id, emptyInputs()]));
  if (ids.length === 0) return inputs;
  const at = (userId: number | null) => (userId === null ? undefined : inputs.get(Number(userId)));
  const oneUser = scope === 'profiles' ? null : scope.userId;
  const since = new Date(now.getTime() - ACTIVITY_DAYS * DAY_MS).toISOString();

  let profiles = db
    .selectFrom('collabProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select([
      'u.id',
      'u.username',
      'u.displayName',
      'u.genres',
      'u.location',
      'u.deletedAt',
      'u.suspendedUntil',
      'u.bannedAt',
      'p.removedAt',
      'p.description',
      'p.skills',
      'p.collabType',
      'p.isAvailable',
    ]);
  if (oneUser !== null) profiles = profiles.where('u.id', '=', oneUser);
  for (const row of await profiles.execute()) {
    const target = at(row.id);
    if (!target) continue;
    target.profile = {
      username: row.username,
      displayName: row.displayName,
      description: row.description,
      genres: row.genres,
      location: row.location,
      skills: row.skills,
      collabType: row.collabType,
      // A profile removed by a moderator, or of a suspended or banned account, is offered to no one (0061).
      offerable:
        row.isAvailable &&
        row.deletedAt === null &&
        row.removedAt === null &&
        row.suspendedUntil === null &&
        row.bannedAt === null,
    };
  }

  let tracks = db
    .selectFrom('tracks')
    .select([
      'userId',
      'genre',
      'bpm',
      'key',
      'measuredBpm',
      'measuredKey',
      'energy',
      'danceability',
      'loudness',
      'analysisStatus',
      'publishedAt',
    ])
    .where(listedTrack());
  if (oneUser !== null) tracks = tracks.where('userId', '=', oneUser);
  for (const row of await tracks.orderBy('id').execute()) {
    // Matching compares sounds: the measured tempo and key where measured (decision 0053).
    const sound = { bpm: row.measuredBpm ?? row.bpm, key: row.measuredKey ?? row.key };
    at(row.userId)?.tracks.push({
      genre: row.genre,
      bpm: sound.bpm === null ? null : Number(sound.bpm),
      key: sound.key,
      energy: row.energy === null ? null : Number(row.energy),
      danceability: row.danceability === null ? null : Number(row.danceability),
      loudness: row.loudness === null ? null : Number(row.loudness),
      analysed: row.analysisStatus === 'done',
      publishedAt: row.publishedAt,
    });
  }

  let plays = db
    .selectFrom('trackPlays as pl')
    .innerJoin('tracks as t', 't.id', 'pl.trackId')
    .select((eb) => ['t.userId', eb.fn.countAll<number>().as('count')])
    .where('pl.createdAt', '>=', since)
    .groupBy('t.userId');
  if (oneUser !== null) plays = plays.where('t.userId', '=', oneUser);
  for (const row of await plays.execute()) {
    const target = at(row.userId);
    if (target) target.playsInWindow = Number(row.count);
  }

  let followers = db
    .selectFrom('follows')
    .select((eb) => ['followeeId', eb.fn.countAll<number>().as('count')])
    .groupBy('followeeId');
  if (oneUser !== null) followers = followers.where('followeeId', '=', oneUser);
  for (const row of await followers.execute()) {
    const target = at(row.followeeId);
    if (target) target.followers = Number(row.count);
  }

  // Received: every request but a withdrawn one; answered: accepted or declined.
  let requests = db
    .selectFrom('collabRequests')
    .select((eb) => ['toUserId', 'status', eb.fn.countAll<number>().as('count')])
    .where('status', '!=', 'withdrawn')
    .groupBy(['toUserId', 'status']);
  if (oneUser !== null) requests = requests.where('toUserId', '=', oneUser);
  for (const row of await requests.execute()) {
    const target = at(row.toUserId);
    if (!target) continue;
    target.requestsReceived += Number(row.count);
    if (row.status === 'accepted' || row.status === 'declined') target.requestsAnswered += Number(row.count);
  }

  let completed = db
    .selectFrom('collaborationMembers as m')
    .innerJoin('collaborations as c', 'c.id', 'm.collaborationId')
    .select((eb) => ['m.userId', eb.fn.countAll<number>().as('count')])
    .where('c.status', '=', 'completed')
    .groupBy('m.userId');
  if (oneUser !== null) completed = completed.where('m.userId', '=', oneUser);
  for (const row of await completed.execute()) {
    const target = at(row.userId);
    if (target) target.completedCollabs = Number(row.count);
  }

  // Ratings this user received: what the other members of their collaborations gave.
  let ratings = db
    .selectFrom('collaborationMembers as me')
    .innerJoin('collaborationMembers as other', 'other.collaborationId', 'me.collaborationId')
    .select((eb) => [
      'me.userId',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('other.ratingGiven').as('sum'),
    ])
    .whereRef('other.userId', '!=', 'me.userId')
    .where('other.ratingGiven', 'is not', null)
    .groupBy('me.userId');
  if (oneUser !== null) ratings = ratings.where('me.userId', '=', oneUser);
  for (const row of await ratings.execute()) {
    const target = at(row.userId);
    if (!target) continue;
    target.ratingCount = Number(row.count);
    target.ratingSum = Number(row.sum ?? 0);
  }

  return inputs;
}

function signalRow(userId: number, values: SignalValues, updatedAt: string): Insertable<CollabSignalsTable> {
  return {
    userId,
    ...values,
    trackGenres: json(values.trackGenres),
    matchGenres: json(values.matchGenres),
    updatedAt,
  };
}

async function upsertSignals(db: Db, rows: Insertable<CollabSignalsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    await db
      .insertInto('collabSignals')
      .values(rows.slice(i, i + UPSERT_CHUNK))
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet((eb) => ({
          trackGenres: eb.ref('excluded.trackGenres'),
          analysedTracks: eb.ref('excluded.analysedTracks'),
          tempoAvg: eb.ref('excluded.tempoAvg'),
          energyAvg: eb.ref('excluded.energyAvg'),
          danceabilityAvg: eb.ref('excluded.danceabilityAvg'),
          loudnessAvg: eb.ref('excluded.loudnessAvg'),
          keySpread: eb.ref('excluded.keySpread'),
          mainKey: eb.ref('excluded.mainKey'),
          followers: eb.ref('excluded.followers'),
          requestsReceived: eb.ref('excluded.requestsReceived'),
          requestsAnswered: eb.ref('excluded.requestsAnswered'),
          completedCollabs: eb.ref('excluded.completedCollabs'),
          ratingCount: eb.ref('excluded.ratingCount'),
          ratingSum: eb.ref('excluded.ratingSum'),
          activity: eb.ref('excluded.activity'),
          offerable: eb.ref('excluded.offerable'),
          matchGenres: eb.ref('excluded.matchGenres'),
          skillBits: eb.ref('excluded.skillBits'),
          typeBits: eb.ref('excluded.typeBits'),
          place: eb.ref('excluded.place'),
          searchText: eb.ref('excluded.searchText'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }
}

/** Recomputes one user's collab_signals row from their tracks, followers, requests and collaborations. */
export async function refreshCollabSignals(db: Db, userId: number): Promise<SignalValues> {
  const now = new Date();
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  const inputs = user ? (await loadSignalInputs(db, { userId }, now)).get(userId) : undefined;
  const values = computeSignals(inputs ?? emptyInputs(), now);
  if (user) await upsertSignals(db, [signalRow(userId, values, now.toISOString())]);
  return values;
}

/**
 * Recomputes the signals of every user with a collab profile in one pass (grouped queries, chunked upserts);
 * answers how many rows were written.
 */
export async function refreshAllCollabSignals(db: Db): Promise<number> {
  const now = new Date();
  const inputs = await loadSignalInputs(db, 'profiles', now);
  const updatedAt = now.toISOString();
  const rows = [...inputs].map(([userId, input]) => signalRow(userId, computeSignals(input, now), updatedAt));
  await upsertSignals(db, rows);
  // Users outside the pass (no profile, or a deleted account) are never offered.
  await db
    .updateTable('collabSignals')
    .set({ offerable: false })
    .where('offerable', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('collabProfiles as p')
            .innerJoin('users as u', 'u.id', 'p.userId')
            .select('p.userId')
            .whereRef('p.userId', '=', 'collabSignals.userId')
            .where('p.isAvailable', '=', true)
            .where('p.removedAt', 'is', null)
            .where(accountNotHeld('u'))
            .where('u.deletedAt', 'is', null),
        ),
      ),
    )
    .execute();
  return rows.length;
}

/**
 * What the stored signals are made of: raised whenever computeSignals adds or changes a column, so that the
 * first start after an upgrade recomputes every row (the pre-score columns of migration 0020 came with 2).
 */
export const COLLAB_SIGNALS_VERSION = '2';

/** Recomputes every profile's signals once after an upgrade that changed what they hold. */
export async function ensureCollabSignalsCurrent(db: Db): Promise<boolean> {
  const fresh = await claimSetting(db, 'collab_signals_version', '0');
  const stored = fresh ? '0' : await readSetting(db, 'collab_signals_version');
  if (stored === COLLAB_SIGNALS_VERSION) return false;
  await refreshAllCollabSignals(db);
  await updateSetting(db, 'collab_signals_version', COLLAB_SIGNALS_VERSION);
  return true;
}

/**
 * Refreshes a user's signals where a failure must not undo the change that asked for it (a publish, an
 * analysis): the failure is handed to `onError` and the next refresh catches up.
 */
export async function refreshCollabSignalsSafely(
  db: Db,
  userId: number | null,
  onError: (error: unknown) => void = () => undefined,
): Promise<void> {
  if (userId === null) return;
  try {
    await refreshCollabSignals(db, userId);
  } catch (error) {
    onError(error);
  }
}
