import { lazy, type ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';

/**
 * The route table of part 1, section 2. Every path the product names is listed; a path whose screen
 * is not built yet maps to the not-found page.
 */
type Screen = ComponentType & { load: () => Promise<unknown>; retry: () => void };

/**
 * A screen whose code loads on demand, can be asked for ahead of its first render (`load`), and can try again
 * after its load failed (`retry`, before the page is rendered again). React.lazy keeps a failed load for good,
 * so the screen renders a lazy component that `retry` replaces with a fresh one.
 */
function screen(load: () => Promise<{ default: ComponentType }>): Screen {
  let failed = false;
  const loadPage = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let Lazy = lazy(loadPage);
  // Whatever the router passes (its params) reaches the page.
  function Page(props: Record<string, unknown>) {
    return <Lazy {...props} />;
  }
  function retry() {
    if (!failed) return;
    failed = false;
    Lazy = lazy(loadPage);
  }
  return Object.assign(Page, { load, retry });
}

const HomePage = screen(() => import('@/features/home/HomePage'));
const AuthPage = screen(() => import('@/features/auth/AuthPage'));
const DashboardPage = screen(() => import('@/features/dashboard/DashboardPage'));
const ArtistStudioPage = screen(() => import('@/features/dashboard/ArtistStudioPage'));
const UploadPage = screen(() => import('@/features/upload/UploadPage'));
const QuickUploadPage = screen(() => import('@/features/upload/QuickUploadPage'));
const VideosPage = screen(() => import('@/features/videos/VideosPage'));
const SpinRoomPage = screen(() => import('@/features/spinroom/SpinRoomPage'));
const TrackPage = screen(() => import('@/features/tracks/TrackPage'));
const ListeningPage = screen(() => import('@/features/listening/ListeningPage'));
const BeatBankPage = screen(() => import('@/features/beatbank/BeatBankPage'));
const LibraryPage = screen(() => import('@/features/beatbank/LibraryPage'));
const NftMarketplacePage = screen(() => import('@/features/nft/NftMarketplacePage'));
const FanPortalPage = screen(() => import('@/features/fanportal/FanPortalPage'));
const InboxPage = screen(() => import('@/features/inbox/InboxPage'));
const NotificationsPage = screen(() => import('@/features/notifications/NotificationsPage'));
const DigestUnsubscribePage = screen(() => import('@/features/notifications/DigestUnsubscribePage'));
const ArtistPage = screen(() => import('@/features/artists/ArtistPage'));
const ContactPage = screen(() => import('@/features/contact/ContactPage'));
const CopyrightPage = screen(() => import('@/features/copyright/CopyrightPage'));
const AboutPage = screen(() => import('@/features/about/AboutPage'));
const SettingsPage = screen(() => import('@/features/account/SettingsPage'));
const ResetPasswordPage = screen(() => import('@/features/account/ResetPasswordPage'));
const VerifyEmailPage = screen(() => import('@/features/account/VerifyEmailPage'));
const AdminPage = screen(() => import('@/features/admin/AdminPage'));
const EmailMarketingPage = screen(() => import('@/features/marketing/EmailMarketingPage'));
const UnsubscribePage = screen(() => import('@/features/marketing/UnsubscribePage'));
const NewsletterPage = screen(() => import('@/features/newsletter/NewsletterPage'));
const NewsletterConfirmPage = screen(() => import('@/features/newsletter/NewsletterConfirmPage'));
const CollabPage = screen(() => import('@/features/collab/CollabPage'));
const QuantumCollabPage = screen(() => import('@/features/quantum/QuantumCollabPage'));
const CollaborationPage = screen(() => import('@/features/collaborations/CollaborationPage'));
const EducationPage = screen(() => import('@/features/education/EducationPage'));
const LessonPage = screen(() => import('@/features/education/LessonPage'));
const ManageCoursesPage = screen(() => import('@/features/education/ManageCoursesPage'));
const CertificatePage = screen(() => import('@/features/education/CertificatePage'));
const HitPredictorPage = screen(() => import('@/features/hitpredictor/HitPredictorPage'));
const MentorPage = screen(() => import('@/features/mentor/MentorPage'));
const CoverArtPage = screen(() => import('@/features/coverart/CoverArtPage'));
const PlaylistPage = screen(() => import('@/features/playlists/PlaylistPage'));
const MyPlaylistsPage = screen(() => import('@/features/playlists/MyPlaylistsPage'));
const SearchPage = screen(() => import('@/features/search/SearchPage'));

export interface RouteEntry {
  path: string;
  screen: Screen | null;
  /** Needs a signed-in user (spinner while loading, redirect to /auth). */
  protected?: boolean;
}

export const ROUTES: RouteEntry[] = [
  { path: '/', screen: HomePage },
  { path: '/auth', screen: AuthPage },
  { path: '/dashboard', screen: DashboardPage, protected: true },
  { path: '/videos', screen: VideosPage },
  { path: '/artist', screen: ArtistStudioPage },
  { path: '/beatlab', screen: SpinRoomPage },
  { path: '/spinroom', screen: SpinRoomPage },
  { path: '/collab', screen: CollabPage },
  { path: '/listening', screen: ListeningPage },
  { path: '/beatbank', screen: BeatBankPage },
  { path: '/email-marketing', screen: EmailMarketingPage, protected: true },
  { path: '/upload', screen: UploadPage },
  { path: '/upload/quick', screen: QuickUploadPage },
  { path: '/tracks/:id', screen: TrackPage },
  { path: '/artists/:id', screen: ArtistPage },
  { path: '/library', screen: LibraryPage, protected: true },
  { path: '/inbox', screen: InboxPage, protected: true },
  { path: '/notifications', screen: NotificationsPage, protected: true },
  { path: '/notifications/unsubscribe', screen: DigestUnsubscribePage },
  { path: '/nft-marketplace', screen: NftMarketplacePage },
  { path: '/education', screen: EducationPage },
  { path: '/education/manage', screen: ManageCoursesPage, protected: true },
  { path: '/education/courses/:courseId/lessons/:lessonId', screen: LessonPage },
  { path: '/certificates/:number', screen: CertificatePage },
  { path: '/ai-hit-predictor', screen: HitPredictorPage },
  { path: '/drizzy-plus-ai', screen: MentorPage },
  { path: '/quantum-collab', screen: QuantumCollabPage },
  { path: '/collaborations/:id', screen: CollaborationPage, protected: true },
  { path: '/fan-portal', screen: FanPortalPage },
  { path: '/newsletter/confirm', screen: NewsletterConfirmPage },
  // One entry for the list and each article's address: choosing an article keeps the page (and a draft).
  { path: '/newsletter/:id?', screen: NewsletterPage },
  { path: '/cover-art-generator', screen: CoverArtPage },
  { path: '/playlist/:id', screen: PlaylistPage },
  { path: '/playlists', screen: MyPlaylistsPage, protected: true },
  { path: '/search', screen: SearchPage },
  { path: '/contact', screen: ContactPage },
  { path: '/copyright', screen: CopyrightPage },
  { path: '/about', screen: AboutPage },
  { path: '/settings', screen: SettingsPage, protected: true },
  { path: '/reset-password', screen: ResetPasswordPage },
  { path: '/verify-email', screen: VerifyEmailPage },
  { path: '/unsubscribe', screen: UnsubscribePage },
  { path: '/admin', screen: AdminPage, protected: true },
  { path: '/admin/:section', screen: AdminPage, protected: true },
];

/**
 * Loads the code of the screen at `pathname` (the first route that matches, as the router's own default
 * parser matches it), so that the platform can show its page as soon as it mounts. Unknown paths load nothing.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  // A failed load is left to the page's own loader, which reports it where the page renders.
  await routeFor(pathname)
    ?.screen?.load()
    .catch(() => undefined);
}

/** Lets every screen whose code failed to load fetch it again when it next renders. */
export function retryFailedScreens(): void {
  for (const { screen } of ROUTES) screen?.retry();
}

/** The route the router shows at `pathname` (the first that matches), if any. */
export function routeFor(pathname: string): RouteEntry | undefined {
  return ROUTES.find(({ path }) => matchRoute(parsePattern, path, pathname)[0]);
}
