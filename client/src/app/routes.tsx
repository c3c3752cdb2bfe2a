import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The route table of part 1, section 2. Every path the product names is listed; a path whose screen
 * is not built yet maps to the not-found page.
 */
type Screen = LazyExoticComponent<ComponentType>;

const HomePage = lazy(() => import('@/features/home/HomePage'));
const AuthPage = lazy(() => import('@/features/auth/AuthPage'));
const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'));
const ArtistStudioPage = lazy(() => import('@/features/dashboard/ArtistStudioPage'));
const UploadPage = lazy(() => import('@/features/upload/UploadPage'));
const QuickUploadPage = lazy(() => import('@/features/upload/QuickUploadPage'));
const VideosPage = lazy(() => import('@/features/videos/VideosPage'));
const SpinRoomPage = lazy(() => import('@/features/spinroom/SpinRoomPage'));
const TrackPage = lazy(() => import('@/features/tracks/TrackPage'));
const ListeningPage = lazy(() => import('@/features/listening/ListeningPage'));
const BeatBankPage = lazy(() => import('@/features/beatbank/BeatBankPage'));
const LibraryPage = lazy(() => import('@/features/beatbank/LibraryPage'));
const NftMarketplacePage = lazy(() => import('@/features/nft/NftMarketplacePage'));
const FanPortalPage = lazy(() => import('@/features/fanportal/FanPortalPage'));
const InboxPage = lazy(() => import('@/features/inbox/InboxPage'));
const NotificationsPage = lazy(() => import('@/features/notifications/NotificationsPage'));
const DigestUnsubscribePage = lazy(() => import('@/features/notifications/DigestUnsubscribePage'));
const ArtistPage = lazy(() => import('@/features/artists/ArtistPage'));
const ContactPage = lazy(() => import('@/features/contact/ContactPage'));
const CopyrightPage = lazy(() => import('@/features/copyright/CopyrightPage'));
const AboutPage = lazy(() => import('@/features/about/AboutPage'));
const SettingsPage = lazy(() => import('@/features/account/SettingsPage'));
const ResetPasswordPage = lazy(() => import('@/features/account/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('@/features/account/VerifyEmailPage'));
const AdminPage = lazy(() => import('@/features/admin/AdminPage'));
const EmailMarketingPage = lazy(() => import('@/features/marketing/EmailMarketingPage'));
const UnsubscribePage = lazy(() => import('@/features/marketing/UnsubscribePage'));
const NewsletterPage = lazy(() => import('@/features/newsletter/NewsletterPage'));
const NewsletterConfirmPage = lazy(() => import('@/features/newsletter/NewsletterConfirmPage'));
const CollabPage = lazy(() => import('@/features/collab/CollabPage'));
const QuantumCollabPage = lazy(() => import('@/features/quantum/QuantumCollabPage'));
const CollaborationPage = lazy(() => import('@/features/collaborations/CollaborationPage'));
const EducationPage = lazy(() => import('@/features/education/EducationPage'));
const LessonPage = lazy(() => import('@/features/education/LessonPage'));
const ManageCoursesPage = lazy(() => import('@/features/education/ManageCoursesPage'));
const CertificatePage = lazy(() => import('@/features/education/CertificatePage'));
const HitPredictorPage = lazy(() => import('@/features/hitpredictor/HitPredictorPage'));
const MentorPage = lazy(() => import('@/features/mentor/MentorPage'));
const CoverArtPage = lazy(() => import('@/features/coverart/CoverArtPage'));
const PlaylistPage = lazy(() => import('@/features/playlists/PlaylistPage'));
const MyPlaylistsPage = lazy(() => import('@/features/playlists/MyPlaylistsPage'));
const SearchPage = lazy(() => import('@/features/search/SearchPage'));

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
