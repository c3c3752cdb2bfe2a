import type { RegisterInput } from '@common/auth';

/** Password of every demo account (shown in the README). */
export const DEMO_PASSWORD = 'pandanation';

/** Demo accounts: the artists, producers and DJs a fresh install shows. */
export const DEMO_USERS: Omit<RegisterInput, 'password'>[] = [
  {
    username: 'lunawaves',
    displayName: 'Luna Waves',
    userType: 'Vocalist',
    location: 'Atlanta, GA',
    genres: ['R&B', 'Pop'],
    bio: 'Late-night R&B from the East Side. Writing about love, loss and the 285 at 2am.',
    email: 'luna@example.com',
  },
  {
    username: 'beatsmith',
    displayName: 'Beatsmith',
    userType: 'Producer',
    location: 'Houston, TX',
    genres: ['Trap', 'Hip-Hop'],
    bio: 'Producer and engineer. 808s tuned to the key, always. Beats available in the Beat Bank.',
    email: 'beatsmith@example.com',
  },
  {
    username: 'djnova',
    displayName: 'DJ Nova',
    userType: 'DJ',
    location: 'Chicago, IL',
    genres: ['House', 'Techno'],
    bio: 'Chicago house lifer. Friday residency, Sunday listening parties.',
    email: 'nova@example.com',
  },
  {
    username: 'kofi.rhythm',
    displayName: 'Kofi Rhythm',
    userType: 'Multi-instrumentalist',
    location: 'Lagos, Nigeria',
    genres: ['Afrobeats'],
    bio: 'Talking drum, keys and bass. Bringing Lagos grooves to the world.',
    email: 'kofi@example.com',
  },
  {
    username: 'mayaverse',
    displayName: 'Maya Verse',
    userType: 'Rapper',
    location: 'Brooklyn, NY',
    genres: ['Hip-Hop', 'Drill'],
    bio: 'Bars first. Brooklyn raised, independent by choice.',
    email: 'maya@example.com',
  },
  {
    username: 'lofi.ollie',
    displayName: 'Lo-Fi Ollie',
    userType: 'Beatmaker',
    location: 'Portland, OR',
    genres: ['Lo-Fi'],
    bio: 'Dusty samples and rainy-day chords. Study beats made on a 20-year-old sampler.',
    email: 'ollie@example.com',
  },
  {
    username: 'selectorsade',
    displayName: 'Selector Sade',
    userType: 'DJ',
    location: 'London, UK',
    genres: ['Afrobeats', 'House'],
    bio: 'Amapiano, Afro house and everything in between. City Selector on the Spin Room.',
    email: 'sade@example.com',
  },
  {
    username: 'echoengineer',
    displayName: 'Echo Engineer',
    userType: 'Audio Engineer',
    location: 'Nashville, TN',
    genres: ['Pop', 'EDM'],
    bio: 'Mixing and mastering for independents. Loudness done right, not just loud.',
    email: 'echo@example.com',
  },
];
