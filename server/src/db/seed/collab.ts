import { type CollabProfileInput, collabProfileSchema } from '@common/collab';
import { refreshAllCollabSignals } from '../../features/collab';
import type { Db } from '../connection';
import { json } from '../values';

/** A demo artist's collab profile; examples are their own seeded tracks, found by title. */
export interface DemoCollabProfile extends Omit<CollabProfileInput, 'examples'> {
  username: string;
  exampleTitles: string[];
}

/** The demo artists' collab profiles: what each offers, wants, owns and charges. */
export const DEMO_COLLAB_PROFILES: DemoCollabProfile[] = [
  {
    username: 'lunawaves',
    skills: ['Vocalist', 'Songwriter'],
    collabType: ['Feature', 'Co-write'],
    isAvailable: true,
    description:
      'R&B singer and topliner. I write melodies and hooks fast and record clean, comped vocals at home. ' +
      'Looking for warm, late-night production with room to breathe.',
    exampleTitles: ['Midnight on the 285', 'Velvet Static'],
    rateInfo: 'Features from $250; co-writes on a 50/50 split',
    equipment: ['Neumann TLM 103', 'Universal Audio Apollo Twin X', 'Logic Pro'],
  },
  {
    username: 'beatsmith',
    skills: ['Producer', 'Beatmaker', 'Mixing Engineer'],
    collabType: ['Production', 'Mix & Master', 'Co-write'],
    isAvailable: true,
    description:
      'Houston trap and hip-hop producer. Custom beats built around your topline, 808s tuned to the key, ' +
      'stems delivered. Always after a vocalist with a sound of their own.',
    exampleTitles: ['808 Cathedral', 'Bayou Gold'],
    rateInfo: 'Custom beats from $300; mixes $150 a song',
    equipment: ['Akai MPC Live II', 'FL Studio', 'Yamaha HS8 monitors', 'Shure SM7B'],
  },
  {
    username: 'djnova',
    skills: ['DJ', 'Producer'],
    collabType: ['Remix', 'Live Set'],
    isAvailable: true,
    description:
      'Chicago house DJ and producer. Club remixes and extended edits for vocal tracks, and back-to-back sets ' +
      'for listening parties.',
    exampleTitles: ['Lake Shore Drive', 'Warehouse 312'],
    rateInfo: 'Remixes from $400; sets by arrangement',
    equipment: ['Pioneer CDJ-3000 (x2)', 'Pioneer DJM-900NXS2', 'Ableton Live', 'Roland TR-8S'],
  },
  {
    username: 'kofi.rhythm',
    skills: ['Instrumentalist', 'Producer', 'Songwriter'],
    collabType: ['Session Work', 'Co-write', 'Production'],
    isAvailable: true,
    description:
      'Talking drum, keys and bass, recorded live in Lagos. I add real percussion and grooves to Afrobeats, ' +
      'amapiano and R&B records, remotely or in the room.',
    exampleTitles: ['Lagos Sunrise', 'Talking Drum Bounce'],
    rateInfo: 'Session parts from $120 per instrument',
    equipment: ['Talking drum', 'Nord Stage 3', 'Fender Jazz Bass', 'Focusrite Clarett 8Pre'],
  },
  {
    username: 'mayaverse',
    skills: ['Rapper', 'Songwriter'],
    collabType: ['Feature', 'Co-write'],
    isAvailable: true,
    description:
      'Brooklyn rapper. Sixteen bars or a whole record, written to the beat and delivered in a day. ' +
      'Drill, boom bap, anything with weight.',
    exampleTitles: ['Kings County'],
    rateInfo: 'Verses from $200',
    equipment: ['Shure SM7B', 'Audient iD14'],
  },
  {
    username: 'lofi.ollie',
    skills: ['Beatmaker', 'Producer', 'Sound Designer'],
    collabType: ['Production', 'Remix'],
    isAvailable: true,
    description:
      'Dusty lo-fi beats from an old sampler and a cassette deck. I make textures and loops for vocalists ' +
      'and rappers who like it warm and slow.',
    exampleTitles: ['Rain on Hawthorne', 'Paper Lanterns'],
    rateInfo: 'Loops and beats from $80; remixes by arrangement',
    equipment: ['Roland SP-404MKII', 'Tascam Portastudio 424', 'Korg Minilogue'],
  },
  {
    username: 'selectorsade',
    skills: ['DJ'],
    collabType: ['Live Set', 'Remix'],
    isAvailable: true,
    description:
      'London selector: amapiano, Afro house and everything in between. Open to b2b sets and to remixes of ' +
      'Afro vocal records.',
    exampleTitles: ['Amapiano Skies'],
    rateInfo: 'Sets from £300',
    equipment: ['Pioneer XDJ-XZ', 'Rekordbox'],
  },
  {
    username: 'echoengineer',
    skills: ['Mixing Engineer', 'Mastering Engineer'],
    collabType: ['Mix & Master', 'Session Work'],
    isAvailable: true,
    description:
      'Mixing and mastering for independents in Nashville. Loudness done right, not just loud; recalls ' +
      'included and stems kept for a year.',
    exampleTitles: ['Headroom'],
    rateInfo: 'Mix and master $200 a song; mastering only $60',
    equipment: ['Avid S3', 'Universal Audio Apollo x8', 'Dangerous Compressor', 'Focal Trio6'],
  },
];

/**
 * Gives the demo artists their collab profiles (an artist who already has one keeps it), then computes the
 * matching signals of everyone with a profile. Artists missing from the database are skipped. Answers how
 * many profiles were written.
 */
export async function seedCollabProfiles(db: Db): Promise<number> {
  let written = 0;
  for (const demo of DEMO_COLLAB_PROFILES) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', demo.username)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!user) continue;
    const tracks = await db
      .selectFrom('tracks')
      .select(['id', 'title'])
      .where('userId', '=', user.id)
      .where('status', '=', 'published')
      .where('title', 'in', demo.exampleTitles)
      .execute();
    const examples = demo.exampleTitles
      .map((title) => tracks.find((track) => track.title === title)?.id)
      .filter((id): id is number => id !== undefined);
    const profile = collabProfileSchema.parse({ ...demo, examples });
    const result = await db
      .insertInto('collabProfiles')
      .values({
        userId: user.id,
        skills: json(profile.skills),
        collabType: json(profile.collabType),
        isAvailable: profile.isAvailable,
        description: profile.description,
        examples: json(profile.examples),
        rateInfo: profile.rateInfo,
        equipment: json(profile.equipment),
      })
      .onConflict((oc) => oc.column('userId').doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  await refreshAllCollabSignals(db);
  return written;
}
