import type { VocalAnalysis } from '@common/vocal';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The stored schema of part 2, section 3 (plus sessions and roles).
 * Property names are camelCase; columns are snake_case (CamelCasePlugin).
 * Timestamps are ISO-8601 strings on both dialects.
 * Lists and JSON are written as JSON text (see `json()` in ./values) and read back parsed.
 */
type Timestamp = ColumnType<string, string | undefined, string>;
type List = ColumnType<string[], string | undefined, string>;
type Json<T = unknown> = ColumnType<T | null, string | null | undefined, string | null>;
type Bool = ColumnType<boolean, boolean | undefined, boolean>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password: string;
  displayName: string | null;
  email: string | null;
  profileImage: string | null;
  userType: ColumnType<string, string | undefined, string>;
  bio: string | null;
  location: string | null;
  genres: List;
  emailSubscribed: Bool;
  createdAt: Timestamp;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  role: ColumnType<'user' | 'admin', 'user' | 'admin' | undefined, 'user' | 'admin'>;
  /** The active artist plan (price_basic, price_pro, price_dj), or null. */
  planId: string | null;
  /** When `email` was confirmed through a link sent to it. */
  emailVerifiedAt: string | null;
  /** A new address waiting for its verification link. */
  pendingEmail: string | null;
  /** When the account was deleted (the row stays, anonymised, for the payment records). */
  deletedAt: string | null;
}

export type AccountTokenPurpose = 'verify-email' | 'reset-password';

export interface AccountTokensTable {
  id: Generated<number>;
  userId: number;
  purpose: AccountTokenPurpose;
  /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
  tokenHash: string;
  /** The address a verification link confirms. */
  email: string | null;
  expiresAt: string;
  usedAt: string | null;
  createdAt: Timestamp;
}

export type MailStatus = 'queued' | 'sent' | 'failed';

export interface MailMessagesTable {
  id: Generated<number>;
  kind: string;
  userId: number | null;
  fromAddress: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  /** 'smtp' or 'outbox', once sent. */
  transport: string | null;
  messageId: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  userId: number | null;
  createdAt: Timestamp;
  answeredAt: string | null;
  answeredBy: number | null;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session token; the token itself is never stored. */
  id: string;
  userId: number;
  createdAt: Timestamp;
  expiresAt: string;
  userAgent: string | null;
}

export interface TracksTable {
  id: Generated<number>;
  userId: number | null;
  title: string;
  artist: string | null;
  audioUrl: string;
  fileUrl: string | null;
  fileSize: number | null;
  fileType: string | null;
  coverArt: string | null;
  description: string | null;
  genre: string | null;
  bpm: number | null;
  key: string | null;
  producer: string | null;
  lyrics: string | null;
  isClean: boolean | null;
  isPublic: Bool;
  isExplicit: Bool;
  allowDownload: Bool;
  allowComments: Bool;
  price: ColumnType<number, number | undefined, number>;
  duration: number | null;
  uploadDate: Timestamp;
  playCount: ColumnType<number, number | undefined, number>;
  likeCount: ColumnType<number, number | undefined, number>;
  isNft: Bool;
  nftPrice: number | null;
  nftEdition: string | null;
  nftContractAddress: string | null;
  nftTokenId: string | null;
  nftTotalSupply: number | null;
  nftAvailableSupply: number | null;
  /** The drop's own name (e.g. 'Founders Edition'). */
  nftEditionName: string | null;
  /** When the drop opened. */
  nftDroppedAt: string | null;
  /** When the artist ended the drop early: no more sales, sold editions stay. */
  nftEndedAt: string | null;
  /** 'draft' after upload, 'published' once the owner publishes. */
  status: ColumnType<TrackStatus, TrackStatus | undefined, TrackStatus>;
  visibility: ColumnType<TrackVisibility, TrackVisibility | undefined, TrackVisibility>;
  releaseType: ColumnType<string, string | undefined, string>;
  isOriginal: Bool;
  tags: List;
  featured: Bool;
  featuredArtist: string | null;
  /** Offered with an exclusive licence (the Beat Bank's EXCLUSIVE badge). */
  isExclusive: Bool;
  /** When an exclusive licence was sold: the beat has left the market. */
  exclusiveSoldAt: string | null;
  /** Key of the audio object in storage (null for tracks whose audioUrl points elsewhere). */
  storageKey: string | null;
  /** Key of the stored preview of a priced track (its opening, faded out), once the make-preview job made it. */
  previewKey: string | null;
  coverKey: string | null;
  /** Waveform peaks, 0..1, computed once by the analysis job. */
  waveform: Json<number[]>;
  codec: string | null;
  sampleRate: number | null;
  bitrate: number | null;
  /** Integrated loudness in LUFS. */
  loudness: number | null;
  energy: number | null;
  danceability: number | null;
  analysisStatus: ColumnType<AnalysisStatus, AnalysisStatus | undefined, AnalysisStatus>;
  analysisError: string | null;
  publishedAt: string | null;
  updatedAt: Timestamp;
}

