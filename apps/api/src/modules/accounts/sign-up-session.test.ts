import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp, type TestContext } from '../../test/harness.js';
import { signUpBodies } from './test-fixtures.js';

// Issue 16 item 6: registering signs the customer in, with the session login would answer.
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const { userBody } = signUpBodies('nisha', '96');

describe('POST /tor/create-user without a token', () => {
  it('answers a session for the new customer that /tor/me accepts', async () => {
    const body = userBody();
    const res = await t.app.inject({ method: 'POST', url: '/tor/create-user', payload: body });
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ typeOfUser: 'User', username: body.username, email: body.emailId, employeeId: answer.id });
    expect(typeof answer.token).toBe('string');
    const me = await t.app.inject({ url: '/tor/me', headers: bearer(answer.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: answer.id, typeOfUser: 'User', username: body.username });
  });
});
