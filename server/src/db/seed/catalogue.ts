import type { SynthStyle } from '../../media/audio/synth';

/** One demo track: who made it, what it sounds like (the synthesiser renders exactly this) and how it is listed. */
export interface DemoTrack {
  owner: string;
  title: string;
  genre: string;
  bpm: number;
  key: string;
  style: SynthStyle;
  seconds: number;
  description: string;
  tags: string[];
  featured?: boolean;
  featuredArtist?: string;
  allowDownload: boolean;
  /** How many days ago it was uploaded. */
  daysAgo: number;
  /** Relative popularity: how many plays it gets over the last 14 days. */
  plays: number;
  isExplicit?: boolean;
}

/** The demo catalogue (genres are the upload form's genre ids). */
export const DEMO_TRACKS: DemoTrack[] = [
  {
    owner: 'lunawaves',
    title: 'Midnight on the 285',
    genre: 'r&b',
    bpm: 76,
    key: 'E Minor',
    style: 'lofi',
    seconds: 34,
    description: 'Slow-burn R&B for the drive home. Written at 2am, recorded by 4.',
    tags: ['late night', 'r&b', 'atlanta'],
    featured: true,
    featuredArtist: 'Echo Engineer',
    allowDownload: true,
    daysAgo: 3,
    plays: 96,
  },
  {
    owner: 'lunawaves',
    title: 'Velvet Static',
    genre: 'pop',
    bpm: 104,
    key: 'C Major',
    style: 'boom-bap',
    seconds: 30,
    description: 'Bright pop with a dusty drum break underneath.',
    tags: ['pop', 'feel good'],
    allowDownload: true,
    daysAgo: 19,
    plays: 41,
  },
  {
    owner: 'beatsmith',
    title: '808 Cathedral',
    genre: 'trap',
    bpm: 140,
    key: 'F# Minor',
    style: 'trap',
    seconds: 32,
    description: 'Tuned 808s, rolling hats and a choir of pads. Free for non-profit use with credit.',
    tags: ['trap', '808', 'beat'],
    featured: true,
    featuredArtist: 'Maya Verse',
    allowDownload: true,
    daysAgo: 6,
    plays: 120,
    isExplicit: false,
  },
  {
    owner: 'beatsmith',
    title: 'Bayou Gold',
    genre: 'hip-hop',
    bpm: 92,
    key: 'D Minor',
    style: 'boom-bap',
    seconds: 30,
    description: 'Houston boom-bap, slowed just enough.',
    tags: ['boom bap', 'houston'],
    allowDownload: false,
    daysAgo: 27,
    plays: 58,
  },
  {
    owner: 'djnova',
    title: 'Lake Shore Drive',
    genre: 'electronic',
    bpm: 124,
    key: 'A Minor',
    style: 'four-on-the-floor',
    seconds: 36,
    description: 'Chicago house for the first warm night of the year.',
    tags: ['house', 'chicago', 'dj tool'],
    featured: true,
    allowDownload: true,
    daysAgo: 1,
    plays: 84,
  },
  {
    owner: 'djnova',
    title: 'Warehouse 312',
    genre: 'electronic',
    bpm: 128,
    key: 'G Minor',
    style: 'four-on-the-floor',
    seconds: 32,
    description: 'Peak-time techno-leaning house. Kick, bass, nothing wasted.',
    tags: ['techno', 'house', 'peak time'],
    allowDownload: false,
    daysAgo: 12,
    plays: 67,
  },
  {
    owner: 'kofi.rhythm',
    title: 'Lagos Sunrise',
    genre: 'afrobeats',
    bpm: 108,
    key: 'G Major',
    style: 'afro',
    seconds: 34,
    description: 'Talking-drum grooves and warm keys from the mainland.',
    tags: ['afrobeats', 'lagos', 'percussion'],
    featured: true,
    featuredArtist: 'Selector Sade',
    allowDownload: true,
    daysAgo: 4,
    plays: 102,
  },
  {
    owner: 'mayaverse',
    title: 'Kings County',
    genre: 'drill',
    bpm: 144,
    key: 'C Minor',
    style: 'trap',
    seconds: 30,
    description: 'Brooklyn drill instrumental, open for bars.',
    tags: ['drill', 'brooklyn'],
    allowDownload: false,
    daysAgo: 9,
    plays: 73,
    isExplicit: true,
  },
  {
    owner: 'lofi.ollie',
    title: 'Rain on Hawthorne',
    genre: 'hip-hop',
    bpm: 80,
    key: 'F Major',
    style: 'lofi',
    seconds: 36,
    description: 'Study beat for grey Portland afternoons.',
    tags: ['lo-fi', 'study', 'chill'],
    allowDownload: true,
    daysAgo: 15,
    plays: 88,
  },
  {
    owner: 'selectorsade',
    title: 'Amapiano Skies',
    genre: 'afrobeats',
    bpm: 112,
    key: 'A Major',
    style: 'afro',
    seconds: 32,
    description: 'Log drums, shakers and a London sunset.',
    tags: ['amapiano', 'afro house'],
    allowDownload: true,
    daysAgo: 7,
    plays: 79,
  },
  {
    owner: 'echoengineer',
    title: 'Headroom',
    genre: 'pop',
    bpm: 118,
    key: 'D Major',
    style: 'four-on-the-floor',
    seconds: 30,
    description: 'Mastered to -14 LUFS with room to breathe. A reference track for loudness done right.',
    tags: ['edm', 'pop', 'reference'],
    allowDownload: true,
    daysAgo: 22,
    plays: 35,
  },
];

