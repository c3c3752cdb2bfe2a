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
}

export interface CourseModulesTable {
  id: Generated<number>;
  courseId: number;
  title: string;
  description: string | null;
  order: number;
}

export interface CourseLessonsTable {
  id: Generated<number>;
  moduleId: number;
  title: string;
  content: string | null;
  videoUrl: string | null;
  duration: number | null;
  order: number;
}

export interface UserCourseEnrollmentsTable {
  id: Generated<number>;
  userId: number | null;
  courseId: number | null;
  enrollmentDate: Timestamp;
  completionDate: string | null;
  progress: ColumnType<number, number | undefined, number>;
  lastAccessedLessonId: number | null;
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
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

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
  'isReelFormat',
  'published',
  'completed',
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
]);
