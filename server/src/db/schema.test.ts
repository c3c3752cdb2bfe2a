import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import type { Db } from './connection';
import { migrateToLatest, migrateUpTo } from './migrate';
import { json } from './values';

/** The stored schema of part 2, section 3, field by field, as snake_case columns. */
const SPEC_COLUMNS: Record<string, string[]> = {
  users: [
    'id',
    'username',
    'password',
    'display_name',
    'email',
    'profile_image',
    'user_type',
    'bio',
    'location',
    'genres',
    'email_subscribed',
    'created_at',
    'stripe_customer_id',
    'stripe_subscription_id',
  ],
  tracks: [
    'id',
    'user_id',
    'title',
    'artist',
    'audio_url',
    'file_url',
    'file_size',
    'file_type',
    'cover_art',
    'description',
    'genre',
    'bpm',
    'key',
    'producer',
    'lyrics',
    'is_clean',
    'is_public',
    'is_explicit',
    'allow_download',
    'allow_comments',
    'price',
    'duration',
    'upload_date',
    'play_count',
    'like_count',
    'is_nft',
    'nft_price',
    'nft_edition',
    'nft_contract_address',
    'nft_token_id',
    'nft_total_supply',
    'nft_available_supply',
  ],
  dj_profiles: [
    'id',
    'user_id',
    'dj_name',
    'mix_count',
    'followers',
    'badge',
    'booking_rate',
    'social_links',
  ],
  live_streams: [
    'id',
    'user_id',
    'title',
    'description',
    'thumbnail_url',
    'start_time',
    'end_time',
    'viewer_count',
    'is_active',
  ],
  collab_profiles: [
    'id',
    'user_id',
    'skills',
    'collab_type',
    'is_available',
    'description',
    'examples',
    'rate_info',
  ],
  videos: [
    'id',
    'user_id',
    'title',
    'video_url',
    'thumbnail_url',
    'description',
    'category',
    'tags',
    'duration',
    'upload_date',
    'view_count',
    'like_count',
    'is_reel_format',
  ],
  transactions: [
    'id',
    'user_id',
    'amount',
    'currency',
    'status',
    'stripe_payment_intent_id',
    'payment_type',
    'content_id',
    'content_type',
    'metadata',
    'created_at',
  ],
  courses: [
    'id',
    'title',
    'description',
    'cover_image',
    'instructor',
    'price',
    'level',
    'duration',
    'prerequisites',
    'published',
    'created_at',
    'updated_at',
  ],
  course_modules: ['id', 'course_id', 'title', 'description', 'order'],
  course_lessons: ['id', 'module_id', 'title', 'content', 'video_url', 'duration', 'order'],
  user_course_enrollments: [
    'id',
    'user_id',
    'course_id',
    'enrollment_date',
    'completion_date',
    'progress',
    'last_accessed_lesson_id',
  ],
  user_lesson_progress: ['id', 'user_id', 'lesson_id', 'completed', 'completion_date'],
  certifications: ['id', 'user_id', 'course_id', 'certificate_number', 'issue_date', 'expiry_date', 'status'],
};

/**
 * Columns the app adds beyond the spec: user roles, DB-backed sessions, one-time installation facts,
 * and the catalogue (drafts, stored media, analysis, likes, plays, follows, upvotes, jobs).
 */
