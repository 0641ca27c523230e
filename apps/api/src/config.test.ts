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
    // variable, its text, the config field it sets, the value read
    const variables: [string, string, string, unknown][] = [
      ['PORT', '5000', 'PORT', 5000],
      ['HOST', '0.0.0.0', 'HOST', '0.0.0.0'],
      ['DATA_DIR', '/tmp/x', 'DATA_DIR', '/tmp/x'],
      ['DATABASE_URL', 'postgres://a@b/c', 'DATABASE_URL', 'postgres://a@b/c'],
      ['DEMO_DATA', '1', 'DEMO_DATA', true],
      ['MAIL_OUTBOX_DIR', '/tmp/o', 'outboxDir', '/tmp/o'],
      ['SMTP_URL', 'smtp://h', 'SMTP_URL', 'smtp://h'],
      ['LOG_LEVEL', 'warn', 'LOG_LEVEL', 'warn'],
      ['ADMIN_USERNAME', 'boss', 'ADMIN_USERNAME', 'boss'],
      ['REDIS_URL', 'redis://x', 'REDIS_URL', 'redis://x'],
    ];
    const c = loadConfig(Object.fromEntries(variables.map(([name, text]) => [name, text])));
    expect(c).toMatchObject(Object.fromEntries(variables.map(([, , field, value]) => [field, value])));
  });

  it("starts the business details from BRAND.md's sample values", () => {
    expect(loadConfig({}).business).toEqual({
      name: 'Auto Spa',
      street: 'Plot 42, Sector 18',
      city: 'Gurugram',
      region: 'Haryana',
      postalCode: '122015',
      phones: ['+91 98100 12345', '+91 98100 67890'],
      emails: ['hello@autospa.example', 'bookings@autospa.example'],
      mapUrl: null,
    });
  });

  it('reads the BUSINESS_* variables: lists comma-separated, phones normalised', () => {
    // variable, its text, the business detail it sets, the value read
    const variables: [string, string, string, unknown][] = [
      ['BUSINESS_NAME', 'Shine Car Care', 'name', 'Shine Car Care'],
      ['BUSINESS_STREET', '12 FC Road', 'street', '12 FC Road'],
      ['BUSINESS_CITY', 'Pune', 'city', 'Pune'],
      ['BUSINESS_REGION', 'Maharashtra', 'region', 'Maharashtra'],
      ['BUSINESS_POSTAL_CODE', '411004', 'postalCode', '411004'],
      ['BUSINESS_PHONES', '9822055555, +91 70000 11111', 'phones', ['+91 98220 55555', '+91 70000 11111']],
      ['BUSINESS_EMAILS', 'Desk@Shine.example,owner@shine.example', 'emails', ['desk@shine.example', 'owner@shine.example']],
      ['BUSINESS_MAP_URL', 'https://maps.example/shine', 'mapUrl', 'https://maps.example/shine'],
    ];
    const c = loadConfig(Object.fromEntries(variables.map(([name, text]) => [name, text])));
    expect(c.business).toEqual(Object.fromEntries(variables.map(([, , field, value]) => [field, value])));
  });

  it('rejects business details the settings would reject, naming the variable', () => {
    expect(() => loadConfig({ BUSINESS_PHONES: '12345' })).toThrow(
      'Invalid configuration: BUSINESS_PHONES: Each phone must be an Indian number: +91 and 10 digits starting with 6 to 9, e.g. +91 98100 12345.',
    );
    expect(() => loadConfig({ BUSINESS_REGION: 'Bavaria' })).toThrow(
      'Invalid configuration: BUSINESS_REGION: State must be one of the Indian states and union territories.',
    );
    expect(() => loadConfig({ BUSINESS_POSTAL_CODE: '012345' })).toThrow(/BUSINESS_POSTAL_CODE: PIN code must be 6 digits/);
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
