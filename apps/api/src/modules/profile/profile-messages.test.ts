import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

// Issue 19: a customer chooses the channels its reminders come on (email always) and their language.
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/tor/update-my-profile', headers: bearer(token), payload });
const me = async (token: string) => (await t.app.inject({ url: '/tor/my-profile', headers: bearer(token) })).json();

describe('PUT /tor/update-my-profile: message channels and language', () => {
  it('saves the channels and the language without the current password', async () => {
    const token = await signIn(t.app, await buildUser(t.db));
    const res = await put(token, { messageChannels: ['whatsapp', 'sms'], language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ messageChannels: ['whatsapp', 'sms'], language: 'hi' });
    expect(await me(token)).toMatchObject({ messageChannels: ['whatsapp', 'sms'], language: 'hi' });
  });

  it('keeps a channel sent twice once', async () => {
    const token = await signIn(t.app, await buildUser(t.db));
    expect((await put(token, { messageChannels: ['whatsapp', 'whatsapp'] })).json().profile.messageChannels).toEqual(['whatsapp']);
  });

  it('turns every optional channel off with an empty list (email stays), and back to English', async () => {
    const token = await signIn(t.app, await buildUser(t.db));
    await put(token, { messageChannels: ['sms'], language: 'hi' });
    expect((await put(token, { messageChannels: [], language: 'en' })).statusCode).toBe(200);
    expect(await me(token)).toMatchObject({ messageChannels: [], language: 'en' });
  });

  it('keeps the channels when only the language changes, and the other way round', async () => {
    const token = await signIn(t.app, await buildUser(t.db));
    await put(token, { messageChannels: ['whatsapp'] });
    await put(token, { language: 'hi' });
    expect(await me(token)).toMatchObject({ messageChannels: ['whatsapp'], language: 'hi' });
  });

  it('refuses an unknown channel or language with 400 and the rule', async () => {
    const token = await signIn(t.app, await buildUser(t.db));
    const cases: [object, string][] = [
      [{ messageChannels: ['email'] }, 'Message channels may be sms and whatsapp (email is always on).'],
      [{ messageChannels: 'sms' }, 'Message channels may be sms and whatsapp (email is always on).'],
      [{ language: 'fr' }, 'Language must be en (English) or hi (Hindi).'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(token, payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    expect(await me(token)).toMatchObject({ messageChannels: ['sms'], language: 'en' });
  });
});