/** DJ profiles in the Spin Room. */
export const DEMO_DJS = [
  {
    owner: 'djnova',
    badge: 'Freq Lord',
    mixCount: 42,
    bookingRate: '$600 / night',
    socialLinks: { instagram: 'https://instagram.com/djnova', soundcloud: 'https://soundcloud.com/djnova' },
  },
  {
    owner: 'selectorsade',
    badge: 'City Selector',
    mixCount: 57,
    bookingRate: '£450 / set',
    socialLinks: {
      instagram: 'https://instagram.com/selectorsade',
      mixcloud: 'https://mixcloud.com/selectorsade',
    },
  },
  {
    owner: 'beatsmith',
    badge: 'Trend Breaker',
    mixCount: 18,
    bookingRate: '$350 / set',
    socialLinks: { youtube: 'https://youtube.com/@beatsmith' },
  },
];

/** Live streams: three on air now, one that ended yesterday. */
export const DEMO_STREAMS = [
  {
    owner: 'djnova',
    title: 'Friday Night House Session',
    description: 'Two hours of Chicago house, requests open.',
    startedHoursAgo: 1,
    endedHoursAgo: null,
    viewerCount: 214,
  },
  {
    owner: 'selectorsade',
    title: 'Amapiano Sunday Warm-Up',
    description: 'Log drums and good company from London.',
    startedHoursAgo: 0.5,
    endedHoursAgo: null,
    viewerCount: 187,
  },
  {
    owner: 'kofi.rhythm',
    title: 'Talking Drum Live from Lagos',
    description: 'Live percussion over the new record.',
    startedHoursAgo: 0.25,
    endedHoursAgo: null,
    viewerCount: 96,
  },
  {
    owner: 'lunawaves',
    title: 'Late-Night Writing Session',
    description: 'Writing the next single live with the chat.',
    startedHoursAgo: 27,
    endedHoursAgo: 25,
    viewerCount: 0,
  },
] as const;

/** Who follows whom (usernames). */
export const DEMO_FOLLOWS: [string, string][] = [
  ['lunawaves', 'echoengineer'],
  ['lunawaves', 'djnova'],
  ['beatsmith', 'mayaverse'],
  ['beatsmith', 'lunawaves'],
  ['djnova', 'selectorsade'],
  ['djnova', 'kofi.rhythm'],
  ['kofi.rhythm', 'selectorsade'],
  ['kofi.rhythm', 'beatsmith'],
  ['mayaverse', 'beatsmith'],
  ['mayaverse', 'lunawaves'],
  ['lofi.ollie', 'beatsmith'],
  ['lofi.ollie', 'lunawaves'],
  ['selectorsade', 'djnova'],
  ['selectorsade', 'kofi.rhythm'],
  ['echoengineer', 'lunawaves'],
  ['echoengineer', 'djnova'],
  ['echoengineer', 'beatsmith'],
];
