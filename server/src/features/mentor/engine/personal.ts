import type { MentorSource } from '@common/mentor';
import type { Db } from '../../../db/connection';
import { getArtistAnalytics, weekWindows } from '../../dashboard';

/** What a question about the asker's own music wants: which track to push, or how things are going. */
export type PersonalIntent = 'promote' | 'overview';

const FIRST_PERSON = /\b(my|mine|i|me|i'm|im)\b/;
const DATA_WORDS =
  /\b(plays?|streams?|listeners?|followers?|likes?|stats|statistics|analytics|numbers|data|audience|growth|growing|performing|doing|catalog(ue)?)\b/;
const PROMOTE =
  /\b(promote|promoting|push|pushing|focus on|spotlight|which (of my )?(tracks?|songs?|releases?)|my (best|strongest|top) (track|song|release)s?)\b/;
const OWN_MUSIC = /\bmy (tracks?|songs?|music|releases?|beats?)\b/;

/** Whether a message asks about the asker's own tracks and numbers, and in what way. */
export function personalIntent(message: string): PersonalIntent | null {
  const text = message.toLowerCase().replace(/[’]/g, "'");
  if (!FIRST_PERSON.test(text)) return null;
  const ownMusic = OWN_MUSIC.test(text);
  if (PROMOTE.test(text) && (ownMusic || /\bwhich\b/.test(text))) return 'promote';
  if (/\bhow (are|is) my\b/.test(text) && ownMusic) return 'overview';
  if (/\bhow am i doing\b/.test(text)) return 'overview';
  if (DATA_WORDS.test(text) && (ownMusic || /\b(my|i have|i've got|i got|am i|do i have)\b/.test(text)))
    return 'overview';
  return null;
}

/** One published track with the numbers the answers use. */
export interface TrackStats {
  id: number;
  title: string;
  plays: number;
  likes: number;
  playsThisWeek: number;
  playsLastWeek: number;
  bpm: number | null;
  key: string | null;
  loudness: number | null;
  analysed: boolean;
}

/** Plays below which the tracks are not compared (too little listening to tell them apart). */
export const MIN_PLAYS_TO_COMPARE = 20;
/** Smoothing of the like rate: every track starts as if it had this many plays and one like. */
export const PRIOR_PLAYS = 20;

/** Likes per play, smoothed: (likes + 1) / (plays + PRIOR_PLAYS). */
export const smoothedLikeRate = (t: Pick<TrackStats, 'likes' | 'plays'>) =>
  (t.likes + 1) / (t.plays + PRIOR_PLAYS);

/** The promotion score (decision 0038): smoothed like rate times the square root of 1 + plays in the last 14 days. */
export const promotionScore = (t: TrackStats) =>
  smoothedLikeRate(t) * Math.sqrt(1 + t.playsThisWeek + t.playsLastWeek);

/** The asker's published tracks with total and weekly plays, most played first. */
export async function loadTrackStats(db: Db, userId: number, now = new Date()): Promise<TrackStats[]> {
  const windows = weekWindows(now);
  const [tracks, plays] = await Promise.all([
    db
      .selectFrom('tracks')
      .select([
        'id',
        'title',
        'playCount',
        'likeCount',
        'bpm',
        'key',
        'measuredBpm',
        'measuredKey',
        'loudness',
        'analysisStatus',
      ])
      .where('userId', '=', userId)
      .where('status', '=', 'published')
      .execute(),
    db
      .selectFrom('trackPlays')
      .innerJoin('tracks', 'tracks.id', 'trackPlays.trackId')
      .select((eb) => [
        'trackPlays.trackId',
        eb.fn
          .sum<number>(
            eb.case().when('trackPlays.createdAt', '>=', windows.thisWeekStart).then(1).else(0).end(),
          )
          .as('thisWeek'),
        eb.fn
          .sum<number>(
            eb.case().when('trackPlays.createdAt', '<', windows.thisWeekStart).then(1).else(0).end(),
          )
          .as('lastWeek'),
      ])
      .where('tracks.userId', '=', userId)
      .where('trackPlays.createdAt', '>=', windows.lastWeekStart)
      .where('trackPlays.createdAt', '<=', windows.end)
      .groupBy('trackPlays.trackId')
      .execute(),
  ]);
  const weekly = new Map(plays.map((p) => [Number(p.trackId), p]));
  return tracks
    .map((t) => ({
      id: Number(t.id),
      title: t.title,
      plays: Number(t.playCount),
      likes: Number(t.likeCount),
      playsThisWeek: Number(weekly.get(Number(t.id))?.thisWeek ?? 0),
      playsLastWeek: Number(weekly.get(Number(t.id))?.lastWeek ?? 0),
      // What the track shows: the artist's value, else the measured one (decision 0053).
      bpm: (t.bpm ?? t.measuredBpm) === null ? null : Number(t.bpm ?? t.measuredBpm),
      key: t.key ?? t.measuredKey,
      loudness: t.loudness === null ? null : Number(t.loudness),
      analysed: t.analysisStatus === 'done',
    }))
    .sort((a, b) => b.plays - a.plays || a.id - b.id);
}

/** The artist's numbers as paragraphs for the answer, sources for the list and plain facts for a language model. */
export interface ArtistReport {
  paragraphs: string[];
  sources: MentorSource[];
  facts: string;
}

const n = (value: number) => value.toLocaleString('en-US');
const plural = (count: number, one: string, many = `${one}s`) => `${n(count)} ${count === 1 ? one : many}`;
const quote = (title: string) => `“${title}”`;
const trackSource = (t: TrackStats): MentorSource => ({
  id: `track-${t.id}`,
  kind: 'data',
  title: t.title,
  url: `/tracks/${t.id}`,
});
const DASHBOARD_SOURCE: MentorSource = {
  id: 'data-dashboard',
  kind: 'data',
  title: 'Your dashboard analytics',
  url: '/dashboard',
};

/** What a measured loudness means against streaming playback (about -14 LUFS), as the end of a sentence. */
export function loudnessJudgement(lufs: number): string {
  if (lufs > -9) {
    return `, which is loud: services that play back around -14 LUFS will turn it down by about ${Math.round(lufs + 14)} dB, so check the master still punches at that level.`;
  }
  if (lufs < -18) {
    return ', quieter than most releases: it may sound weaker next to other tracks, so consider a louder master.';
  }
  return ', a sensible level for streaming.';
}

/** The analysis of a track in one sentence: tempo, key and loudness. */
export function analysisSentence(t: TrackStats): string | null {
  if (!t.analysed || t.loudness === null) return null;
  const tempo = t.bpm !== null ? `runs at ${Math.round(t.bpm)} BPM${t.key ? ` in ${t.key}` : ''} and ` : '';
  const lufs = Math.round(t.loudness * 10) / 10;
  return `${quote(t.title)} ${tempo}measures ${lufs} LUFS${loudnessJudgement(t.loudness)}`;
}

function trackLine(t: TrackStats): string {
  return `${quote(t.title)}: ${plural(t.plays, 'play')} and ${plural(t.likes, 'like')} (${n(t.playsThisWeek)} this week, ${n(t.playsLastWeek)} the week before)`;
}

/** How the asker's tracks are doing: the dashboard's totals, the top tracks, the top track's analysis, a riser. */
async function overview(
  db: Db,
  userId: number,
  tracks: TrackStats[],
  intro: string,
  now: Date,
): Promise<ArtistReport> {
  const analytics = await getArtistAnalytics(db, userId, now);
  const tile = (id: string) => analytics.tiles.find((t) => t.id === id)!;
  const plays = tile('plays');
  const totals =
    `${intro} ${plural(plays.value, 'play')} in total (${plays.description}, ${plays.change} against the week before), ` +
    `${plural(tile('likes').value, 'like')}, ${plural(tile('followers').value, 'follower')} and ` +
    `${plural(tile('listeners').value, 'different listener')} in the last 7 days.`;
  const top = tracks.slice(0, 3);
  const paragraphs = [totals, `Your tracks by plays: ${top.map(trackLine).join('; ')}.`];
  const analysis = analysisSentence(top[0]!);
  if (analysis) paragraphs.push(analysis);
  const riser = [...tracks]
    .filter((t) => t.playsThisWeek > t.playsLastWeek)
    .sort(
      (a, b) => b.playsThisWeek - b.playsLastWeek - (a.playsThisWeek - a.playsLastWeek) || a.id - b.id,
    )[0];
  if (riser) {
    paragraphs.push(
      `${quote(riser.title)} is gaining: ${plural(riser.playsThisWeek, 'play')} this week against ${n(riser.playsLastWeek)} the week before.`,
    );
  }
  const facts = [
    `Totals: ${plays.value} plays (${plays.change} week over week), ${tile('likes').value} likes, ${tile('followers').value} followers, ${tile('listeners').value} listeners in the last 7 days.`,
    ...tracks
      .slice(0, 10)
      .map(
        (t) =>
          `Track ${trackLine(t)}${t.loudness !== null ? `, ${t.loudness} LUFS` : ''}${t.bpm ? `, ${t.bpm} BPM` : ''}${t.key ? `, key ${t.key}` : ''}.`,
      ),
  ].join('\n');
  const named = [...new Map([...top, ...(riser ? [riser] : [])].map((t) => [t.id, t])).values()];
  return { paragraphs, sources: [DASHBOARD_SOURCE, ...named.map(trackSource)], facts };
}

/** Which track to promote: the best promotion score, when there has been enough listening to compare. */
function promotion(tracks: TrackStats[], intro: string): ArtistReport {
  const totalPlays = tracks.reduce((sum, t) => sum + t.plays, 0);
  if (tracks.length === 1) {
    const only = tracks[0]!;
    return {
      paragraphs: [
        `${intro} you have one published track, ${trackLine(only)}. With one track the choice is made: put your promotion behind it.`,
      ],
      sources: [trackSource(only)],
      facts: `One published track: ${trackLine(only)}.`,
    };
  }
  if (totalPlays < MIN_PLAYS_TO_COMPARE) {
    return {
      paragraphs: [
        `${intro} your ${tracks.length} published tracks have ${plural(totalPlays, 'play')} between them. That is too little listening to tell which one turns listeners into fans, so I won't pick one on guesswork. Share each of them for a week and ask me again once they have at least ${MIN_PLAYS_TO_COMPARE} plays together.`,
      ],
      sources: [DASHBOARD_SOURCE],
      facts: `${tracks.length} published tracks, ${totalPlays} plays in total: not enough to compare.`,
    };
  }
  const ranked = [...tracks].sort((a, b) => promotionScore(b) - promotionScore(a) || a.id - b.id);
  const [first, second] = ranked as [TrackStats, TrackStats | undefined];
  const percent = (t: TrackStats) => (t.plays > 0 ? Math.round((t.likes / t.plays) * 1000) / 10 : 0);
  const recent = (t: TrackStats) => t.playsThisWeek + t.playsLastWeek;
  const paragraphs = [
    `${intro} I'd put your promotion behind ${quote(first.title)}. ${plural(first.likes, 'like')} from ${plural(first.plays, 'play')} (${percent(first)}% of plays end in a like) and ${plural(recent(first), 'play')} in the last 14 days: it turns listeners into fans and people are hearing it now.`,
  ];
  if (second) {
    paragraphs.push(
      `Next in line is ${quote(second.title)}, with ${plural(second.likes, 'like')} from ${plural(second.plays, 'play')} (${percent(second)}%) and ${n(recent(second))} in the last 14 days. I rank by likes per play (counted as if every track started with ${PRIOR_PLAYS} plays and one like, so a lucky track with three plays can't win) times the square root of recent plays.`,
    );
  }
  const facts = ranked
    .slice(0, 10)
    .map(
      (t, i) =>
        `${i + 1}. ${trackLine(t)}, like rate ${percent(t)}%, promotion score ${promotionScore(t).toFixed(3)}`,
    )
    .join('\n');
  return { paragraphs, sources: [trackSource(first), ...(second ? [trackSource(second)] : [])], facts };
}

/** The answer's personal part, from the asker's real tracks and analytics. */
export async function artistReport(
  db: Db,
  userId: number,
  intent: PersonalIntent,
  intro: string,
  now = new Date(),
): Promise<ArtistReport> {
  const tracks = await loadTrackStats(db, userId, now);
  if (tracks.length === 0) {
    return {
      paragraphs: [
        'You have no published tracks on Panda Nation yet, so there are no numbers of yours to read. Upload and publish a track, and once people listen I can tell you how it is doing and what to push.',
      ],
      sources: [{ id: 'platform-upload', kind: 'help', title: 'Uploading a track', url: '/upload' }],
      facts: 'The artist has no published tracks yet.',
    };
  }
  return intent === 'promote' ? promotion(tracks, intro) : overview(db, userId, tracks, intro, now);
}

/** What a visitor hears when asking about their own numbers. */
export const SIGN_IN_FOR_DATA =
  'To answer about your own tracks I need to know who you are: sign in and ask again, and I will read your real plays, likes and analysis.';
