import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMENTS_PER_MINUTE } from '@common/comments';
import { MENTOR_LIMITS } from '@common/mentor';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A text variable where an empty value means unset. */
const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().optional())
    .refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'DATABASE_URL must be a postgres:// URL',
    ),
  PUBLIC_ORIGIN: z.url().optional(),
  ALLOWED_ORIGINS: z.string().default(''),
  TRUST_PROXY: bool.default(false),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_BUFFER_KIB: z.coerce.number().int().min(16).max(1_048_576).default(1024),
  COOKIE_SECURE: bool.optional(),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_RATE_LIMIT_PER_USERNAME: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  REGISTER_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  REGISTER_RATE_LIMIT_PER_USERNAME: z.coerce.number().int().min(1).default(5),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    'S3_ENDPOINT must be an http(s) URL',
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.optional(),
  REDIS_URL: optionalText.refine(
    (v) => v === undefined || /^rediss?:\/\//.test(v),
    'REDIS_URL must be a redis:// or rediss:// URL',
  ),
  PROCESS_ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
  JOB_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  DB_QUERY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  SMTP_URL: optionalText.refine(
    (v) => v === undefined || /^smtps?:\/\/[^/]+/.test(v),
    'SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:pass@host:port)',
  ),
  MAIL_FROM: optionalText,
  SUPPORT_EMAIL: optionalText.refine((v) => v === undefined || /^[^@\s]+@[^@\s]+$/.test(v), {
    message: 'SUPPORT_EMAIL must be an email address',
  }),
  SUPPORT_PHONE: optionalText.refine((v) => v === undefined || /^\+?[\d\s().-]{5,30}$/.test(v), {
    message: 'SUPPORT_PHONE must be a phone number (digits, spaces, +, -, parentheses)',
  }),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  MAIL_RATE_PER_SECOND: z.coerce
    .number()
    .min(0)
    .max(1000)
    .refine((v) => v === 0 || v >= 0.1, 'MAIL_RATE_PER_SECOND must be 0 (unlimited) or from 0.1 to 1000')
    .default(10),
  APP_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'APP_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)',
  }),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  COMMENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(COMMENTS_PER_MINUTE),
  MENTOR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(MENTOR_LIMITS.perUserPerMinute),
  MENTOR_VISITOR_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(MENTOR_LIMITS.visitorPerHour),
  PASSWORD_RESET_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_BASIC: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  STRIPE_PRICE_DJ: optionalText,
  /** Stripe's API address: only set to reach a stand-in of the API (tests). */
  STRIPE_API_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    'STRIPE_API_URL must be an http(s) URL',
  ),
  /** An OpenAI-compatible images endpoint draws cover art instead of the built-in renderer. */
  IMAGE_API_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    'IMAGE_API_URL must be an http(s) URL (e.g. https://api.openai.com/v1)',
  ),
  IMAGE_API_KEY: optionalText,
  IMAGE_API_MODEL: optionalText,
  IMAGE_API_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(60),
  /** An OpenAI-compatible chat-completions endpoint writes mentor answers instead of the built-in engine. */
  LLM_BASE_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    'LLM_BASE_URL must be an http(s) URL (e.g. http://localhost:11434/v1)',
  ),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  /** GET /metrics answers only a scraper sending this as a bearer token (404 when unset). */
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 32)',
  }),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** Origins whose state-changing requests are accepted (besides the request's own host). */
  allowedOrigins: string[];
  publicOrigin: string | null;
  trustProxy: boolean;
  seedDemo: boolean;
  logLevel: string;
  /** Log output that may wait for a slow reader of stdout; lines past it are dropped and counted. */
  logBufferBytes: number;
  version: string;
  sessionIdleDays: number;
  /** Session cookie sent only over HTTPS (default: in production). */
  cookieSecure: boolean;
  rateLimits: {
    loginPerIp: number;
    loginPerUsername: number;
    loginWindowSeconds: number;
    registerPerIp: number;
    registerPerUsername: number;
    /** Contact messages per hour per IP and per sender address. */
    contactPerHour: number;
    /** Password reset requests per hour per address and per IP. */
    resetPerAddress: number;
    resetPerIp: number;
    /** AI mentor messages per minute per signed-in user, and per hour per visitor address. */
    mentorPerMinute: number;
    mentorVisitorPerHour: number;
    /** Comments on tracks per minute per user. */
    commentsPerMinute: number;
  };
  /** Outgoing mail: through SMTP when `smtpUrl` is set, into the outbox otherwise. */
  mail: MailConfig;
  /**
   * Signs links that work without a session (unsubscribe links in campaign emails). When unset, a random secret
   * is made once per installation and kept in the database (app_settings).
   */
  appSecret: string | null;
  clientDir: string;
  /** Media goes to this S3 bucket when set; to local disk under DATA_DIR/media otherwise. */
  s3: S3Config | null;
  /** Rooms are shared through this Redis when set; held in the process otherwise. */
  redisUrl: string | null;
  /** Payments go through Stripe when configured; through the built-in sandbox otherwise. */
  stripe: StripeConfig | null;
  /** Cover art is drawn by this OpenAI-compatible images API when set; by the built-in renderer otherwise. */
  imageApi: ImageApiConfig | null;
  /** Mentor answers are written by this OpenAI-compatible chat API when set; by the built-in engine otherwise. */
  llm: LlmConfig | null;
  /**
   * What this process does: `web` serves HTTP and sockets, `worker` runs jobs and periodic tasks (and answers
   * only health), `all` does both (one process, the default).
   */
  processRole: ProcessRole;
  /** How long SIGTERM/SIGINT wait for requests and jobs before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /**
   * How long a claimed job is held without its runner's heartbeat (every third of it): after a process dies, its
   * jobs are taken up again this long after its last heartbeat.
   */
  jobLeaseSeconds: number;
  /** A query that takes longer fails (PostgreSQL), so no request hangs on a database that stopped answering. */
  dbQueryTimeoutSeconds: number;
  /** How long a SQLite write waits for a lock held by another connection. */
  sqliteBusyTimeoutMs: number;
  /** The bearer token GET /metrics asks for; null: metrics are not served (404). */
  metricsToken: string | null;
};

