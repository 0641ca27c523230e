import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildService, buildUser } from '@autospa/db/testing';
import { dayAhead } from '../modules/bookings/test-fixtures.js';
import { setupTestApp, type TestContext } from './harness.js';
import { multipart, PDF } from './uploads.js';

// Every limited route answers 429 once its limit is used up: sign-in failures (per address and per
// account), password codes, password changes, registration and the public forms.
const LIMIT = 3;
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({
    limits: {
      loginFailuresPerIp: LIMIT,
      loginFailuresPerAccount: LIMIT,
      sendOtpPerWindow: LIMIT,
      updatePasswordPerWindow: LIMIT,
      registrationsPerWindow: LIMIT,
      publicFormsPerWindow: LIMIT,
      publicBookingsPerAddress: LIMIT,
    },
  });
  await buildService(t.db, { publicKey: 'basic' });
});
afterAll(() => t.close());

type Request = InjectOptions;

/** Sends LIMIT + 1 requests from one address, each built from its number; returns the statuses. */
async function statuses(make: (n: number) => Request, remoteAddress = '10.0.0.1'): Promise<number[]> {
  const codes: number[] = [];
  for (let n = 0; n <= LIMIT; n++) {
    const res = await t.app.inject({ ...make(n), remoteAddress });
    if (res.statusCode === 429) expect(res.json().message).toMatch(/too many/i);
    codes.push(res.statusCode);
  }
  return codes;
}

const post = (url: string, payload: object): Request => ({ method: 'POST', url, payload });
const phone = (n: number) => `98${String(n).padStart(8, '0')}`;

describe('rate limits', () => {
  it('POST /tor/login: 429 after repeated failures from one address', async () => {
    expect(await statuses(() => post('/tor/login', { username: 'nobody', password: 'wrong-password' }), '10.0.1.1')).toEqual([
      401, 401, 401, 429,
    ]);
  });

  it('POST /tor/login: 429 after repeated failures for one account, even from new addresses, with the right password too', async () => {
    const user = await buildUser(t.db);
    const codes: number[] = [];
    for (let n = 0; n < LIMIT; n++)
      codes.push(
        (
          await t.app.inject({
            ...post('/tor/login', { username: user.username, password: 'wrong-password' }),
            remoteAddress: `10.0.2.${n}`,
          })
        ).statusCode,
      );
    const right = await t.app.inject({
      ...post('/tor/login', { username: user.username, password: user.password }),
      remoteAddress: '10.0.2.99',
    });
    expect([...codes, right.statusCode]).toEqual([401, 401, 401, 429]);
    expect(right.json().message).toBe('Too many failed sign-in attempts. Please wait a while and try again.');
  });

  it('POST /tor/send-otp', async () => {
    expect(await statuses((n) => post('/tor/send-otp', { emailId: `someone${n}@example.test` }), '10.0.3.1')).toEqual([200, 200, 200, 429]);
  });

  it('POST /tor/update-password', async () => {
    const codes = await statuses(
      () => ({
        ...post('/tor/update-password?token=not-a-token', {
          otp: 123456,
          newPassword: 'new-password-1',
          confirmPassword: 'new-password-1',
        }),
      }),
      '10.0.4.1',
    );
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1)).not.toContain(429);
  });

  it('POST /tor/create-user (self-registration)', async () => {
    const codes = await statuses(
      (n) =>
        post('/tor/create-user', {
          username: `limited${n}`,
          emailId: `limited${n}@example.test`,
          password: 'password-123',
          confirmPassword: 'password-123',
          phone: phone(n),
          carNo: 'DL01AB1234',
        }),
      '10.0.5.1',
    );
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it('POST /tor/newsletter, /tor/contact, /tor/job-application, /tor/create-public-booking', async () => {
    const contact = (n: number) =>
      post('/tor/contact', { fullName: 'Asha', email: `asha${n}@example.test`, phone: phone(n), serviceType: 'basic', message: 'Hello' });
    const apply = (n: number): Request => ({
      method: 'POST',
      url: '/tor/job-application',
      ...multipart(
        { name: 'Kiran', email: `kiran${n}@example.test`, phone: phone(n), location: 'Karnataka' },
        { name: 'cv.pdf', bytes: PDF },
      ),
    });
    const book = (n: number) =>
      post('/tor/create-public-booking', {
        service: 'basic',
        carType: 'sedan',
        vehicleNo: 'DL01AB1234',
        name: 'Guest',
        phone: phone(n),
        date: dayAhead(3),
        timeSlot: 'morning',
      });
    expect({
      newsletter: await statuses((n) => post('/tor/newsletter', { email: `fan${n}@example.test` }), '10.0.6.1'),
      contact: await statuses(contact, '10.0.6.2'),
      application: await statuses(apply, '10.0.6.3'),
      booking: await statuses(book, '10.0.6.4'),
    }).toEqual({
      newsletter: [201, 201, 201, 429],
      contact: [201, 201, 201, 429],
      application: [201, 201, 201, 429],
      booking: [201, 201, 201, 429],
    });
  });

  it('counts each address apart: another address is still served', async () => {
    const res = await t.app.inject({ ...post('/tor/newsletter', { email: 'other@example.test' }), remoteAddress: '10.0.6.250' });
    expect(res.statusCode).toBe(201);
  });
});
