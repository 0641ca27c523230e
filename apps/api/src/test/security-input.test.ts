import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '@autospa/contract';
import { buildAdmin } from '@autospa/db/testing';
import { changedTables, snapshot } from './db-snapshot.js';
import { bearer, setupTestApp, signIn, type TestContext } from './harness.js';
import { multipart, PDF } from './uploads.js';

// Uploads that are not a résumé are refused without storing anything; SQL and HTML in any text field are
// stored and given back as the same text.
let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
});
afterAll(() => t.close());

const SQL = "'); drop table bookings;--";
const HTML = '<script>alert(1)</script>';
const applicant = { name: 'Kiran Rao', email: 'kiran@example.test', phone: '9876501234', location: 'Karnataka' };
const apply = (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
  t.app.inject({ method: 'POST', url: '/tor/job-application', ...multipart(fields, file) });

describe('POST /tor/job-application uploads', () => {
  it('refuses a file that is not a PDF or Word document with 415, whatever its name, and stores nothing', async () => {
    const before = await snapshot(t.pool);
    const fakes = [
      { name: 'cv.pdf', bytes: Buffer.from('just some text, not a PDF') },
      { name: 'cv.docx', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]) }, // a ZIP that is not a Word file
      { name: 'cv.doc', bytes: Buffer.from('MZ\x90\x00 an executable') },
      { name: 'cv.pdf', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) }, // a PNG
      { name: 'cv.html', bytes: Buffer.from(HTML) },
    ];
    for (const file of fakes) {
      const res = await apply(applicant, file);
      expect([file.name, res.statusCode]).toEqual([file.name, 415]);
    }
    expect(changedTables(before, await snapshot(t.pool))).toEqual([]);
  });

  it('refuses a résumé over the size limit with 413, and stores nothing', async () => {
    const before = await snapshot(t.pool);
    const big = Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES, 0x20)]);
    const res = await apply(applicant, { name: 'cv.pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(changedTables(before, await snapshot(t.pool))).toEqual([]);
  });

  it('refuses a body that is not multipart with 415, and a malformed multipart body with 400 (not 500)', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/tor/job-application', payload: applicant });
    expect(json.statusCode).toBe(415);
    for (const [type, payload] of [
      ['multipart/form-data', '{"a":1}'],
      ['multipart/form-data; boundary=x', '{"a":1}'],
      ['multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="name"\r\n\r\ncut off'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/tor/job-application', headers: { 'content-type': type }, payload });
      expect([type, payload, res.statusCode, res.json().message]).toEqual([type, payload, 400, 'The form data could not be read.']);
    }
  });

  it('accepts a real PDF (the control case)', async () => {
    expect((await apply(applicant, { name: 'cv.pdf', bytes: PDF })).statusCode).toBe(201);
  });
});

describe('SQL and HTML in text fields', () => {
  it('stores a service with them and gives back the same text, as JSON; the tables stay', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tor/create-services',
      headers: admin,
      payload: { serviceName: SQL, description: HTML, price: '499 rs', time: '30 min' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await t.app.inject({ url: '/tor/get-services' });
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ serviceName: SQL, description: HTML })]));
    const tables = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from bookings`);
    expect(tables.rows[0]!.n).toBe(0);
  });

  it('stores a contact message and a category with them, and the Admin reads them back unchanged', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/tor/contact',
      payload: { fullName: HTML, email: 'x@example.test', phone: '9811100000', serviceType: 'basic', message: `${SQL} ${HTML}` },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const inbox = await t.app.inject({ url: '/tor/get-contact-messages', headers: admin });
    expect(inbox.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ fullName: HTML, message: `${SQL} ${HTML}` })]));
    const category = await t.app.inject({
      method: 'POST',
      url: '/tor/create-Category',
      headers: admin,
      payload: { name: '<img src=x onerror=alert(1)>' },
    });
    expect(category.statusCode, category.body).toBe(201);
    const categories = await t.app.inject({ url: '/tor/get-categories' });
    expect(categories.json().data.map((c: { name: string }) => c.name)).toContain('<img src=x onerror=alert(1)>');
  });

  it('treats them as plain text in searches: no error, no match, LIKE wildcards are literal', async () => {
    for (const q of [SQL, HTML, '%', '_', '\\', "' or '1'='1"]) {
      const res = await t.app.inject({ url: `/tor/get-allbookings?page=1&limit=25&q=${encodeURIComponent(q)}`, headers: admin });
      expect([q, res.statusCode, res.json().total]).toEqual([q, 200, 0]);
    }
    const tables = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.rows[0]!.n).toBeGreaterThan(10);
  });
});
