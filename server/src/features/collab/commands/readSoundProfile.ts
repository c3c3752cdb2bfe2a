import { COLLAB_PROFILE_MESSAGES, type SoundProfile } from '@common/collab';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../lib/errors';
import { presentSoundProfile } from '../presenter';
import { computeSignals, keyCountsOf, loadKeyCounts, loadSignalInputs } from '../signals';

/**
 * GET /api/collab/sound-profile/:userId: the averages of a user's analysed tracks, from their signals (computed
 * on the spot, without storing, for a user whose signals were never computed).
 */
export async function readSoundProfile(db: Db, userId: number): Promise<SoundProfile> {
  const user = await db
    .selectFrom('users')
    .leftJoin('collabSignals as s', 's.userId', 'users.id')
    .select([
      'users.id',
      's.userId as signalsOf',
      's.analysedTracks',
      's.tempoAvg',
      's.energyAvg',
      's.danceabilityAvg',
      's.loudnessAvg',
      's.keySpread',
      's.mainKey',
    ])
    .where('users.id', '=', userId)
    .where('users.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound(COLLAB_PROFILE_MESSAGES.artistNotFound);
  if (user.signalsOf === null) {
    const inputs = (await loadSignalInputs(db, { userId })).get(userId);
    if (inputs) return presentSoundProfile(userId, computeSignals(inputs), keyCountsOf(inputs.tracks));
  }
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    userId,
    analysedTracks: Number(user.analysedTracks ?? 0),
    tempo: num(user.tempoAvg),
    energy: num(user.energyAvg),
    danceability: num(user.danceabilityAvg),
    loudness: num(user.loudnessAvg),
    keySpread: num(user.keySpread),
    mainKey: user.mainKey ?? null,
    keyCounts: await loadKeyCounts(db, userId),
  };
}