const EXTRA_COLUMNS: Record<string, string[]> = {
  users: [
    'role',
    'plan_id',
    'email_verified_at',
    'pending_email',
    'deleted_at',
    'suspended_until',
    'banned_at',
  ],
  sessions: ['id', 'user_id', 'created_at', 'expires_at', 'user_agent'],
  app_settings: ['key', 'value', 'updated_at'],
  tracks: [
    'status',
    'visibility',
    'release_type',
    'is_original',
    'tags',
    'featured',
    'featured_artist',
    'storage_key',
    'cover_key',
    'waveform',
    'codec',
    'sample_rate',
    'bitrate',
    'loudness',
    'energy',
    'danceability',
    'measured_bpm',
    'measured_key',
    'measured_at',
    'analysis_status',
    'analysis_error',
    'published_at',
    'updated_at',
    'is_exclusive',
    'exclusive_sold_at',
    'nft_edition_name',
    'nft_dropped_at',
    'nft_ended_at',
    'preview_key',
    'removed_at',
  ],
  transactions: [
    'idempotency_key',
    'provider',
    'payee_id',
    'failure_message',
    'fee_amount',
    'creator_amount',
    'updated_at',
  ],
  videos: ['storage_key', 'thumbnail_key', 'content_type', 'file_size', 'removed_at'],
  track_likes: ['user_id', 'track_id', 'created_at'],
  track_plays: ['id', 'track_id', 'user_id', 'listener_key', 'source', 'created_at'],
  follows: ['follower_id', 'followee_id', 'created_at'],
  track_upvotes: ['user_id', 'track_id', 'created_at'],
  drop_requests: ['id', 'track_id', 'requester_id', 'artist_id', 'message', 'status', 'created_at'],
  newsletter_subscriptions: [
    'id',
    'email',
    'user_id',
    'status',
    'source',
    'created_at',
    'updated_at',
    'confirmed_at',
    'confirm_token_hash',
    'confirm_sent_at',
  ],
  video_likes: ['user_id', 'video_id', 'created_at'],
  video_views: ['id', 'video_id', 'listener_key', 'created_at'],
  jobs: [
    'id',
    'type',
    'payload',
    'status',
    'attempts',
    'max_attempts',
    'run_after',
    'locked_until',
    'last_error',
    'created_at',
    'updated_at',
    'key',
    'lane',
  ],
  listening_parties: [
    'id',
    'host_id',
    'title',
    'description',
    'track_id',
    'cover_art',
    'scheduled_at',
    'is_featured',
    'status',
    'room_id',
    'created_at',
  ],
  party_reminders: ['user_id', 'party_id', 'created_at', 'notified_at'],
  live_chat_messages: [
    'id',
    'channel',
    'user_id',
    'sender_name',
    'message',
    'type',
    'created_at',
    'removed_at',
  ],
  room_removals: ['room_id', 'user_id', 'removed_by', 'created_at'],
  payment_events: ['id', 'type', 'received_at', 'processed_at'],
  subscriptions: [
    'id',
    'user_id',
    'kind',
    'plan_id',
    'artist_id',
    'interval',
    'status',
    'provider_subscription_id',
    'transaction_id',
    'gifted_by',
    'current_period_end',
    'created_at',
    'updated_at',
  ],
  cart_items: ['user_id', 'track_id', 'licence_type', 'created_at'],
  licences: [
    'id',
    'licence_number',
    'transaction_id',
    'buyer_id',
    'track_id',
    'licence_type',
    'amount',
    'created_at',
  ],
  nft_editions: [
    'id',
    'track_id',
    'edition_number',
    'owner_id',
    'transaction_id',
    'status',
    'reserved_until',
    'created_at',
  ],
  inbox_messages: [
    'id',
    'recipient_id',
    'sender_id',
    'kind',
    'subject',
    'body',
    'read_at',
    'created_at',
    'collab_request_id',
    'collaboration_id',
  ],
  upload_allowance_uses: ['id', 'user_id', 'track_id', 'created_at'],
  account_tokens: ['id', 'user_id', 'purpose', 'token_hash', 'email', 'expires_at', 'used_at', 'created_at'],
  mail_messages: [
    'id',
    'kind',
    'user_id',
    'from_address',
    'to_address',
    'reply_to',
    'subject',
    'html',
    'text',
    'status',
    'transport',
    'message_id',
    'attempts',
    'last_error',
    'created_at',
    'sent_at',
  ],
  contact_messages: ['id', 'name', 'email', 'message', 'user_id', 'created_at', 'answered_at', 'answered_by'],
  marketing_consents: ['fan_id', 'artist_id', 'created_at'],
  newsletter_articles: [
    'id',
    'author_id',
    'author_name',
    'title',
    'subtitle',
    'image_url',
    'sections',
    'tags',
    'read_time',
    'status',
    'posted_at',
    'reviewed_by',
    'reviewed_at',
    'review_note',
    'created_at',
    'removed_at',
  ],
  campaigns: [
    'id',
    'sender_id',
    'audience',
    'sender_name',
    'subject',
    'html',
    'text',
    'article_id',
    'status',
    'recipient_count',
    'created_at',
    'completed_at',
    'scheduled_for',
  ],
  campaign_deliveries: [
    'id',
    'campaign_id',
    'user_id',
    'subscription_id',
    'email',
    'status',
    'attempts',
    'claimed_at',
    'run_after',
    'sent_at',
    'message_id',
    'last_error',
  ],
  marketing_unsubscribes: ['id', 'email', 'scope', 'artist_id', 'campaign_id', 'created_at'],
  collab_profiles: ['equipment', 'updated_at', 'removed_at'],
  collab_signals: [
    'user_id',
    'track_genres',
    'analysed_tracks',
    'tempo_avg',
    'energy_avg',
    'danceability_avg',
    'loudness_avg',
    'key_spread',
    'main_key',
    'followers',
    'requests_received',
    'requests_answered',
    'completed_collabs',
    'rating_count',
    'rating_sum',
    'activity',
    'updated_at',
    'offerable',
    'match_genres',
    'skill_bits',
    'type_bits',
    'place',
    'search_text',
  ],
  collaborations: [
    'id',
    'project',
    'status',
    'source',
    'created_by',
    'transaction_id',
    'quantum_score',
    'created_at',
    'completed_at',
    'cancelled_at',
    'answer_by',
  ],
  collaboration_members: ['collaboration_id', 'user_id', 'rating_given', 'rated_at', 'joined_at'],
  collab_requests: [
    'id',
    'from_user_id',
    'to_user_id',
    'message',
    'project',
    'status',
    'collaboration_id',
    'created_at',
    'responded_at',
  ],
  collaboration_milestones: [
    'id',
    'collaboration_id',
    'title',
    'done',
    'done_at',
    'created_by',
    'created_at',
  ],
  collaboration_messages: ['id', 'collaboration_id', 'user_id', 'body', 'created_at'],
  courses: ['instructor_id', 'featured', 'published_at'],
  course_modules: ['is_free'],
  course_lessons: ['video_id', 'track_id'],
  user_course_enrollments: ['transaction_id', 'ended_at', 'last_accessed_at'],
  course_ratings: ['course_id', 'user_id', 'rating', 'created_at'],
  course_instructors: ['user_id', 'granted_by', 'granted_at'],
  track_hit_features: ['track_id', 'version', 'features', 'created_at'],
  hit_analyses: [
    'id',
    'user_id',
    'track_id',
    'upload_key',
    'upload_name',
    'genre',
    'status',
    'progress',
    'stage',
    'error',
    'features',
    'result',
    'expires_at',
    'kept_track_id',
    'job_id',
    'created_at',
    'updated_at',
  ],
  cover_art_images: [
    'id',
    'user_id',
    'storage_key',
    'track_title',
    'artist_name',
    'genre',
    'mood',
    'theme',
    'style',
    'color_scheme',
    'additional_prompt',
    'seed',
    'prompt',
    'revised_prompt',
    'renderer',
    'created_at',
  ],
  mentor_conversations: ['id', 'user_id', 'mentor_id', 'title', 'created_at', 'updated_at'],
  mentor_messages: ['id', 'conversation_id', 'role', 'content', 'sources', 'engine', 'created_at'],
  vocal_takes: [
    'id',
    'user_id',
    'title',
    'duration_seconds',
    'key_name',
    'within_share',
    'vocal_analysis',
    'created_at',
  ],
  saved_ideas: [
    'id',
    'user_id',
    'title',
    'tonic',
    'scale',
    'mood',
    'tempo',
    'seed',
    'generator_version',
    'created_at',
  ],
  playlists: ['id', 'user_id', 'title', 'description', 'visibility', 'cover_art', 'created_at', 'updated_at'],
  playlist_tracks: ['playlist_id', 'track_id', 'position', 'added_at'],
  playlist_saves: ['user_id', 'playlist_id', 'created_at'],
  notifications: [
    'id',
    'user_id',
    'kind',
    'actor_id',
    'subject_type',
    'subject_id',
    'group_key',
    'data',
    'created_at',
    'read_at',
  ],
  notification_preferences: ['user_id', 'kind', 'channel'],
  notification_digests: ['user_id', 'last_sent_on', 'last_notification_id', 'sent_at'],
  user_blocks: ['blocker_id', 'blocked_id', 'created_at'],
  track_comments: [
    'id',
    'track_id',
    'user_id',
    'parent_id',
    'body',
    'position_seconds',
    'created_at',
    'edited_at',
    'pinned_at',
    'removed_at',
  ],
  comment_likes: ['comment_id', 'user_id', 'created_at'],
  reports: [
    'id',
    'reporter_id',
    'target_type',
    'target_id',
    'reason',
    'details',
    'status',
    'created_at',
    'resolved_at',
    'resolved_by',
  ],
  moderation_actions: [
    'id',
    'moderator_id',
    'action',
    'target_type',
    'target_id',
    'owner_id',
    'reason',
    'days',
    'title',
    'created_at',
  ],
  moderation_appeals: [
    'id',
    'action_id',
    'user_id',
    'body',
    'status',
    'created_at',
    'decided_at',
    'decided_by',
    'decision_note',
  ],
  copyright_notices: [
    'id',
    'track_id',
    'uploader_id',
    'work',
    'infringing_url',
    'claimant_name',
    'claimant_email',
    'claimant_contact',
    'signature',
    'status',
    'created_at',
    'counter_statement',
    'counter_signature',
    'countered_at',
    'restore_at',
    'decided_at',
  ],
};

