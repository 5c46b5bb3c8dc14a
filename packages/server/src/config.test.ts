import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const prefixOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/srv/irama', ...env }).redisPrefix;

describe('REDIS_PREFIX', () => {
  it('is derived from the PostgreSQL host, port, database and schema', () => {
    const base = 'postgres://irama:secret@db.internal:5432/irama';
    const prefix = prefixOf({ DATABASE_URL: base });
    expect(prefix).toMatch(/^irama:[0-9a-f]{12}:$/);
    // The password and the spelling of the default port name the same database.
    expect(prefixOf({ DATABASE_URL: 'postgres://irama:other@DB.internal/irama' })).toBe(prefix);
    for (const other of [
      'postgres://irama:secret@db2.internal:5432/irama',
      'postgres://irama:secret@db.internal:5433/irama',
      'postgres://irama:secret@db.internal:5432/irama_staging',
      `${base}?options=${encodeURIComponent('-c search_path=tenant_b')}`,
    ]) {
      expect(prefixOf({ DATABASE_URL: other })).not.toBe(prefix);
    }
    expect(prefixOf({ DATABASE_URL: `${base}?options=${encodeURIComponent('-c search_path=public')}` })).toBe(prefix);
  });

  it("is derived from the SQLite file's absolute path", () => {
    const here = prefixOf({});
    expect(here).toBe(prefixOf({ DATABASE_URL: 'sqlite:///srv/irama/irama.sqlite' }));
    expect(prefixOf({ DATA_DIR: '/srv/other' })).not.toBe(here);
    // Each in-memory database is its own.
    expect(prefixOf({ DATABASE_URL: 'sqlite://:memory:' })).not.toBe(prefixOf({ DATABASE_URL: 'sqlite://:memory:' }));
  });

  it('is taken as given when set, ending in a colon', () => {
    expect(prefixOf({ REDIS_PREFIX: 'irama-prod' })).toBe('irama-prod:');
    expect(prefixOf({ REDIS_PREFIX: 'irama:prod:' })).toBe('irama:prod:');
  });

  it('refuses a value with spaces or other characters', () => {
    for (const value of ['irama prod', 'irama*', 'x'.repeat(65)]) {
      expect(() => prefixOf({ REDIS_PREFIX: value })).toThrow(/Invalid configuration: REDIS_PREFIX/);
    }
  });

  it('is derived when given empty, never an empty prefix shared by every deployment', () => {
    expect(prefixOf({ REDIS_PREFIX: '' })).toBe(prefixOf({}));
    expect(prefixOf({ REDIS_PREFIX: '' })).not.toBe('');
  });
});

describe('a setting given as NAME= with nothing after it', () => {
  it('counts as not set, so it takes the default', () => {
    const unset = loadConfig({ DATA_DIR: '/srv/irama' });
    const empty = loadConfig({ DATA_DIR: '/srv/irama', DATABASE_URL: '', PORT: '', LOG_LEVEL: '', SEED_DEMO: '' });
    expect(empty.databaseUrl).toBe('sqlite:///srv/irama/irama.sqlite');
    expect([empty.databaseUrl, empty.port, empty.logLevel, empty.seedDemo]).toEqual([
      unset.databaseUrl,
      unset.port,
      unset.logLevel,
      unset.seedDemo,
    ]);
  });
});

describe('STORAGE_URL', () => {
  const storageOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/srv/irama', ...env }).storage;

  it('keeps media in DATA_DIR when unset or file:', () => {
    expect(storageOf({})).toEqual({ kind: 'file' });
    expect(storageOf({ STORAGE_URL: 'file:' })).toEqual({ kind: 'file' });
  });

  it('names a bucket, a folder in it, the region, endpoint and credentials', () => {
    expect(
      storageOf({
        STORAGE_URL: 's3://irama-media/prod/eu/',
        AWS_REGION: 'ap-southeast-3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'irama-media',
      prefix: 'prod/eu',
      region: 'ap-southeast-3',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(storageOf({ STORAGE_URL: 's3://irama-media', AWS_ENDPOINT_URL: 'https://s3.example.net' })).toEqual({
      kind: 's3',
      bucket: 'irama-media',
      prefix: '',
      region: 'us-east-1',
      endpoint: 'https://s3.example.net',
      credentials: undefined,
    });
  });

  it('refuses another scheme or a bucket name S3 would not take', () => {
    for (const value of ['/srv/media', 'gs://bucket', 's3://', 's3://Bucket_Name/x', 'file:///srv/media']) {
      expect(() => storageOf({ STORAGE_URL: value }), value).toThrow(/Invalid configuration: STORAGE_URL/);
    }
  });
});
