import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, startAnotherInstance, type TestContext } from '../../test/harness.js';
import { bookableCatalog, dayAhead } from './test-fixtures.js';

// A guest's manage link is mailed by one instance and opened days later, perhaps on another instance or after a
// restart: without MANAGE_LINK_SECRET every instance signs with the key kept in the database.
let a: TestContext;
let b: Awaited<ReturnType<typeof startAnotherInstance>>;
beforeAll(async () => {
  a = await setupTestApp();
  b = await startAnotherInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('the manage link across instances', () => {
  it('opens on another instance of the app the booking made on the first', async () => {
    const catalog = await bookableCatalog(a.db);
    const made = await a.app.inject({
      method: 'POST',
      url: '/tor/create-guest-booking',
      payload: {
        name: 'Ravi Guest',
        phone: '9812345670',
        email: 'ravi@example.test',
        serviceName: catalog.service.serviceName,
        categoryName: catalog.category.name,
        subName: catalog.sub.subName,
        date: dayAhead(4),
        time: '11:30 AM',
        carNo: 'KA01MX7777',
      },
    });
    expect(made.statusCode).toBe(201);
    const { manageToken, booking } = made.json<{ manageToken: string; booking: { _id: string } }>();
    const opened = await b.app.inject({ url: `/tor/get-managed-booking?token=${encodeURIComponent(manageToken)}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().booking._id).toBe(booking._id);
  });
});
