import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies DESIGN.md defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 4001, HOST: '127.0.0.1', DEMO_DATA: false, LOG_LEVEL: 'info' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATA_DIR).toMatch(/\/data$/);
    expect(c.outboxDir).toBe(`${c.DATA_DIR}/outbox`);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '5000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://a@b/c',
      DEMO_DATA: '1',
      MAIL_OUTBOX_DIR: '/tmp/o',
      SMTP_URL: 'smtp://h',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'boss',
      REDIS_URL: 'redis://x',
    });
    expect(c).toMatchObject({
      PORT: 5000,
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://a@b/c',
      DEMO_DATA: true,
      outboxDir: '/tmp/o',
      SMTP_URL: 'smtp://h',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'boss',
      REDIS_URL: 'redis://x',
    });
  });

  it('scales request limits by RATE_LIMIT_FACTOR', () => {
    expect(loadConfig({ RATE_LIMIT_FACTOR: '10' }).limits.loginFailuresPerIp).toBe(500);
    expect(loadConfig({}).limits.loginFailuresPerIp).toBe(50);
  });

  it('treats empty values as unset and rejects nonsense with a clear error', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid configuration: PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
