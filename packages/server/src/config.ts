import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  STORAGE_URL: z
    .string()
    .regex(/^(file:(\/\/)?|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?)$/, 'file: or s3://bucket/prefix')
    .optional(),
  AWS_REGION: z.string().default('us-east-1'),
  AWS_ENDPOINT_URL: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits and _ . : - (at most 64)')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Irama <no-reply@irama.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SPOTIFY_CLIENT_ID: z.string().optional(),
  SPOTIFY_CLIENT_SECRET: z.string().optional(),
  SPOTIFY_ACCOUNTS_URL: z.string().url().default('https://accounts.spotify.com'),
  SPOTIFY_API_URL: z.string().url().default('https://api.spotify.com'),
  SONGSTATS_API_KEY: z.string().optional(),
  SONGSTATS_URL: z.string().url().default('https://api.songstats.com/enterprise/v1'),
  SONGSTATS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  SONGSTATS_CACHE_MINUTES: z.coerce.number().int().min(0).max(1_440).default(10),
  ANALYTICS_ID: z.string().optional(),
  API_URL: z.string().default(''),
  CHAT_URL: z.string().default(''),
  NOTIFICATIONS_URL: z.string().default(''),
  MEDIA_URL: z.string().default(''),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  MAX_FAILED_LOGINS_PER_HOUR: z.coerce.number().int().min(1).default(100),
  TRUST_PROXY: flag.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SEED_DEMO: flag.default(true),
  IDEAS_FEED_INSTAGRAM_URL: z.string().url().optional(),
  IDEAS_FEED_TIKTOK_URL: z.string().url().optional(),
  IDEAS_FEED_ARTICLE_URL: z.string().url().optional(),
  IDEAS_FEED_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(60),
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^62\d{8,13}$/, 'international digits, 62…')
    .default('6281119262026'),
  SUPPORT_EMAIL: z.string().email().default('support@irama.id'),
});

/** A bucket, the folder in it that holds this deployment's objects, and how to reach it. */
export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  /** Without slashes at either end; empty for the bucket's root. */
  prefix: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, s3rver…); addressed path-style. Unset: AWS itself. */
  endpoint: string | undefined;
  /** Unset: the SDK's usual chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  /** Where media live (`STORAGE_URL`): the DATA_DIR folder, or an S3-compatible bucket. */
  storage: { kind: 'file' } | S3StorageConfig;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** Spotify Web API (artist search); search falls back to the local artist database without it. */
  spotify: { clientId: string | undefined; clientSecret: string | undefined; accountsUrl: string; apiUrl: string };
  /**
   * The external Songstats API, whose sources the Songstats pages add to Irama's own; off without
   * `apiKey`. Each call waits `timeoutMs` at most; successful answers are kept `cacheMs`.
   */
  songstats: { apiKey: string | undefined; url: string; timeoutMs: number; cacheMs: number };
  analyticsId: string | undefined;
  serviceUrls: { api: string; chat: string; notifications: string; media: string };
  webDist: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  sessionTtlMs: number;
  rateLimitAuthPerMinute: number;
  maxFailedLoginsPerHour: number;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  seedDemo: boolean;
  /** How partners reach support: the WhatsApp number (international digits) and the email address. */
  support: { whatsapp: string; email: string };
  /**
   * Prefix of every Redis key and channel (`REDIS_PREFIX`, ending in `:`), so several deployments
   * (or test runs) can share one Redis; by default derived from the database's identity.
   */
  redisPrefix: string;
  /** JSON feeds that fill the Instagram, TikTok and article widgets beside what staff write; none by default. */
  ideasFeeds: { urls: Partial<Record<'instagram' | 'tiktok' | 'article', string>>; intervalMs: number };
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads every setting from the environment once, with defaults that work on a laptop. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `NAME=` in a shell, an env file or a compose file means "not set", not "set to nothing": an empty
  // DATABASE_URL must not leave the SQLite default, nor an empty PORT become port 0.
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${fields.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? `sqlite://${path.join(dataDir, 'irama.sqlite')}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    redisUrl: e.REDIS_URL,
    storage: storageOf(e),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    spotify: {
      clientId: e.SPOTIFY_CLIENT_ID,
      clientSecret: e.SPOTIFY_CLIENT_SECRET,
      accountsUrl: e.SPOTIFY_ACCOUNTS_URL,
      apiUrl: e.SPOTIFY_API_URL,
    },
    songstats: {
      apiKey: e.SONGSTATS_API_KEY,
      url: e.SONGSTATS_URL,
      timeoutMs: e.SONGSTATS_TIMEOUT_MS,
      cacheMs: e.SONGSTATS_CACHE_MINUTES * 60 * 1000,
    },
    analyticsId: e.ANALYTICS_ID,
    serviceUrls: { api: e.API_URL, chat: e.CHAT_URL, notifications: e.NOTIFICATIONS_URL, media: e.MEDIA_URL },
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    maxFailedLoginsPerHour: e.MAX_FAILED_LOGINS_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    seedDemo: e.SEED_DEMO,
    support: { whatsapp: e.SUPPORT_WHATSAPP, email: e.SUPPORT_EMAIL },
    redisPrefix: e.REDIS_PREFIX ? e.REDIS_PREFIX.replace(/:?$/, ':') : defaultRedisPrefix(databaseUrl),
    ideasFeeds: {
      urls: Object.fromEntries(
        (
          [
            ['instagram', e.IDEAS_FEED_INSTAGRAM_URL],
            ['tiktok', e.IDEAS_FEED_TIKTOK_URL],
            ['article', e.IDEAS_FEED_ARTICLE_URL],
          ] as const
        ).filter(([, url]) => url !== undefined),
      ),
      intervalMs: e.IDEAS_FEED_INTERVAL_MINUTES * 60 * 1000,
    },
  };
}

/**
 * `irama:<hash>:`, the hash naming the database: PostgreSQL's host, port, database and schema (the
 * `search_path` in the URL's `options`, else `public`), or the SQLite file's absolute path. Two
 * deployments on different databases so never share keys or channels by accident; an in-memory
 * SQLite database belongs to one process, so it gets a prefix of its own.
 */
export function defaultRedisPrefix(databaseUrl: string): string {
  return `irama:${createHash('sha256').update(databaseIdentity(databaseUrl)).digest('hex').slice(0, 12)}:`;
}

function databaseIdentity(databaseUrl: string): string {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const url = new URL(databaseUrl);
    const schema = /search_path=([^\s,]+)/.exec(url.searchParams.get('options') ?? '')?.[1] ?? 'public';
    const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
    return ['postgres', url.hostname.toLowerCase(), url.port || '5432', database, schema].join('\n');
  }
  const file = databaseUrl.replace(/^sqlite:\/\//, '');
  return file === ':memory:' ? `memory\n${randomBytes(16).toString('hex')}` : `sqlite\n${path.resolve(file)}`;
}

/** `STORAGE_URL` with the usual AWS variables: unset or `file:` is DATA_DIR, `s3://bucket/prefix` a bucket. */
function storageOf(e: z.infer<typeof EnvSchema>): Config['storage'] {
  if (!e.STORAGE_URL?.startsWith('s3://')) return { kind: 'file' };
  const url = new URL(e.STORAGE_URL);
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = e;
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
    region: e.AWS_REGION,
    endpoint: e.AWS_ENDPOINT_URL ?? e.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
