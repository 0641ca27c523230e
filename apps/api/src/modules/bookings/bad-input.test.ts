import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { buildAdmin, buildBooking, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { allowManyUpcoming, bookableCatalog, dayAhead } from './test-fixtures.js';

// Every catalog, booking and settings route, fed field by field with hostile values: never a 5xx.
const OURS = new Set<string>([
  api.getServices,
  api.createServices,
  api.updateService,
  api.deleteService,
  api.getCategories,
  api.createCategory,
  api.updateCategory,
  api.deleteCategory,
  api.getSubCategories,
  api.createSubCategory,
  api.updateSubCategory,
  api.deleteSubCategory,
  api.getCategoriesName,
  api.getSubCategoriesName,
  api.getServicesName,
  api.createBooking,
  api.createPublicBooking,
  api.getAllBookings,
  api.getTodayBookings,
  api.myBookings,
  api.getAvailability,
  api.updateBooking,
  api.updateBookingStatus,
  api.cancelBooking,
  api.rescheduleBooking,
  api.deleteBooking,
  api.getSettings,
  api.updateSettings,
  api.getMetrics,
]);
const HOSTILE: unknown[] = [
  null,
  42,
  true,
  [],
  {},
  '',
  '\u0000',
  'x'.repeat(3000),
  '9999-12-31',
  '0001-01-01',
  '2024-02-30',
  '99:99',
  '1e309',
  -1,
];
const QUERY_HOSTILE = ['', '%00', 'abc', '-1', '1e30', '9999-12-31', '0001-01-01', 'z'.repeat(500), '%E0%A4'];

let t: TestContext;
let admin: Record<string, string>;
let user: Record<string, string>;
let customerId: string;
let serviceId: string;
let baseline: Record<string, unknown>;
let query: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  await allowManyUpcoming(t.db);
  const customer = await buildUser(t.db);
  customerId = customer.id;
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  user = bearer(await signIn(t.app, customer));
  const catalog = await bookableCatalog(t.db, { publicKey: 'basic' });
  serviceId = catalog.service.id;
  baseline = {
    ...catalog.body({ date: dayAhead(30) }),
    description: 'd',
    price: '10 rs',
    status: 'Confirmed',
    publicKey: 'basic',
    employeeId: null,
    service: 'basic',
    carType: 'suv',
    vehicleNo: 'DL01AB1234',
    phone: '9876543210',
    timeSlot: 'morning',
    bays: 2,
    timeZone: 'Asia/Kolkata',
    slotMinutes: 30,
  };
  query = {
    id: '',
    page: '1',
    limit: '10',
    q: 'a',
    from: dayAhead(-1),
    to: dayAhead(1),
    status: 'Pending',
    assigned: 'me',
    date: dayAhead(2),
    serviceName: catalog.service.serviceName,
  };
});
afterAll(() => t.close());

const qs = (q: Record<string, string>) =>
  Object.entries(q)
    .map(([k, v]) => `${k}=${v.includes('%') ? v : encodeURIComponent(v)}`)
    .join('&');

describe('hostile input', () => {
  it('never produces a server error on any catalog, booking or settings route', async () => {
    const routes = t.app.routeAccess.filter((r) => OURS.has(r.url));
    expect(routes.length).toBe(OURS.size);
    type Op = {
      parameters?: { name: string; in: string }[];
      requestBody?: { content: Record<string, { schema: { properties?: object } }> };
    };
    const spec = t.app.swagger() as { paths: Record<string, Record<string, Op>> };
    const failures: string[] = [];
    const probe = async (method: string, url: string, payload: unknown, auth: Record<string, string>) => {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      if (res.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}: ${res.statusCode}`);
    };
    for (const { method, url, access } of routes) {
      // Each route is probed as a caller it admits, so validation and the rules behind it really run.
      const auth = access === 'public' || access === 'signed-in' || access.includes('Admin') ? admin : user;
      const booking = await buildBooking(t.db, { userId: customerId, serviceId });
      const q = { ...query, id: booking.id };
      const op = spec.paths[url]?.[method.toLowerCase()];
      const params = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const fields = Object.keys(op?.requestBody?.content['application/json']?.schema.properties ?? {});
      const withBody = method === 'POST' || method === 'PUT';
      for (const key of params)
        for (const bad of QUERY_HOSTILE) await probe(method, `${url}?${qs({ ...q, [key]: bad })}`, withBody ? baseline : undefined, auth);
      if (!withBody) continue;
      for (const key of fields.length > 0 ? fields : Object.keys(baseline))
        for (const bad of HOSTILE) await probe(method, `${url}?${qs(q)}`, { ...baseline, [key]: bad }, auth);
      for (const body of [null, [], 'text', 7]) await probe(method, `${url}?${qs(q)}`, body, auth);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
