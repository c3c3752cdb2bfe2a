export interface PlatformUpdate {
  title: string;
  text: string;
  /** Where to try it, when it has a page of its own; only pages that exist. */
  href?: string;
}

/** Release notes of the platform, newest first. */
export const PLATFORM_UPDATES: PlatformUpdate[] = [
  {
    title: 'Analytics for your music',
    text: 'Analytics Overview counts your plays, likes, followers and listeners, compares this week with last week, and charts your plays per day.',
  },
  {
    title: 'A home page that plays',
    text: 'The Independent Artist Spotlight, New Releases For You, live sessions and featured artists on Home now come from the community: press play, like, follow and subscribe to the newsletter.',
    href: '/',
  },
  {
    title: 'Safer sign-in',
    text: 'Every sign-in starts a fresh session, repeated failed attempts are paused for a while, and Logout ends your session on the server, not just in this browser.',
  },
  {
    title: 'Plans for artists and DJs',
    text: 'Subscribe in the header compares Artist Basic, Artist Pro and DJ Premium, with everything each plan includes.',
  },
  {
    title: 'Guided tours on every page',
    text: 'The panda guide shows you around. The Tutorial button in the corner replays the tour of the page you are on, or the welcome tour.',
  },
  {
    title: 'Artist accounts and profiles',
    text: 'Sign up with your artist type, location, bio and genre. Your profile card on this dashboard shows them.',
  },
];