export type TrackStatus = 'draft' | 'published';
export type TrackVisibility = 'public' | 'private' | 'unlisted';
export type AnalysisStatus = 'pending' | 'processing' | 'done' | 'failed';

export interface TrackLikesTable {
  userId: number;
  trackId: number;
  createdAt: Timestamp;
}

export interface TrackPlaysTable {
  id: Generated<number>;
  trackId: number;
  userId: number | null;
  /** The user id, or a hash of a signed-out listener's address. */
  listenerKey: string;
  createdAt: Timestamp;
}

export interface FollowsTable {
  followerId: number;
  followeeId: number;
  createdAt: Timestamp;
}

export interface TrackUpvotesTable {
  userId: number;
  trackId: number;
  createdAt: Timestamp;
}

export interface DropRequestsTable {
  id: Generated<number>;
  trackId: number;
  requesterId: number;
  /** The track's owner, who receives the request. */
  artistId: number | null;
  message: string | null;
  status: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  userId: number | null;
  /** 'pending' until the emailed confirmation link is followed (double opt-in). */
  status: ColumnType<NewsletterStatus, NewsletterStatus | undefined>;
  source: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  confirmedAt: string | null;
  /** SHA-256 of the confirmation link's token (null once confirmed). */
  confirmTokenHash: string | null;
  confirmSentAt: string | null;
}

export type NewsletterStatus = 'pending' | 'subscribed' | 'unsubscribed';

export interface MarketingConsentsTable {
  fanId: number;
  artistId: number;
  createdAt: Timestamp;
}

export interface ArticleSection {
  heading: string;
  body: string;
}

export type ArticleStatus = 'pending' | 'published' | 'declined';

export interface NewsletterArticlesTable {
  id: Generated<number>;
  authorId: number | null;
  authorName: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  sections: ColumnType<ArticleSection[], string | undefined, string>;
  tags: List;
  readTime: number;
  status: ColumnType<ArticleStatus, ArticleStatus | undefined, ArticleStatus>;
  postedAt: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
  reviewNote: string | null;
  createdAt: Timestamp;
}

export type CampaignAudience = 'artist' | 'platform';

export interface CampaignsTable {
  id: Generated<number>;
  senderId: number | null;
  audience: CampaignAudience;
  senderName: string;
  subject: string;
  html: string;
  text: string;
  articleId: number | null;
  status: ColumnType<'sending' | 'sent', 'sending' | 'sent' | undefined, 'sending' | 'sent'>;
  recipientCount: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  completedAt: string | null;
}

export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface CampaignDeliveriesTable {
  id: Generated<number>;
  campaignId: number;
  userId: number | null;
  subscriptionId: number | null;
  email: string;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  claimedAt: string | null;
  runAfter: string | null;
  sentAt: string | null;
  messageId: string | null;
  lastError: string | null;
}

export interface MarketingUnsubscribesTable {
  id: Generated<number>;
  email: string;
  scope: CampaignAudience;
  artistId: number | null;
  campaignId: number | null;
  createdAt: Timestamp;
}

export interface VideoLikesTable {
  userId: number;
  videoId: number;
  createdAt: Timestamp;
}

