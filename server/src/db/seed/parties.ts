import { LISTENING_CHANNEL } from '@common/listening';
import type { AppContext } from '../../context';
import type { UserRow } from '../schema';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoParty {
  host: string;
  title: string;
  description: string;
  /** The host's track this title names (first track of the host when missing). */
  track?: string;
  /** From now; negative: it started that long ago (live by its time). */
  startsIn: number;
  /** Round the time to the hour (scheduled parties), not for live ones. */
  onTheHour?: boolean;
  featured: boolean;
  reminders: string[];
}

const DEMO_PARTIES: DemoParty[] = [
  {
    host: 'djnova',
    title: 'Sunday House Listening Party',
    description: 'Chicago house from the crates, played start to finish. Bring your questions about the mix.',
    track: 'Lake Shore Drive',
    startsIn: -25 * MINUTE,
    featured: true,
    reminders: ['lunawaves', 'kofi.rhythm', 'selectorsade'],
  },
  {
    host: 'kofi.rhythm',
    title: 'Lagos Sunrise Premiere',
    description: 'First full play of the new single, with the story of the talking drum part.',
    track: 'Lagos Sunrise',
    startsIn: -10 * MINUTE,
    featured: true,
    reminders: ['mayaverse', 'djnova'],
  },
  {
    host: 'lunawaves',
    title: 'Midnight R&B Listening Session',
    description: 'Late-night R&B and the stories behind the songs.',
    track: 'Midnight on the 285',
    startsIn: 1 * DAY + 6 * HOUR,
    onTheHour: true,
    featured: true,
    reminders: ['djnova', 'kofi.rhythm', 'mayaverse'],
  },
  {
    host: 'beatsmith',
    title: '808 Cathedral Beat Breakdown',
    description: 'How the 808s are tuned to the key, stem by stem.',
    track: '808 Cathedral',
    startsIn: 2 * DAY + 3 * HOUR,
    onTheHour: true,
    featured: true,
    reminders: ['echoengineer'],
  },
  {
    host: 'lofi.ollie',
    title: 'Rainy Day Lo-Fi Study Hall',
    description: 'Two hours of dusty samples to study to. Chat stays quiet, mostly.',
    track: 'Rain on Hawthorne',
    startsIn: 5 * HOUR,
    onTheHour: true,
    featured: false,
    reminders: ['lunawaves'],
  },
  {
    host: 'mayaverse',
    title: 'Kings County Playback',
    description: 'The whole project in order, with the people who made it.',
    track: 'Kings County',
    startsIn: 4 * DAY + 8 * HOUR,
    onTheHour: true,
    featured: false,
    reminders: ['beatsmith', 'lofi.ollie'],
  },
  {
    host: 'selectorsade',
    title: 'Amapiano Sunday Warm-Up',
    description: 'Log drums and long blends to warm up the week.',
    track: 'Amapiano Skies',
    startsIn: 5 * DAY + 2 * HOUR,
    onTheHour: true,
    featured: true,
    reminders: [],
  },
  {
    host: 'echoengineer',
    title: 'Mix Clinic: Headroom',
    description: 'Send questions ahead: we listen to the track and talk levels, limiting and loudness.',
    track: 'Headroom',
    startsIn: 6 * DAY + 5 * HOUR,
    onTheHour: true,
    featured: false,
    reminders: ['beatsmith'],
  },
];

const DEMO_CHAT: { user: string; message: string; type?: 'music' | 'reaction'; minutesAgo: number }[] = [
  { user: 'djnova', message: 'Sunday House party is live, come through!', minutesAgo: 24 },
  { user: 'lunawaves', message: 'That bassline on Lake Shore Drive 😍', minutesAgo: 21 },
  { user: 'kofi.rhythm', message: '🔥', type: 'reaction', minutesAgo: 20 },
  { user: 'selectorsade', message: 'Saving this one for my Sunday set', minutesAgo: 17 },
  {
    user: 'kofi.rhythm',
    message: 'Lagos Sunrise premiere starting now, talking drum all the way',
    minutesAgo: 10,
  },
  { user: 'mayaverse', message: 'Been waiting all week for this', minutesAgo: 9 },
  { user: 'beatsmith', message: 'Who is coming to the 808 breakdown on Tuesday?', minutesAgo: 6 },
  { user: 'lofi.ollie', message: '👏', type: 'reaction', minutesAgo: 4 },
  { user: 'echoengineer', message: 'Mix clinic questions welcome here too', minutesAgo: 2 },
];

/**
 * Demo listening parties: featured ones live now and upcoming, others over the next days, each by a demo
 * artist or DJ playing one of their catalogue tracks (its cover shows), with reminders from other demo
 * users; and a conversation in the Listening Parties page's live chat.
 */
export async function seedParties(
  ctx: Pick<AppContext, 'database' | 'storage' | 'log'>,
  users: Map<string, UserRow>,
  trackIds: number[],
): Promise<void> {
  const { db } = ctx.database;
  const user = (username: string) => {
    const found = users.get(username);
    if (!found) throw new Error(`Demo user ${username} is missing`);
    return found;
  };
  const tracks =
    trackIds.length === 0
      ? []
      : await db
          .selectFrom('tracks')
          .select(['id', 'userId', 'title'])
          .where('id', 'in', trackIds)
          .orderBy('id')
          .execute();
  const now = Date.now();

  for (const demo of DEMO_PARTIES) {
    const host = user(demo.host);
    const own = tracks.filter((t) => t.userId === host.id);
    const track = own.find((t) => t.title === demo.track) ?? own[0] ?? null;
    let at = now + demo.startsIn;
    if (demo.onTheHour) at = Math.ceil(at / HOUR) * HOUR;
    const { id } = await db
      .insertInto('listeningParties')
      .values({
        hostId: host.id,
        title: demo.title,
        description: demo.description,
        trackId: track?.id ?? null,
        scheduledAt: new Date(at).toISOString(),
        isFeatured: demo.featured,
        status: 'scheduled',
        createdAt: new Date(now - 3 * DAY).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (demo.reminders.length > 0) {
      await db
        .insertInto('partyReminders')
        .values(
          demo.reminders.map((username) => ({
            userId: user(username).id,
            partyId: id,
            createdAt: new Date(now - DAY).toISOString(),
            // Reminders of parties already live were shown when they started.
            notifiedAt: demo.startsIn < 0 ? new Date(at).toISOString() : null,
          })),
        )
        .execute();
    }
  }

  await db
    .insertInto('liveChatMessages')
    .values(
      DEMO_CHAT.map((line) => ({
        channel: LISTENING_CHANNEL,
        userId: user(line.user).id,
        senderName: user(line.user).username,
        message: line.message,
        type: line.type ?? 'music',
        createdAt: new Date(now - line.minutesAgo * MINUTE).toISOString(),
      })),
    )
    .execute();
}