export type ProcessRole = 'web' | 'worker' | 'all';

export interface MailConfig {
  /** smtp:// or smtps:// URL of the SMTP server; null keeps mail in the outbox (database and .eml files). */
  smtpUrl: string | null;
  /** The sender of every message. */
  from: string;
  /** Where contact messages go; the Contact page shows it. */
  supportEmail: string;
  /** The support phone the Contact page shows; none is shown when null. */
  supportPhone: string | null;
  /** Messages sent at the same time by one process (the mail lane of the job runner). */
  concurrency: number;
  /**
   * Campaign emails one process sends per second (the campaign lane); account emails are not slowed by it. null:
   * unlimited (MAIL_RATE_PER_SECOND=0), as fast as MAIL_CONCURRENCY connections take them.
   */
  ratePerSecond: number | null;
  /** The origin links in emails point at. */
  linkOrigin: string;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Verifies /api/webhooks/stripe signatures; webhooks are refused without it. */
  webhookSecret: string | null;
  /** Stripe price ids of the three plans (part 1, section 9). */
  prices: { price_basic: string; price_pro: string; price_dj: string };
  /** Only for a stand-in of Stripe's API (tests): protocol, host and port. */
  apiUrl: string | null;
}

export interface ImageApiConfig {
  /** Base URL ending before /images/generations (https://api.openai.com/v1). */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export interface LlmConfig {
  /** Base URL ending before /chat/completions (https://api.openai.com/v1, http://localhost:11434/v1). */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export interface S3Config {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, R2...); AWS itself when null. */
  endpoint: string | null;
  region: string;
  /** Both keys, or neither (then the SDK's default credential chain is used). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

/** Reads and validates the environment once; fails fast with a clear message. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  if (c.S3_BUCKET && Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both keys, or neither to use the default credentials',
    );
  }
  const stripeKeys = [
    c.STRIPE_SECRET_KEY,
    c.STRIPE_PUBLISHABLE_KEY,
    c.STRIPE_PRICE_BASIC,
    c.STRIPE_PRICE_PRO,
    c.STRIPE_PRICE_DJ,
  ];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_BASIC, STRIPE_PRICE_PRO, STRIPE_PRICE_DJ: give all five to use Stripe, or none for the built-in sandbox',
    );
  }
  if (c.PROCESS_ROLE !== 'all' && !c.REDIS_URL) {
    throw new Error(
      `Invalid configuration:\n  PROCESS_ROLE: ${c.PROCESS_ROLE} needs REDIS_URL (a worker reaches the web processes' sockets through Redis), or use PROCESS_ROLE=all`,
    );
  }
  const allowed = c.ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (c.PUBLIC_ORIGIN) allowed.push(c.PUBLIC_ORIGIN.replace(/\/$/, ''));
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL ?? null,
    allowedOrigins: allowed,
    publicOrigin: c.PUBLIC_ORIGIN ?? null,
    trustProxy: c.TRUST_PROXY,
    // Demo accounts have a published password: a public deployment (PUBLIC_ORIGIN set) does not seed them
    // unless asked to.
    seedDemo: c.SEED_DEMO ?? !c.PUBLIC_ORIGIN,
    logLevel: c.LOG_LEVEL,
    logBufferBytes: c.LOG_BUFFER_KIB * 1024,
    version: readVersion(),
    sessionIdleDays: c.SESSION_IDLE_DAYS,
    cookieSecure: c.COOKIE_SECURE ?? c.NODE_ENV === 'production',
    rateLimits: {
      loginPerIp: c.LOGIN_RATE_LIMIT_PER_IP,
      loginPerUsername: c.LOGIN_RATE_LIMIT_PER_USERNAME,
      loginWindowSeconds: c.LOGIN_RATE_WINDOW_SECONDS,
      registerPerIp: c.REGISTER_RATE_LIMIT_PER_IP,
      registerPerUsername: c.REGISTER_RATE_LIMIT_PER_USERNAME,
      contactPerHour: c.CONTACT_RATE_LIMIT_PER_HOUR,
      resetPerAddress: c.PASSWORD_RESET_RATE_LIMIT_PER_ADDRESS,
      resetPerIp: c.PASSWORD_RESET_RATE_LIMIT_PER_IP,
      mentorPerMinute: c.MENTOR_RATE_LIMIT_PER_MINUTE,
      mentorVisitorPerHour: c.MENTOR_VISITOR_RATE_LIMIT_PER_HOUR,
      commentsPerMinute: c.COMMENT_RATE_LIMIT_PER_MINUTE,
    },
    mail: mailConfig(c),
    appSecret: c.APP_SECRET ?? null,
    // dist/client sits two levels up from both server/src and dist/server, wherever the process starts.
    clientDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          endpoint: c.S3_ENDPOINT ?? null,
          region: c.S3_REGION ?? 'us-east-1',
          accessKeyId: c.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: c.S3_FORCE_PATH_STYLE ?? c.S3_ENDPOINT !== undefined,
        }
      : null,
    redisUrl: c.REDIS_URL ?? null,
    stripe:
      c.STRIPE_SECRET_KEY &&
      c.STRIPE_PUBLISHABLE_KEY &&
      c.STRIPE_PRICE_BASIC &&
      c.STRIPE_PRICE_PRO &&
      c.STRIPE_PRICE_DJ
        ? {
            secretKey: c.STRIPE_SECRET_KEY,
            publishableKey: c.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: c.STRIPE_WEBHOOK_SECRET ?? null,
            prices: {
              price_basic: c.STRIPE_PRICE_BASIC,
              price_pro: c.STRIPE_PRICE_PRO,
              price_dj: c.STRIPE_PRICE_DJ,
            },
            apiUrl: c.STRIPE_API_URL ?? null,
          }
        : null,
    imageApi: c.IMAGE_API_URL
      ? {
          baseUrl: c.IMAGE_API_URL.replace(/\/$/, ''),
          apiKey: c.IMAGE_API_KEY ?? null,
          model: c.IMAGE_API_MODEL ?? 'dall-e-3',
          timeoutMs: c.IMAGE_API_TIMEOUT_SECONDS * 1000,
        }
      : null,
    llm: c.LLM_BASE_URL
      ? {
          baseUrl: c.LLM_BASE_URL.replace(/\/$/, ''),
          apiKey: c.LLM_API_KEY ?? null,
          model: c.LLM_MODEL ?? 'gpt-4o-mini',
          timeoutMs: c.LLM_TIMEOUT_SECONDS * 1000,
        }
      : null,
    processRole: c.PROCESS_ROLE,
    shutdownTimeoutSeconds: c.SHUTDOWN_TIMEOUT_SECONDS,
    jobLeaseSeconds: c.JOB_LEASE_SECONDS,
    dbQueryTimeoutSeconds: c.DB_QUERY_TIMEOUT_SECONDS,
    sqliteBusyTimeoutMs: c.SQLITE_BUSY_TIMEOUT_MS,
    metricsToken: c.METRICS_TOKEN ?? null,
    ...overrides,
  };
}

/** The sender and support addresses default to the public origin's domain (localhost on a fresh machine). */
function mailConfig(c: z.infer<typeof configSchema>): MailConfig {
  const origin = (c.PUBLIC_ORIGIN ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const host = new URL(origin).hostname;
  const domain = host === 'localhost' || /^[\d.]+$/.test(host) ? 'pandanation.localhost' : host;
  return {
    smtpUrl: c.SMTP_URL ?? null,
    from: c.MAIL_FROM ?? `Panda Nation <no-reply@${domain}>`,
    supportEmail: c.SUPPORT_EMAIL ?? `support@${domain}`,
    supportPhone: c.SUPPORT_PHONE ?? null,
    concurrency: c.MAIL_CONCURRENCY,
    ratePerSecond: c.MAIL_RATE_PER_SECOND === 0 ? null : c.MAIL_RATE_PER_SECOND,
    linkOrigin: origin,
  };
}

/** Environment values used by tests to pick their databases. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.TEST_DATABASE_URL ?? null;
}

/** The package version (package.json is two levels up from both server/src and dist/server). */
function readVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