export interface VideoViewsTable {
  id: Generated<number>;
  videoId: number;
  listenerKey: string;
  createdAt: Timestamp;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  type: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  maxAttempts: ColumnType<number, number | undefined, number>;
  runAfter: Timestamp;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** What work the job does ('12' for track 12): at most one queued job per type and key. */
  key: string | null;
  /** The lane it runs in (its definition's), recorded when queued. */
  lane: ColumnType<string, string | undefined, string>;
}

export interface DjProfilesTable {
  id: Generated<number>;
  userId: number | null;
  djName: string;
  mixCount: ColumnType<number, number | undefined, number>;
  followers: ColumnType<number, number | undefined, number>;
  badge: string | null;
  bookingRate: string | null;
  socialLinks: Json<Record<string, string>>;
}

export interface LiveStreamsTable {
  id: Generated<number>;
  userId: number | null;
  title: string;
  description: string | null;
  thumbnailUrl: string | null;
  startTime: string | null;
  endTime: string | null;
  viewerCount: ColumnType<number, number | undefined, number>;
  isActive: Bool;
}

export interface CollabProfilesTable {
  id: Generated<number>;
  userId: number | null;
  skills: List;
  collabType: List;
  isAvailable: Bool;
  description: string | null;
  examples: List;
  rateInfo: string | null;
  equipment: List;
  updatedAt: Timestamp;
}

/** What matching reads of a user, recomputed when their tracks are analysed or their profile changes. */
export interface CollabSignalsTable {
  userId: number;
  trackGenres: List;
  analysedTracks: ColumnType<number, number | undefined, number>;
  tempoAvg: number | null;
  energyAvg: number | null;
  danceabilityAvg: number | null;
  loudnessAvg: number | null;
  keySpread: number | null;
  mainKey: string | null;
  followers: ColumnType<number, number | undefined, number>;
  requestsReceived: ColumnType<number, number | undefined, number>;
  requestsAnswered: ColumnType<number, number | undefined, number>;
  completedCollabs: ColumnType<number, number | undefined, number>;
  ratingCount: ColumnType<number, number | undefined, number>;
  ratingSum: ColumnType<number, number | undefined, number>;
  activity: ColumnType<number, number | undefined, number>;
  /** A profile that is available, of an account that is not deleted: can be offered as a match. */
  offerable: Bool;
  /** Lower-cased union of the profile's genres and the track genres. */
  matchGenres: List;
  /** Skills and collaboration types as bit masks: bit i is COLLAB.skills[i] / COLLAB.collabTypes[i]. */
  skillBits: ColumnType<number, number | undefined, number>;
  typeBits: ColumnType<number, number | undefined, number>;
  /** The location, lower-cased. */
  place: string | null;
  /** What the list's search (q) looks in: display name, username and description, lower-cased. */
  searchText: string | null;
  updatedAt: Timestamp;
}

export type CollaborationStatus = 'pending_payment' | 'active' | 'completed' | 'cancelled';

export interface CollaborationsTable {
  id: Generated<number>;
  project: string;
  status: ColumnType<CollaborationStatus, CollaborationStatus | undefined, CollaborationStatus>;
  source: 'request' | 'matchmaker';
  createdBy: number | null;
  transactionId: number | null;
  quantumScore: number | null;
  createdAt: Timestamp;
  completedAt: string | null;
  cancelledAt: string | null;
}

export interface CollaborationMembersTable {
  collaborationId: number;
  userId: number;
  ratingGiven: number | null;
  ratedAt: string | null;
  joinedAt: Timestamp;
}

export type CollabRequestStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

export interface CollabRequestsTable {
  id: Generated<number>;
  fromUserId: number;
  toUserId: number;
  message: string;
  project: string;
  status: ColumnType<CollabRequestStatus, CollabRequestStatus | undefined, CollabRequestStatus>;
  collaborationId: number | null;
  createdAt: Timestamp;
  respondedAt: string | null;
}

export interface CollaborationMilestonesTable {
  id: Generated<number>;
  collaborationId: number;
  title: string;
  done: Bool;
  doneAt: string | null;
  createdBy: number | null;
  createdAt: Timestamp;
}