/** The search index's tables: FTS5 and its vocabulary on SQLite, tsvector and a term table on PostgreSQL. */
const SEARCH_DOCUMENT_COLUMNS = [
  'id',
  'type',
  'source',
  'source_id',
  'title',
  'subtitle',
  'body',
  'image',
  'boost',
  'published_at',
];
const SEARCH_COLUMNS: Record<'sqlite' | 'postgres', Record<string, string[]>> = {
  sqlite: {
    search_documents: SEARCH_DOCUMENT_COLUMNS,
    search_fts: ['title', 'subtitle', 'body'],
    search_fts_config: ['k', 'v'],
    search_fts_data: ['id', 'block'],
    search_fts_docsize: ['id', 'sz'],
    search_fts_idx: ['segid', 'term', 'pgno'],
    search_vocab: ['term', 'doc', 'cnt'],
    search_generation: ['id', 'value'],
  },
  postgres: {
    search_documents: [...SEARCH_DOCUMENT_COLUMNS, 'vec'],
    search_terms: ['term', 'docs'],
    search_generation: ['id', 'value'],
  },
};

/** Every table of a dialect: the spec's, the app's own and the search index's. */
function allTables(dialect: 'sqlite' | 'postgres'): string[] {
  const names = [
    ...Object.keys(SPEC_COLUMNS),
    ...Object.keys(EXTRA_COLUMNS),
    ...Object.keys(SEARCH_COLUMNS[dialect]),
  ];
  return [...new Set(names)].sort();
}

