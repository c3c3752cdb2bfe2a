import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const root = path.resolve(import.meta.dirname, '../..');

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 5000,
      databaseUrl: null,
      seedDemo: true,
      sessionIdleDays: 30,
      cookieSecure: false,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('treats an empty DATABASE_URL as unset and accepts postgres URLs', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('fails fast with a message naming the bad variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('runs every role in one process unless PROCESS_ROLE splits them, and a split needs Redis', () => {
    expect(loadConfig({}).processRole).toBe('all');
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(loadConfig({ ...redis, PROCESS_ROLE: 'web' }).processRole).toBe('web');
    expect(loadConfig({ ...redis, PROCESS_ROLE: 'worker' }).processRole).toBe('worker');
    expect(() => loadConfig({ PROCESS_ROLE: 'worker' })).toThrow(/PROCESS_ROLE: worker needs REDIS_URL/);
    expect(() => loadConfig({ PROCESS_ROLE: 'web' })).toThrow(/PROCESS_ROLE: web needs REDIS_URL/);
    expect(() => loadConfig({ ...redis, PROCESS_ROLE: 'jobs' })).toThrow(/PROCESS_ROLE/);
  });

  it('paces campaigns at 10 emails a second by default; MAIL_RATE_PER_SECOND=0 lifts the limit', () => {
    expect(loadConfig({}).mail).toMatchObject({ ratePerSecond: 10, concurrency: 4 });
    expect(loadConfig({ MAIL_RATE_PER_SECOND: '0.5' }).mail.ratePerSecond).toBe(0.5);
    expect(loadConfig({ MAIL_RATE_PER_SECOND: '0' }).mail.ratePerSecond).toBeNull();
    for (const bad of ['0.05', '-1', '1001', 'fast']) {
      expect(() => loadConfig({ MAIL_RATE_PER_SECOND: bad })).toThrow(/MAIL_RATE_PER_SECOND/);
    }
  });

  it('holds a claimed job 60 s without a heartbeat unless JOB_LEASE_SECONDS says otherwise', () => {
    expect(loadConfig({}).jobLeaseSeconds).toBe(60);
    expect(loadConfig({ JOB_LEASE_SECONDS: '3' }).jobLeaseSeconds).toBe(3);
    expect(() => loadConfig({ JOB_LEASE_SECONDS: '0' })).toThrow(/JOB_LEASE_SECONDS/);
    expect(() => loadConfig({ JOB_LEASE_SECONDS: 'soon' })).toThrow(/JOB_LEASE_SECONDS/);
  });

  it('reads the AI mentor limits, 20 a minute and 5 an hour for visitors by default', () => {
    expect(loadConfig({}).rateLimits).toMatchObject({ mentorPerMinute: 20, mentorVisitorPerHour: 5 });
    const set = loadConfig({ MENTOR_RATE_LIMIT_PER_MINUTE: '40', MENTOR_VISITOR_RATE_LIMIT_PER_HOUR: '2' });
    expect(set.rateLimits).toMatchObject({ mentorPerMinute: 40, mentorVisitorPerHour: 2 });
    expect(() => loadConfig({ MENTOR_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/MENTOR_RATE_LIMIT_PER_MINUTE/);
  });

  it('sends Secure cookies in production unless COOKIE_SECURE=false', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('seeds demo accounts by default, but not on a public deployment unless asked', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://panda.example' }).seedDemo).toBe(false);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://panda.example', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('finds the built client beside the server, not relative to the working directory', () => {
    const cwd = process.cwd();
    try {
      process.chdir('/tmp');
      expect(loadConfig({}).clientDir).toBe(path.join(root, 'dist/client'));
    } finally {
      process.chdir(cwd);
    }
  });

  it('collects allowed origins without trailing slashes', () => {
    const config = loadConfig({
      ALLOWED_ORIGINS: 'http://a.test/, http://b.test',
      PUBLIC_ORIGIN: 'https://p.test/',
    });
    expect(config.allowedOrigins).toEqual(['http://a.test', 'http://b.test', 'https://p.test']);
  });

  it('stores media on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: 'http://ignored.test' }).s3).toBeNull();
  });

  it('reads the S3 settings with their defaults', () => {
    expect(loadConfig({ S3_BUCKET: 'media' }).s3).toEqual({
      bucket: 'media',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ S3_BUCKET: 'm', S3_ENDPOINT: 'https://s3.test', S3_FORCE_PATH_STYLE: 'false' }).s3
        ?.forcePathStyle,
    ).toBe(false);
  });

  it('refuses half a set of S3 keys and a bad endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'm', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'm', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
