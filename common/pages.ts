/**
 * Every address of the app and what its document says: its title and meta description. The client's route
 * table and the server (which writes each page's head, answers 404 for any other address and lists the sitemap)
 * read this one list, so both agree on which addresses exist.
 */

export const SITE_NAME = 'Panda Nation';

/** The description of the site as a whole (the home page's and the fallback of every other page). */
export const SITE_DESCRIPTION =
  'Panda Nation: upload, promote and monetize your music. Listening parties, beats, collabs and more for independent artists, DJs and fans.';

export interface PageInfo {
  /** A wouter pattern: `:name` is one segment, a trailing `?` makes it optional. */
  path: string;
  /** The page's own title; the document's title is `<title> | Panda Nation` (the home page's is the site's). */
  title: string;
  description: string;
  /** Whether search engines may index it (false: a page for one person, e.g. settings or a sign-in form). */
  indexable: boolean;
}

const page = (path: string, title: string, description: string, indexable = true): PageInfo => ({
  path,
  title,
  description,
  indexable,
});

export const PAGES: readonly PageInfo[] = [
  page('/', SITE_NAME, SITE_DESCRIPTION),
  page('/auth', 'Sign in or create an account', 'Sign in to Panda Nation or create a free account.', false),
  page('/dashboard', 'Dashboard', 'Your plays, followers and earnings this week.', false),
  page('/videos', 'Videos and reels', 'Music videos and short reels from independent artists.'),
  page('/artist', 'Artist Studio', 'Tools for artists: upload, analytics, promotion and earnings.'),
  page('/beatlab', 'Beat Lab', 'DJs, their crates and live DJ streams.'),
  page('/spinroom', 'Spin Room', 'The DJ network: crates, drop requests and live DJ streams.'),
  page('/collab', 'Collab Finder', 'Find artists, producers and DJs to make music with.'),
  page('/listening', 'Listening parties', 'Listen together in live rooms, chat and react in sync.'),
  page('/beatbank', 'Beat Bank', 'Beats from independent producers, with licences to buy.'),
  page('/email-marketing', 'Email marketing', 'Campaigns to your fans.', false),
  page('/upload', 'Upload music', 'Upload a track or an album: audio, cover, details and release.', false),
  page('/upload/quick', 'Quick upload', 'Upload a track on one screen.', false),
  page('/tracks/:id', 'Track', 'A track on Panda Nation.'),
  page('/artists/:id', 'Artist', 'An artist on Panda Nation.'),
  page('/library', 'Your library', 'The beats you bought and their licences.', false),
  page('/inbox', 'Inbox', 'Your messages, rewards, gifts and receipts.', false),
  page('/notifications', 'Notifications', 'Follows, likes, sales and news about your music.', false),
  page('/notifications/unsubscribe', 'Stop the daily email', 'Stop the daily notification email.', false),
  page(
    '/nft-marketplace',
    'Limited editions',
    'Limited digital editions of tracks, straight from the artists.',
  ),
  page(
    '/education',
    'Music courses',
    'Courses in production, mixing and the music business, with certificates.',
  ),
  page('/education/manage', 'Manage courses', 'Write and publish your courses.', false),
  page('/education/courses/:courseId/lessons/:lessonId', 'Lesson', 'A lesson of a Panda Nation course.'),
  page('/certificates/:number', 'Certificate', 'A Panda Nation course certificate and its verification.'),
  page('/ai-hit-predictor', 'AI Hit Predictor', 'How a track compares with the hits of its genre.'),
  page(
    '/drizzy-plus-ai',
    'Drizzy+ AI mentor',
    'Ask an AI mentor about writing, production and the music business.',
  ),
  page('/quantum-collab', 'Quantum Collab', 'Matched collaborators by sound and style.'),
  page('/collaborations/:id', 'Collaboration', 'A collaboration between artists.', false),
  page('/fan-portal', 'Fan Portal', 'Top fans, engagement and rewards.'),
  page('/newsletter/confirm', 'Confirm your subscription', 'Confirm your newsletter subscription.', false),
  page('/newsletter/:id?', 'Newsletter', 'Articles and news from Panda Nation.'),
  page('/cover-art-generator', 'Cover art generator', 'Draw cover art for a track in the style you choose.'),
  page('/playlist/:id', 'Playlist', 'A playlist on Panda Nation.'),
  page('/playlists', 'Your playlists', 'Your playlists and the ones you saved.', false),
  page(
    '/search',
    'Search',
    'Search tracks, artists, beats, courses, videos, parties and articles by name or by sound.',
    false,
  ),
  page('/contact', 'Contact us', 'Write to the Panda Nation team.'),
  page(
    '/copyright',
    'Copyright',
    'Send a copyright notice; the takedown, counter-notice and repeat-infringer policy.',
  ),
  page('/about', 'About Panda Nation', 'What Panda Nation is, who it is for and how it works.'),
  page('/settings', 'Settings', 'Your profile, email, password and preferences.', false),
  page('/reset-password', 'Reset your password', 'Choose a new password.', false),
  page('/verify-email', 'Verify your email', 'Confirm your email address.', false),
  page('/unsubscribe', 'Unsubscribe', 'Stop receiving emails.', false),
  page('/admin', 'Administration', 'Administration.', false),
  page('/admin/:section', 'Administration', 'Administration.', false),
];

/** The not-found page's own title and description. */
export const NOT_FOUND_PAGE: PageInfo = page(
  '',
  'Page not found',
  'There is no page at this address.',
  false,
);

/** The segments of a path without its query or fragment, decoded; null when it cannot be decoded. */
function segmentsOf(path: string): string[] | null {
  const bare = path.split(/[?#]/)[0] ?? '';
  try {
    return bare
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

/** The page a path shows and its parameters, or null when no page has that address. */
export function matchPage(path: string): { page: PageInfo; params: Record<string, string> } | null {
  const segments = segmentsOf(path);
  if (segments === null) return null;
  for (const candidate of PAGES) {
    const params = matchPattern(candidate.path, segments);
    if (params) return { page: candidate, params };
  }
  return null;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  if (segments.length > parts.length) return null;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const segment = segments[i];
    const optional = part.endsWith('?');
    if (segment === undefined) {
      if (optional) continue;
      return null;
    }
    if (part.startsWith(':')) params[part.slice(1).replace(/\?$/, '')] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/** The document title of a page's own title: `<title> | Panda Nation`, the site's name alone for the home page. */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

/** Seconds from a `t` parameter: `83`, `1:23` or `1:02:03`; null when it is not one. */
export function parseStartTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = /^(?:(\d+):)?(?:(\d+):)?(\d+)$/.exec(value.trim());
  if (!match) return null;
  const numbers = [match[1], match[2], match[3]].filter((n): n is string => n !== undefined).map(Number);
  const seconds = numbers.reduce((total, n) => total * 60 + n, 0);
  if (numbers.length > 1 && numbers.slice(1).some((n) => n >= 60)) return null;
  return Number.isFinite(seconds) ? seconds : null;
}

/** A moment as `m:ss` (or `h:mm:ss`), the form a shared link's `t` uses. */
export function formatStartTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
