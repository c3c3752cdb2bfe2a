import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TablesStoredAs } from './storedAs';
import { type ArtistsTables, artistsStoredAs } from './tables/artists';
import {
  type AuthTables,
  authStoredAs,
  type AccountTokensTable,
  type SessionsTable,
  type UsersTable,
} from './tables/auth';
import { type BeatbankTables, beatbankStoredAs } from './tables/beatbank';
import { type CollabTables, collabStoredAs } from './tables/collab';
import { type CommentsTables, commentsStoredAs } from './tables/comments';
import { type CollaborationsTables, collaborationsStoredAs } from './tables/collaborations';
import { type ContactTables, contactStoredAs, type ContactMessagesTable } from './tables/contact';
import { type CoverartTables, coverartStoredAs } from './tables/coverart';
import { type EducationTables, educationStoredAs } from './tables/education';
import { type HitpredictorTables, hitpredictorStoredAs } from './tables/hitpredictor';
import { type IdeasTables, ideasStoredAs } from './tables/ideas';
import { type InboxTables, inboxStoredAs } from './tables/inbox';
import { type ListeningTables, listeningStoredAs, type ListeningPartiesTable } from './tables/listening';
import { type LivestreamsTables, livestreamsStoredAs } from './tables/livestreams';
import { type MarketingTables, marketingStoredAs } from './tables/marketing';
import { type MentorTables, mentorStoredAs } from './tables/mentor';
import { type NewsletterTables, newsletterStoredAs } from './tables/newsletter';
import { type NftTables, nftStoredAs } from './tables/nft';
import { type ModerationTables, moderationStoredAs } from './tables/moderation';
import { type NotificationsTables, notificationsStoredAs } from './tables/notifications';
import {
  type PaymentsTables,
  paymentsStoredAs,
  type SubscriptionsTable,
  type TransactionsTable,
} from './tables/payments';
import { type PlaylistsTables, playlistsStoredAs } from './tables/playlists';
import {
  type PlatformTables,
  platformStoredAs,
  type JobsTable,
  type MailMessagesTable,
} from './tables/platform';
import { type SearchTables, searchStoredAs } from './tables/search';
import { type SpinroomTables, spinroomStoredAs } from './tables/spinroom';
import { type TracksTables, tracksStoredAs, type TracksTable } from './tables/tracks';
import { type UploadTables, uploadStoredAs } from './tables/upload';
import { type VideosTables, videosStoredAs, type VideosTable } from './tables/videos';
import { type VocalTables, vocalStoredAs } from './tables/vocal';

/**
 * The stored schema of part 2, section 3 (plus sessions, roles, jobs and mail), one file per feature in ./tables.
 * Property names are camelCase; columns are snake_case (CamelCasePlugin).
 * Timestamps are ISO-8601 strings on both dialects.
 * Lists and JSON are written as JSON text (see `json()` in ./values) and read back parsed; each table declares
 * its boolean and JSON columns beside its interface (decision 0042).
 */
export * from './tables/artists';
export * from './tables/auth';
export * from './tables/beatbank';
export * from './tables/collab';
export * from './tables/collaborations';
export * from './tables/contact';
export * from './tables/coverart';
export * from './tables/education';
export * from './tables/hitpredictor';
export * from './tables/ideas';
export * from './tables/inbox';
export * from './tables/listening';
export * from './tables/livestreams';
export * from './tables/marketing';
export * from './tables/mentor';
export * from './tables/newsletter';
export * from './tables/nft';
export * from './tables/payments';
export * from './tables/platform';
export * from './tables/playlists';
export * from './tables/comments';
export * from './tables/moderation';
export * from './tables/notifications';
export * from './tables/spinroom';
export * from './tables/tracks';
export * from './tables/upload';
export * from './tables/videos';
export * from './tables/vocal';

export interface Database
  extends
    ArtistsTables,
    AuthTables,
    BeatbankTables,
    CollabTables,
    CollaborationsTables,
    CommentsTables,
    ContactTables,
    CoverartTables,
    EducationTables,
    HitpredictorTables,
    IdeasTables,
    InboxTables,
    ListeningTables,
    LivestreamsTables,
    MarketingTables,
    MentorTables,
    NewsletterTables,
    ModerationTables,
    NftTables,
    NotificationsTables,
    PaymentsTables,
    PlatformTables,
    SearchTables,
    PlaylistsTables,
    SpinroomTables,
    TracksTables,
    UploadTables,
    VideosTables,
    VocalTables {}

/** How every table stores its booleans and JSON values, under its name (decision 0042). */
export const STORED_AS: TablesStoredAs<Database> = {
  ...artistsStoredAs,
  ...authStoredAs,
  ...beatbankStoredAs,
  ...collabStoredAs,
  ...collaborationsStoredAs,
  ...commentsStoredAs,
  ...contactStoredAs,
  ...coverartStoredAs,
  ...educationStoredAs,
  ...hitpredictorStoredAs,
  ...ideasStoredAs,
  ...inboxStoredAs,
  ...listeningStoredAs,
  ...livestreamsStoredAs,
  ...marketingStoredAs,
  ...mentorStoredAs,
  ...newsletterStoredAs,
  ...moderationStoredAs,
  ...nftStoredAs,
  ...notificationsStoredAs,
  ...paymentsStoredAs,
  ...platformStoredAs,
  ...searchStoredAs,
  ...playlistsStoredAs,
  ...spinroomStoredAs,
  ...tracksStoredAs,
  ...uploadStoredAs,
  ...videosStoredAs,
  ...vocalStoredAs,
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TrackRow = Selectable<TracksTable>;
export type NewTrack = Insertable<TracksTable>;
export type TrackUpdate = Updateable<TracksTable>;
export type VideoRow = Selectable<VideosTable>;
export type JobRow = Selectable<JobsTable>;
export type MailMessageRow = Selectable<MailMessagesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type AccountTokenRow = Selectable<AccountTokensTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type ListeningPartyRow = Selectable<ListeningPartiesTable>;