const ALL_MIGRATIONS = [
  '0001_core_schema',
  '0002_sessions_and_roles',
  '0003_app_settings',
  '0004_catalogue',
  '0005_listening_parties',
  '0006_money',
  '0007_upload_allowance',
  '0008_edition_drops',
  '0009_track_previews',
  '0010_accounts_and_mail',
  '0011_marketing_and_newsletter',
  '0012_collaboration',
  '0013_collab_indexes',
  '0014_collab_request_pair',
  '0015_education',
  '0016_cover_art',
  '0017_hit_predictor',
  '0018_mentor',
  '0019_vocal_and_ideas',
  '0020_collab_match_index',
  '0021_job_keys',
  '0022_collaboration_proposals',
  '0023_campaign_schedule',
  '0024_measured_tempo_key',
  '0025_search',
  '0026_playlists',
  '0027_play_sources',
  '0028_search_generation',
  '0029_notifications_and_blocks',
  '0030_comments',
  '0031_moderation',
  '0032_room_removals',
  '0033_like_counters',
];

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** An ISO-8601 timestamp written within the last minute. */
function expectRecentIso(value: unknown): void {
  expect(value).toMatch(ISO_TIMESTAMP);
  const age = Date.now() - new Date(value as string).getTime();
  expect(age).toBeGreaterThanOrEqual(-5_000);
  expect(age).toBeLessThan(60_000);
}

