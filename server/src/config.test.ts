import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.FPL_CACHE_TTL_SECONDS).toBe(6 * 3600);
  });

  it('takes LOG_FORMAT json or pretty; empty or unset leaves the choice to the start-up', () => {
    expect(loadConfig({}).LOG_FORMAT).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: '' }).LOG_FORMAT).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('takes a postgres:// DATABASE_URL, leaves it unset for SQLite, and refuses anything else', () => {
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/fpl' }).DATABASE_URL).toBe(
      'postgres://u:p@db:5432/fpl',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u@db/fpl' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('runs work in this process by default; the Postgres queue needs DATABASE_URL, other roles the queue', () => {
    const defaults = loadConfig({});
    expect([defaults.WORK_QUEUE, defaults.SERVER_ROLE, defaults.WORK_QUEUE_LIMIT]).toEqual([
      'local',
      'all',
      64,
    ]);
    const url = 'postgres://u:p@db:5432/fpl';
    expect(loadConfig({ WORK_QUEUE: 'postgres', DATABASE_URL: url, SERVER_ROLE: 'worker' }).SERVER_ROLE).toBe(
      'worker',
    );
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as ConfigError).variables;
      }
      return [];
    };
    expect(refused({ WORK_QUEUE: 'postgres' })).toEqual(['WORK_QUEUE']);
    expect(refused({ SERVER_ROLE: 'web', DATABASE_URL: url })).toEqual(['SERVER_ROLE']);
    expect(refused({ SERVER_ROLE: 'both' })).toEqual(['SERVER_ROLE']);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    try {
      loadConfig({ PORT: '99999', FPL_API_BASE: 'not a url' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).variables).toEqual(expect.arrayContaining(['PORT', 'FPL_API_BASE']));
    }
  });

  it('refuses a short JWT secret and requires one in production', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ SMTP_HOST: '', PORT: '' }).SMTP_HOST).toBeUndefined();
  });
});