export interface CollaborationMessagesTable {
  id: Generated<number>;
  collaborationId: number;
  userId: number | null;
  body: string;
  createdAt: Timestamp;
}

/** A generated cover image (decision 0036); userId is null for a visitor's. */
export interface CoverArtImagesTable {
  id: Generated<number>;
  userId: number | null;
  storageKey: string;
  trackTitle: string;
  artistName: string;
  genre: string;
  mood: string;
  theme: string;
  style: string;
  colorScheme: string;
  additionalPrompt: string;
  seed: number;
  prompt: string;
  revisedPrompt: string | null;
  /** 'built-in' or 'image-api'. */
  renderer: string;
  createdAt: Timestamp;
}

export interface VideosTable {
  id: Generated<number>;
  userId: number | null;
  title: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  description: string | null;
  category: string | null;
  tags: List;
  duration: string | null;
  uploadDate: Timestamp;
  viewCount: ColumnType<number, number | undefined, number>;
  likeCount: ColumnType<number, number | undefined, number>;
  isReelFormat: Bool;
  storageKey: string | null;
  thumbnailKey: string | null;
  contentType: string | null;
  fileSize: number | null;
}

export interface TransactionsTable {
  id: Generated<number>;
  userId: number | null;
  amount: number;
  currency: ColumnType<string, string | undefined, string>;
  status: string;
  stripePaymentIntentId: string | null;
  paymentType: string;
  contentId: number | null;
  contentType: string | null;
  metadata: Json<Record<string, unknown>>;
  createdAt: Timestamp;
  /** The client's Idempotency-Key: one transaction per user and key. */
  idempotencyKey: string | null;
  /** 'sandbox' or 'stripe'. */
  provider: string | null;
  /** The creator who is paid (artist, producer), if any. */
  payeeId: number | null;
  failureMessage: string | null;
  /** Platform fee in cents (15% of a sale; the $0.30 payment fee of a tip). */
  feeAmount: ColumnType<number, number | undefined, number>;
  /** The creator's share in cents. */
  creatorAmount: ColumnType<number, number | undefined, number>;
  updatedAt: Timestamp;
}

export interface PaymentEventsTable {
  /** The provider's event id: each event is processed once. */
  id: string;
  type: string;
  receivedAt: Timestamp;
  processedAt: string | null;
}

