import fc from 'fast-check';
import type { App } from '../app.js';
import type { Caller, World } from './world.js';

// Random and malformed requests for one route. The field names come from the route's own OpenAPI schema, so
// new routes are fuzzed with their real fields; values mix plausible ones (ids and names that exist) with junk.

export interface RouteShape {
  method: string;
  url: string;
  query: string[];
  body: string[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

export function routeShapes(app: App): RouteShape[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return app.routeAccess.map(({ method, url }) => {
    const op = doc.paths[url]?.[method.toLowerCase()];
    const content = op?.requestBody?.content ?? {};
    const body = Object.values(content).flatMap((c) => Object.keys(c.schema?.properties ?? {}));
    return { method, url, query: (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name), body: [...new Set(body)] };
  });
}

export interface FuzzRequest {
  caller: Caller;
  query: string;
  payload?: string;
  headers: Record<string, string>;
}

const nasty = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "'); drop table bookings;--",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '%',
  '%zz',
  '%00',
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  'ＡＢＣ',
  'x'.repeat(5_000),
  '../../etc/passwd',
  '${jndi:ldap://x}',
];

function plausible(world: World): string[] {
  const c = world.catalog;
  return [
    ...world.ids(),
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
    c.category.name,
    c.sub.subName,
    c.service.serviceName,
    world.day,
    '2020-01-01',
    '2024-02-30',
    '9999-12-31',
    '10:00 AM',
    '25:00',
    '14:30',
    world.user.email,
    world.user.username,
    '9876543210',
    'DL01AB1234',
    'correct-horse-9',
    '123456',
    'Pending',
    'Completed',
    'Admin',
    'basic',
    'this-month',
    'custom',
    '1',
    '25',
    '201',
    '100001',
  ];
}

export function valueArb(world: World): fc.Arbitrary<unknown> {
  const strings = fc.oneof(fc.constantFrom(...plausible(world), ...nasty), fc.string(), fc.string({ unit: 'binary', maxLength: 40 }));
  return fc.oneof(
    { weight: 4, arbitrary: strings },
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(strings, { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), strings, { maxKeys: 3 }),
  );
}

/** A valid value for a field of that name, where one is known: gets requests past validation into the rules. */
function validFor(world: World): Record<string, unknown[]> {
  const c = world.catalog;
  return {
    id: world.ids(),
    name: [c.category.name, 'Kiran Rao'],
    subName: [c.sub.subName],
    serviceName: [c.service.serviceName],
    date: [world.day],
    time: ['10:00 AM', '14:30'],
    carNo: ['DL01AB1234'],
    vehicleNo: ['DL01AB1234'],
    userId: [world.user.id],
    employeeId: [world.employee.id, null],
    bookingId: [world.booking.id],
    status: ['Confirmed', 'Cancelled', 'Active'],
    email: ['fuzz@example.test'],
    emailId: ['fuzz@example.test', world.user.email],
    phone: ['9812345678'],
    username: ['fuzzer', world.user.username],
    password: ['password-123', 'correct-horse-9'],
    confirmPassword: ['password-123'],
    newPassword: ['password-123'],
    currentPassword: [world.user.password, 'password-123'],
    token: [world.profileChangeToken],
    otp: [123456],
    price: ['499 rs'],
    description: ['Foam wash.'],
    fullName: ['Asha Verma'],
    message: ['Hello'],
    serviceType: ['basic'],
    location: ['Karnataka'],
    service: ['basic'],
    carType: ['sedan'],
    timeSlot: ['morning'],
    bays: [3],
    page: [1],
    limit: [25],
    period: ['this-month', 'custom'],
    from: [world.day],
    to: [world.day],
    amount: [500, '500'],
    amountPaise: [50_000],
    method: ['cash', 'upi'],
    category: ['supplies'],
    note: ['note'],
    active: [true, false],
  };
}

function fieldArb(field: string, world: World, valid: Record<string, unknown[]>): fc.Arbitrary<unknown> {
  const known = valid[field];
  return known?.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, valueArb(world)) : valueArb(world);
}