async function tableColumns(db: Db, dialect: 'sqlite' | 'postgres'): Promise<Record<string, string[]>> {
  let schema: string | undefined;
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
    schema = rows[0]?.name;
  }
  const tables = await db.introspection.getTables();
  return Object.fromEntries(
    tables
      .filter((t) => schema === undefined || t.schema === schema)
      .map((t) => [t.name, t.columns.map((c) => c.name).sort()]),
  );
}

describeEachDatabase('stored schema', (t) => {
  describe('migrations', () => {
    it('apply every migration on an empty database', () => {
      expect(t.appliedMigrations).toEqual(ALL_MIGRATIONS);
    });

    it("create the 13 tables of the spec with every field, plus the app's own tables and columns", async () => {
      const actual = await tableColumns(t.db, t.dialect);
      const expected: Record<string, string[]> = {};
      for (const table of allTables(t.dialect)) {
        expected[table] = [
          ...(SPEC_COLUMNS[table] ?? []),
          ...(EXTRA_COLUMNS[table] ?? []),
          ...(SEARCH_COLUMNS[t.dialect][table] ?? []),
        ].sort();
      }
      expect(Object.keys(SPEC_COLUMNS)).toHaveLength(13);
      expect(actual).toEqual(expected);
    });

    it('build a second database beside the first (PostgreSQL: another schema of the same database)', async () => {
      const other = await t.openEmptyDatabase();
      expect(await migrateToLatest(other.db)).toEqual(ALL_MIGRATIONS);
      expect(Object.keys(await tableColumns(other.db, t.dialect)).sort()).toEqual(allTables(t.dialect));
      await other.close();
    });

    it('recount the like counters from the like rows once, then keep them with the rows (0033)', async () => {
      const other = await t.openEmptyDatabase();
      try {
        const db = other.db;
        expect(await migrateUpTo(db, '0032_room_removals')).toEqual(ALL_MIGRATIONS.slice(0, 32));
        const user = await db
          .insertInto('users')
          .values({ username: 'counter-fan', password: 'x' })
          .returning('id')
          .executeTakeFirstOrThrow();
        // A counter that drifted: 5 stored, 1 like row (an account's likes deleted without the counter).
        const track = await db
          .insertInto('tracks')
          .values({ title: 'Drifted', audioUrl: '/media/audio/drifted.mp3', likeCount: 5 })
          .returning('id')
          .executeTakeFirstOrThrow();
        const video = await db
          .insertInto('videos')
          .values({ title: 'Drifted', videoUrl: '/media/video/drifted.mp4', likeCount: 3, tags: json([]) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const at = new Date().toISOString();
        await db
          .insertInto('trackLikes')
          .values({ userId: user.id, trackId: track.id, createdAt: at })
          .execute();
        await db
          .insertInto('videoLikes')
          .values({ userId: user.id, videoId: video.id, createdAt: at })
          .execute();

        expect(await migrateToLatest(db)).toEqual(ALL_MIGRATIONS.slice(32));
        const counts = async () => [
          Number((await db.selectFrom('tracks').select('likeCount').executeTakeFirstOrThrow()).likeCount),
          Number((await db.selectFrom('videos').select('likeCount').executeTakeFirstOrThrow()).likeCount),
        ];
        expect(await counts()).toEqual([1, 1]);
        await db.deleteFrom('trackLikes').execute();
        await db.deleteFrom('videoLikes').execute();
        expect(await counts()).toEqual([0, 0]);
      } finally {
        await other.close();
      }
    });

    it('are tried again when another schema vanished while the catalogue was read (invalid_schema_name)', async () => {
      const other = await t.openEmptyDatabase();
      let failures = 0;
      // The migrator's first look at the catalogue fails as PostgreSQL does when a schema is dropped under it.
      const introspection = other.db.introspection;
      const vanishing = new Proxy(other.db, {
        get(target, prop) {
          if (prop === 'introspection') {
            return {
              ...introspection,
              getSchemas: () => introspection.getSchemas(),
              getMetadata: (options?: Parameters<typeof introspection.getMetadata>[0]) =>
                introspection.getMetadata(options),
              getTables: async (options?: Parameters<typeof introspection.getTables>[0]) => {
                if (failures === 0) {
                  failures += 1;
                  throw Object.assign(new Error('schema "pn_gone" does not exist'), { code: '3F000' });
                }
                return introspection.getTables(options);
              },
            };
          }
          const value: unknown = Reflect.get(target, prop, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      expect(await migrateToLatest(vanishing)).toEqual(ALL_MIGRATIONS);
      expect(failures).toBe(1);
      await other.close();
    });

    it('are a no-op when run again, and keep the data', async () => {
      await t.db.insertInto('courses').values({ title: 'Still here' }).execute();
      expect(await migrateToLatest(t.db)).toEqual([]);
      const course = await t.db
        .selectFrom('courses')
        .select('title')
        .where('title', '=', 'Still here')
        .executeTakeFirst();
      expect(course).toEqual({ title: 'Still here' });
    });
  });

  describe('defaults (a minimal row per table read back)', () => {
    let userId: number;
    let courseId: number;
    let moduleId: number;
    let lessonId: number;

    beforeAll(async () => {
      const user = await t.db
        .insertInto('users')
        .values({ username: 'defaults_user', password: 'not-a-hash' })
        .returningAll()
        .executeTakeFirstOrThrow();
      userId = user.id;
      courseId = (
        await t.db
          .insertInto('courses')
          .values({ title: 'Mixing 101' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      moduleId = (
        await t.db
          .insertInto('courseModules')
          .values({ courseId, title: 'Gain staging', order: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      lessonId = (
        await t.db
          .insertInto('courseLessons')
          .values({ moduleId, title: 'Headroom', order: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    });

    it('users', async () => {
      const user = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        username: 'defaults_user',
        displayName: null,
        email: null,
        profileImage: null,
        userType: 'artist',
        bio: null,
        location: null,
        genres: [],
        emailSubscribed: true,
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        role: 'user',
      });
      expect(typeof user.id).toBe('number');
      expectRecentIso(user.createdAt);
    });

    it('tracks', async () => {
      const track = await t.db
        .insertInto('tracks')
        .values({ userId, title: 'Night Drive', audioUrl: '/media/night-drive.mp3' })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(track).toMatchObject({
        userId,
        isClean: null,
        isPublic: true,
        isExplicit: false,
        allowDownload: true,
        allowComments: true,
        price: 0,
        playCount: 0,
        likeCount: 0,
        isNft: false,
        nftPrice: null,
        fileSize: null,
      });
      expectRecentIso(track.uploadDate);
    });

    it('dj_profiles', async () => {
      const profile = await t.db
        .insertInto('djProfiles')
        .values({ userId, djName: 'DJ Default' })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(profile).toMatchObject({
        djName: 'DJ Default',
        mixCount: 0,
        followers: 0,
        badge: null,
        socialLinks: null,
      });
    });

    it('live_streams', async () => {
      const stream = await t.db
        .insertInto('liveStreams')
        .values({ userId, title: 'Friday set' })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(stream).toMatchObject({ viewerCount: 0, isActive: true, startTime: null, endTime: null });
    });

    it('collab_profiles', async () => {
      const profile = await t.db
        .insertInto('collabProfiles')
        .values({ userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ skills: [], collabType: [], examples: [], isAvailable: true });
    });

    it('videos', async () => {
      const video = await t.db
        .insertInto('videos')
        .values({ userId, title: 'Studio tour', videoUrl: '/media/tour.mp4' })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(video).toMatchObject({ tags: [], viewCount: 0, likeCount: 0, isReelFormat: false });
      expectRecentIso(video.uploadDate);
    });

    it('transactions', async () => {
      const transaction = await t.db
        .insertInto('transactions')
        .values({ userId, amount: 500, status: 'pending', paymentType: 'tip' })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(transaction).toMatchObject({ amount: 500, currency: 'usd', metadata: null });
      expectRecentIso(transaction.createdAt);
    });

    it('courses', async () => {
      const course = await t.db
        .selectFrom('courses')
        .selectAll()
        .where('id', '=', courseId)
        .executeTakeFirstOrThrow();
      expect(course).toMatchObject({ price: 0, prerequisites: [], published: false });
      expectRecentIso(course.createdAt);
      expectRecentIso(course.updatedAt);
    });

    it('course_modules and course_lessons', async () => {
      const module = await t.db
        .selectFrom('courseModules')
        .selectAll()
        .where('id', '=', moduleId)
        .executeTakeFirstOrThrow();
      expect(module).toEqual({
        id: moduleId,
        courseId,
        title: 'Gain staging',
        description: null,
        order: 1,
        isFree: false,
      });
      const lesson = await t.db
        .selectFrom('courseLessons')
        .selectAll()
        .where('id', '=', lessonId)
        .executeTakeFirstOrThrow();
      expect(lesson).toEqual({
        id: lessonId,
        moduleId,
        title: 'Headroom',
        content: null,
        videoUrl: null,
        duration: null,
        order: 1,
        videoId: null,
        trackId: null,
      });
    });

    it('user_course_enrollments', async () => {
      const enrollment = await t.db
        .insertInto('userCourseEnrollments')
        .values({ userId, courseId })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(enrollment).toMatchObject({ progress: 0, completionDate: null, lastAccessedLessonId: null });
      expectRecentIso(enrollment.enrollmentDate);
    });

    it('user_lesson_progress', async () => {
      const progress = await t.db
        .insertInto('userLessonProgress')
        .values({ userId, lessonId })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(progress).toMatchObject({ completed: false, completionDate: null });
    });

    it('certifications (dates stay plain YYYY-MM-DD)', async () => {
      const certificate = await t.db
        .insertInto('certifications')
        .values({ userId, courseId, certificateNumber: 'PANDA-CERT-1000', issueDate: '2025-03-01' })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(certificate).toMatchObject({
        certificateNumber: 'PANDA-CERT-1000',
        issueDate: '2025-03-01',
        expiryDate: null,
        status: 'active',
      });
    });
  });

  describe('values round-trip with the same JavaScript types on both dialects', () => {
    let userId: number;

    beforeAll(async () => {
      userId = (
        await t.db
          .insertInto('users')
          .values({
            username: 'roundtrip_user',
            password: 'not-a-hash',
            genres: json(['House', 'R&B']),
            emailSubscribed: false,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    });

    it('lists come back as arrays and booleans as booleans', async () => {
      const user = await t.db
        .selectFrom('users')
        .select(['genres', 'emailSubscribed'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ genres: ['House', 'R&B'], emailSubscribed: false });

      const collab = await t.db
        .insertInto('collabProfiles')
        .values({
          userId,
          skills: json(['Mixing', 'Vocals']),
          collabType: json(['Feature']),
          examples: json(['https://example.com/a', 'https://example.com/b']),
          isAvailable: false,
        })
        .returning(['skills', 'collabType', 'examples', 'isAvailable'])
        .executeTakeFirstOrThrow();
      expect(collab).toEqual({
        skills: ['Mixing', 'Vocals'],
        collabType: ['Feature'],
        examples: ['https://example.com/a', 'https://example.com/b'],
        isAvailable: false,
      });

      const video = await t.db
        .insertInto('videos')
        .values({
          userId,
          title: 'Reel',
          videoUrl: '/r.mp4',
          tags: json(['reel', 'live']),
          isReelFormat: true,
        })
        .returning(['tags', 'isReelFormat'])
        .executeTakeFirstOrThrow();
      expect(video).toEqual({ tags: ['reel', 'live'], isReelFormat: true });

      const course = await t.db
        .insertInto('courses')
        .values({ title: 'Advanced', prerequisites: json(['Mixing 101']), published: true })
        .returning(['prerequisites', 'published'])
        .executeTakeFirstOrThrow();
      expect(course).toEqual({ prerequisites: ['Mixing 101'], published: true });
    });

    it('JSON objects come back as objects, big sizes as numbers, nullable booleans as booleans', async () => {
      const socialLinks = {
        instagram: 'https://instagram.com/djnova',
        soundcloud: 'https://soundcloud.com/x',
      };
      const dj = await t.db
        .insertInto('djProfiles')
        .values({ userId, djName: 'Nova', socialLinks: json(socialLinks) })
        .returning('socialLinks')
        .executeTakeFirstOrThrow();
      expect(dj.socialLinks).toEqual(socialLinks);

      const metadata = { tip: { amount: 5, currency: 'usd' }, items: [1, 2, 3], note: 'thanks' };
      const transaction = await t.db
        .insertInto('transactions')
        .values({ userId, amount: 530, status: 'succeeded', paymentType: 'tip', metadata: json(metadata) })
        .returning('metadata')
        .executeTakeFirstOrThrow();
      expect(transaction.metadata).toEqual(metadata);

      const track = await t.db
        .insertInto('tracks')
        .values({
          userId,
          title: 'Big file',
          audioUrl: '/a.wav',
          fileSize: 52_428_800,
          isClean: true,
          isExplicit: true,
          isPublic: false,
          isNft: true,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(track).toMatchObject({
        fileSize: 52_428_800,
        isClean: true,
        isExplicit: true,
        isPublic: false,
        isNft: true,
      });

      const read = await t.db
        .selectFrom('tracks')
        .select(['fileSize', 'isClean', 'isExplicit', 'allowDownload'])
        .where('id', '=', track.id)
        .executeTakeFirstOrThrow();
      expect(read).toEqual({ fileSize: 52_428_800, isClean: true, isExplicit: true, allowDownload: true });
    });
  });

  describe('constraints', () => {
    it('usernames are unique, regardless of case', async () => {
      await t.db.insertInto('users').values({ username: 'CaseSinger', password: 'x' }).execute();
      await expect(
        t.db.insertInto('users').values({ username: 'CaseSinger', password: 'x' }).execute(),
      ).rejects.toThrow();
      await expect(
        t.db.insertInto('users').values({ username: 'casesinger', password: 'x' }).execute(),
      ).rejects.toThrow();
      const rows = await t.db
        .selectFrom('users')
        .select('username')
        .where(sql<string>`lower(username)`, '=', 'casesinger')
        .execute();
      expect(rows).toEqual([{ username: 'CaseSinger' }]);
    });

    it('certificate numbers are unique', async () => {
      const values = { certificateNumber: 'PANDA-CERT-2000', issueDate: '2025-04-01' };
      await t.db.insertInto('certifications').values(values).execute();
      await expect(t.db.insertInto('certifications').values(values).execute()).rejects.toThrow();
    });

    it.each([
      ['users', { username: 'req_user', password: 'x' }, ['username', 'password']],
      ['tracks', { title: 'T', audioUrl: '/a.mp3' }, ['title', 'audioUrl']],
      ['djProfiles', { djName: 'D' }, ['djName']],
      ['liveStreams', { title: 'L' }, ['title']],
      ['videos', { title: 'V', videoUrl: '/v.mp4' }, ['title', 'videoUrl']],
      ['transactions', { amount: 1, status: 's', paymentType: 'p' }, ['amount', 'status', 'paymentType']],
      ['courses', { title: 'C' }, ['title']],
      [
        'certifications',
        { certificateNumber: 'PANDA-CERT-3000', issueDate: '2025-01-01' },
        ['certificateNumber', 'issueDate'],
      ],
    ] as const)('%s rejects a row without a required field', async (table, row, required) => {
      for (const field of required) {
        const partial: Record<string, unknown> = { ...row };
        delete partial[field];
        await expect(
          t.db
            .insertInto(table)
            .values(partial as never)
            .execute(),
          `${table} without ${field}`,
        ).rejects.toThrow();
      }
      // The complete row is accepted, so each rejection above is about the missing field.
      await t.db
        .insertInto(table)
        .values(row as never)
        .execute();
    });

    it('course modules and lessons require their parent, title and order', async () => {
      const course = await t.db
        .insertInto('courses')
        .values({ title: 'Parents' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const moduleRow = { courseId: course.id, title: 'M', order: 1 };
      for (const field of ['courseId', 'title', 'order'] as const) {
        const partial: Record<string, unknown> = { ...moduleRow };
        delete partial[field];
        await expect(
          t.db
            .insertInto('courseModules')
            .values(partial as never)
            .execute(),
        ).rejects.toThrow();
      }
      const module = await t.db
        .insertInto('courseModules')
        .values(moduleRow)
        .returning('id')
        .executeTakeFirstOrThrow();
      const lessonRow = { moduleId: module.id, title: 'L', order: 1 };
      for (const field of ['moduleId', 'title', 'order'] as const) {
        const partial: Record<string, unknown> = { ...lessonRow };
        delete partial[field];
        await expect(
          t.db
            .insertInto('courseLessons')
            .values(partial as never)
            .execute(),
        ).rejects.toThrow();
      }
      await t.db.insertInto('courseLessons').values(lessonRow).execute();
    });
  });
});