/** One upload a plan's monthly allowance counted; kept when the track is deleted. */
export interface UploadAllowanceUsesTable {
  id: Generated<number>;
  userId: number;
  trackId: number | null;
  createdAt: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  userId: number;
  kind: 'plan' | 'fan';
  planId: string;
  artistId: number | null;
  interval: ColumnType<string, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  providerSubscriptionId: string | null;
  transactionId: number | null;
  giftedBy: number | null;
  currentPeriodEnd: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CartItemsTable {
  userId: number;
  trackId: number;
  licenceType: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
}

export interface LicencesTable {
  id: Generated<number>;
  licenceNumber: string;
  transactionId: number | null;
  buyerId: number;
  trackId: number;
  licenceType: string;
  amount: number;
  createdAt: Timestamp;
}

export interface NftEditionsTable {
  id: Generated<number>;
  trackId: number;
  editionNumber: number;
  ownerId: number;
  transactionId: number | null;
  status: ColumnType<string, string | undefined, string>;
  reservedUntil: string | null;
  createdAt: Timestamp;
}

export interface InboxMessagesTable {
  id: Generated<number>;
  recipientId: number;
  senderId: number | null;
  kind: ColumnType<string, string | undefined, string>;
  subject: string;
  body: string;
  readAt: string | null;
  createdAt: Timestamp;
  /** A collaboration request this message is about (Accept and Decline in the inbox). */
  collabRequestId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ListeningPartiesTable {
  id: Generated<number>;
  hostId: number;
  title: string;
  description: string | null;
  trackId: number | null;
  coverArt: string | null;
  scheduledAt: string;
  isFeatured: Bool;
  status: ColumnType<string, string | undefined, string>;
  roomId: string | null;
  createdAt: Timestamp;
}

export interface PartyRemindersTable {
  userId: number;
  partyId: number;
  createdAt: Timestamp;
  notifiedAt: string | null;
}

export interface LiveChatMessagesTable {
  id: Generated<number>;
  channel: string;
  userId: number | null;
  senderName: string;
  message: string;
  type: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
}

export interface CoursesTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  coverImage: string | null;
  instructor: string | null;
  price: ColumnType<number, number | undefined, number>;
  level: string | null;
  duration: number | null;
  prerequisites: List;
  published: Bool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The user paid 85% of its sales and allowed to edit it (with the instructor role); null: the platform's. */
  instructorId: ColumnType<number | null, number | null | undefined, number | null>;
  featured: Bool;
  /** When it was last published. */
  publishedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CourseModulesTable {
  id: Generated<number>;
  courseId: number;
  title: string;
  description: string | null;
  order: number;
  /** Its lessons are open to everyone, signed in or not. */
  isFree: Bool;
}

export interface CourseLessonsTable {
  id: Generated<number>;
  moduleId: number;
  title: string;
  /** Markdown. */
  content: string | null;
  videoUrl: string | null;
  /** Minutes: reading time of the content plus the attached video and track. */
  duration: number | null;
  order: number;
  /** A video of the platform's video storage. */
  videoId: ColumnType<number | null, number | null | undefined, number | null>;
  /** A catalogue track, as a listening example. */
  trackId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface UserCourseEnrollmentsTable {
  id: Generated<number>;
  userId: number | null;
  courseId: number | null;
  enrollmentDate: Timestamp;
  completionDate: string | null;
  progress: ColumnType<number, number | undefined, number>;
  lastAccessedLessonId: number | null;
  /** The payment of a paid enrolment. */
  transactionId: ColumnType<number | null, number | null | undefined, number | null>;
  /** When access ended (its payment was refunded or disputed); null while it lasts. */
  endedAt: ColumnType<string | null, string | null | undefined, string | null>;
  lastAccessedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserLessonProgressTable {
  id: Generated<number>;
  userId: number | null;
  lessonId: number | null;
  completed: Bool;
  completionDate: string | null;
}

export interface CertificationsTable {
  id: Generated<number>;
  userId: number | null;
  courseId: number | null;
  certificateNumber: string;
  issueDate: string;
  expiryDate: string | null;
  status: ColumnType<string, string | undefined, string>;
}

export interface CourseRatingsTable {
  courseId: number;
  userId: number;
  /** 1-5. */
  rating: number;
  createdAt: Timestamp;
}

/** The instructor role: given and taken by administrators. */
export interface CourseInstructorsTable {
  userId: number;
  grantedBy: number | null;
  grantedAt: Timestamp;
}

/** A measured vocal take: its figures and contour only, the audio is not kept (decision 0039). */
export interface VocalTakesTable {
  id: Generated<number>;
  userId: number;
  title: string;
  durationSeconds: number;
  keyName: string | null;
  withinShare: number | null;
  vocalAnalysis: ColumnType<VocalAnalysis, string, string>;
  createdAt: Timestamp;
}

/** A saved Quantum Lab idea: the generator's settings (decision 0039). */
export interface SavedIdeasTable {
  id: Generated<number>;
  userId: number;
  title: string;
  tonic: string;
  scale: string;
  mood: string;
  tempo: number;
  seed: number;
  generatorVersion: number;
  createdAt: Timestamp;
}

/** A conversation of one user with one mentor (decision 0038). */
export interface MentorConversationsTable {
  id: Generated<number>;
  userId: number;
  mentorId: string;
  title: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface MentorMessagesTable {
  id: Generated<number>;
  conversationId: number;
  /** 'user' or 'mentor'. */
  role: string;
  content: string;
  /** The passages, lessons and data an answer drew on. */
  sources: ColumnType<unknown[], string | undefined, string>;
  /** 'builtin' or 'llm' for answers; null for the user's messages. */
  engine: string | null;
  createdAt: Timestamp;
}

/** The Hit Predictor's further measures of a track's audio (decision 0037); `features` is JSON text. */
export interface TrackHitFeaturesTable {
  trackId: number;
  version: number;
  features: string;
  createdAt: Timestamp;
}

/** One Hit Predictor analysis of a catalogue track or of a file uploaded only for analysis. */
export interface HitAnalysesTable {
  id: Generated<number>;
  userId: number;
  trackId: number | null;
  /** The private stored upload (never published), deleted at expiresAt unless kept as a draft. */
  uploadKey: string | null;
  uploadName: string | null;
  genre: string | null;
  /** 'queued', 'running', 'done' or 'failed'. */
  status: ColumnType<string, string | undefined, string>;
  progress: ColumnType<number, number | undefined, number>;
  stage: string | null;
  error: string | null;
  /** JSON text. */
  features: string | null;
  result: string | null;
  expiresAt: string | null;
  keptTrackId: number | null;
  /** The job that runs it (its place in the media lane's queue). */
  jobId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  updatedAt: Timestamp;
}

export interface Database {
  appSettings: AppSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  tracks: TracksTable;
  djProfiles: DjProfilesTable;
  liveStreams: LiveStreamsTable;
  collabProfiles: CollabProfilesTable;
  videos: VideosTable;
  transactions: TransactionsTable;
  courses: CoursesTable;
  courseModules: CourseModulesTable;
  courseLessons: CourseLessonsTable;
  userCourseEnrollments: UserCourseEnrollmentsTable;
  userLessonProgress: UserLessonProgressTable;
  certifications: CertificationsTable;
  courseRatings: CourseRatingsTable;
  courseInstructors: CourseInstructorsTable;
  vocalTakes: VocalTakesTable;
  savedIdeas: SavedIdeasTable;
  trackLikes: TrackLikesTable;
  trackPlays: TrackPlaysTable;
  follows: FollowsTable;
  trackUpvotes: TrackUpvotesTable;
  dropRequests: DropRequestsTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
  videoLikes: VideoLikesTable;
  videoViews: VideoViewsTable;
  jobs: JobsTable;
  listeningParties: ListeningPartiesTable;
  partyReminders: PartyRemindersTable;
  liveChatMessages: LiveChatMessagesTable;
  paymentEvents: PaymentEventsTable;
  subscriptions: SubscriptionsTable;
  cartItems: CartItemsTable;
  licences: LicencesTable;
  nftEditions: NftEditionsTable;
  inboxMessages: InboxMessagesTable;
  uploadAllowanceUses: UploadAllowanceUsesTable;
  accountTokens: AccountTokensTable;
  mailMessages: MailMessagesTable;
  contactMessages: ContactMessagesTable;
  marketingConsents: MarketingConsentsTable;
  newsletterArticles: NewsletterArticlesTable;
  campaigns: CampaignsTable;
  campaignDeliveries: CampaignDeliveriesTable;
  marketingUnsubscribes: MarketingUnsubscribesTable;
  collabSignals: CollabSignalsTable;
  collaborations: CollaborationsTable;
  collaborationMembers: CollaborationMembersTable;
  collabRequests: CollabRequestsTable;
  collaborationMilestones: CollaborationMilestonesTable;
  collaborationMessages: CollaborationMessagesTable;
  coverArtImages: CoverArtImagesTable;
  trackHitFeatures: TrackHitFeaturesTable;
  hitAnalyses: HitAnalysesTable;
  mentorConversations: MentorConversationsTable;
  mentorMessages: MentorMessagesTable;
}

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

/**
 * Columns stored as booleans (0/1 in SQLite) and as JSON lists or objects, by property name.
 * The SQLite value plugin uses these to give both dialects the same JavaScript values.
 */
export const BOOLEAN_COLUMNS = new Set([
  'emailSubscribed',
  'isClean',
  'isPublic',
  'isExplicit',
  'allowDownload',
  'allowComments',
  'isNft',
  'isActive',
  'isAvailable',
  'offerable',
  'isReelFormat',
  'published',
  'completed',
  'isOriginal',
  'featured',
  'isFeatured',
  'isExclusive',
  'isFree',
]);

export const JSON_COLUMNS = new Set([
  'genres',
  'skills',
  'collabType',
  'examples',
  'tags',
  'prerequisites',
  'socialLinks',
  'metadata',
  'waveform',
  'payload',
  'vocalAnalysis',
  'sources',
]);