function bodyArb(shape: RouteShape, world: World): fc.Arbitrary<string | undefined> {
  const value = valueArb(world);
  const valid = validFor(world);
  const mostlyValid = fc
    .tuple(...shape.body.map((k) => fc.option(fieldArb(k, world, valid), { freq: 6, nil: undefined })))
    .map((vs) => JSON.stringify(Object.fromEntries(shape.body.map((k, i) => [k, vs[i]]).filter(([, v]) => v !== undefined))));
  const keys = shape.body.length ? fc.constantFrom(...shape.body, '__proto__', 'extra') : fc.constantFrom('__proto__', 'extra', 'id');
  const withFields = fc.dictionary(keys, value, { maxKeys: shape.body.length + 2 }).map((o) => JSON.stringify(o));
  // Every known field present, each with a random value: gets past "x is required" into the handlers.
  const allFields = shape.body.length
    ? fc.tuple(...shape.body.map(() => value)).map((vs) => JSON.stringify(Object.fromEntries(shape.body.map((k, i) => [k, vs[i]]))))
    : withFields;
  return fc.oneof(
    { weight: shape.body.length ? 6 : 0, arbitrary: mostlyValid },
    { weight: 3, arbitrary: allFields },
    { weight: 3, arbitrary: withFields },
    fc.constant(undefined),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'nul',
      '"',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '\u0000',
      '{"a":1}garbage',
    ),
    fc.constant(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
    fc.string({ maxLength: 200 }),
  );
}

// Percent-encodes the UTF-8 bytes (encodeURIComponent throws on a lone surrogate; Buffer writes U+FFFD).
const encode = (v: string) =>
  [...Buffer.from(v, 'utf8')]
    .map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
    .join('');

const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function queryArb(shape: RouteShape, world: World): fc.Arbitrary<string> {
  const keys = fc.constantFrom(...shape.query, 'page', 'id', 'x', '__proto__');
  const encoded = fc
    .array(fc.tuple(keys, valueArb(world)), { maxLength: shape.query.length + 2 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(text(v))}`).join('&'));
  const raw = fc.string({ maxLength: 60 }).map((s) => s.replace(/[#\s]/g, ''));
  const valid = validFor(world);
  const mostlyValid = fc
    .tuple(...shape.query.map((k) => fc.option(fieldArb(k, world, valid), { freq: 3, nil: undefined })))
    .map((vs) => shape.query.flatMap((k, i) => (vs[i] === undefined ? [] : [`${encode(k)}=${encode(text(vs[i]))}`])).join('&'));
  return fc.oneof(
    { weight: shape.query.length ? 6 : 0, arbitrary: mostlyValid },
    { weight: 4, arbitrary: encoded },
    fc.constant(''),
    raw,
    fc.constantFrom('id=1&id=2', 'page[]=1', 'page=%', 'a=%zz&b=%00', 'limit=1&limit=2', 'q=%ED%A0%80', 'q=%C0%AF', 'id=%FF'),
  );
}

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'application/json, text/plain',
  ';;;',
];

export function requestArb(shape: RouteShape, world: World, allowed: Caller[]): fc.Arbitrary<FuzzRequest> {
  const header = fc.record(
    {
      'content-type': fc.oneof(
        { weight: 10, arbitrary: fc.constant('application/json') },
        fc.constantFrom(...contentTypes),
        fc.string({ maxLength: 30 }),
      ),
      authorization: fc.oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(64)}`, 'bearer x y'),
        fc.string({ maxLength: 40 }),
      ),
      'x-forwarded-for': fc.oneof(fc.constantFrom('1.2.3.4', '::1', 'garbage, 999.1.1.1'), fc.string({ maxLength: 20 })),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x'),
    },
    { requiredKeys: [] },
  );
  return fc.record({
    // Mostly a caller the route lets in, so the requests reach its rules; sometimes anyone.
    caller: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom<Caller>(...allowed) },
      fc.constantFrom<Caller>('anonymous', 'User', 'Employee', 'Admin'),
    ),
    query: queryArb(shape, world),
    payload: bodyArb(shape, world),
    headers: header.map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => /^[\t\x20-\x7e]*$/.test(v)))),
  });
}
