import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '@autospa/db';
import { buildAdmin, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4 résumé body');

async function submitApplication(name: string, fileName = `${name} CV.pdf`) {
  const boundary = 'b0undary';
  const field = (k: string, v: string) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('name', name) + field('email', 'apply@example.test') + field('phone', '9000011111') + field('location', 'Delhi')),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="resume"; filename="${fileName}"\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  await t.app.inject({
    method: 'POST',
    url: '/tor/job-application',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('Admin inbox', () => {
  it('lists contact messages, marks them read, deletes them', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/tor/contact',
      payload: { fullName: 'Inbox Person', email: 'in@example.test', phone: '9811100001', serviceType: 'wax', message: 'Hello' },
    });
    const list = await t.app.inject({ url: '/tor/get-contact-messages', headers: admin });
    expect(list.statusCode).toBe(200);
    const item = list.json().data.find((m: { fullName: string }) => m.fullName === 'Inbox Person');
    expect(item).toMatchObject({ email: 'in@example.test', serviceType: 'wax', read: false });
    expect(
      (await t.app.inject({ method: 'PUT', url: `/tor/update-contact-message?id=${item._id}`, payload: { read: true }, headers: admin }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/tor/get-contact-messages?q=Inbox', headers: admin })).json().data[0].read).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: `/tor/delete-contact-message?id=${item._id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/tor/delete-contact-message?id=${item._id}`, headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('lists subscribers with paging and search', async () => {
    for (const e of ['one@news.test', 'two@news.test', 'three@news.test'])
      await t.app.inject({ method: 'POST', url: '/tor/newsletter', payload: { email: e } });
    const res = await t.app.inject({ url: '/tor/get-newsletter-subscribers?q=news.test&page=1&limit=2', headers: admin });
    expect(res.json().total).toBe(3);
    expect(res.json().data).toHaveLength(2);
  });

  it('lists applications without the file and downloads the résumé byte for byte', async () => {
    await submitApplication('Ravi Kumar');
    const list = await t.app.inject({ url: '/tor/get-job-applications?q=Ravi', headers: admin });
    const item = list.json().data[0];
    expect(item).toMatchObject({ name: 'Ravi Kumar', location: 'Delhi', resumeName: 'Ravi Kumar CV.pdf', resumeSize: PDF.length });
    expect(list.body).not.toContain('PDF-1.4');
    const file = await t.app.inject({ url: `/tor/download-resume?id=${item._id}`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment;');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  // Issue 14, item 7: a résumé never renders in our origin, whatever its name or the type it was stored with.
  it('serves a résumé as an attachment named after its real type, with a name that cannot break the header', async () => {
    const [row] = await t.db
      .insert(jobApplications)
      .values({
        name: 'Header Trick',
        email: 'trick@example.test',
        phone: '9000011112',
        location: 'Delhi',
        resumeName: '../..\\evil"; filename=x.html\r\nSet-Cookie: a=b\u202efdp.html',
        resumeType: 'application/pdf',
        resumeSize: PDF.length,
        resume: PDF,
      })
      .returning();
    const file = await t.app.inject({ url: `/tor/download-resume?id=${row!.id}`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-type']).toBe('application/pdf');
    const disposition = String(file.headers['content-disposition']);
    expect(file.headers['set-cookie']).toBeUndefined();
    const [, ascii, encoded] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(disposition) ?? [];
    expect(ascii).toMatch(/^[\x20-\x7e]+\.pdf$/);
    expect(ascii).not.toMatch(/[\\/";]/);
    const exact = decodeURIComponent(encoded!);
    expect(
      [...exact].some((c) => c.charCodeAt(0) < 0x20 || c === '\u202e' || c === '/' || c === '\\' || c === '"'),
      exact,
    ).toBe(false);
    expect(exact).toMatch(/\.pdf$/);
  });

  it('serves stored bytes that are not a résumé as application/octet-stream, never as the stored type', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const [row] = await t.db
      .insert(jobApplications)
      .values({
        name: 'Old Row',
        email: 'old@example.test',
        phone: '9000011113',
        location: 'Delhi',
        resumeName: 'cv.html',
        resumeType: 'text/html',
        resumeSize: html.length,
        resume: html,
      })
      .returning();
    const file = await t.app.inject({ url: `/tor/download-resume?id=${row!.id}`, headers: admin });
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="cv.html.bin"; filename*=UTF-8''cv.html.bin`);
  });

  it('stores an uploaded name without its path and with the extension of what the file is', async () => {
    await submitApplication('Path Trick', '../../cv.html');
    const item = (await t.app.inject({ url: '/tor/get-job-applications?q=Path%20Trick', headers: admin })).json().data[0];
    expect(item.resumeName).toBe('cv.html.pdf');
  });

  it('is Admin only', async () => {
    const user = bearer(await signIn(t.app, await buildUser(t.db)));
    for (const url of ['/tor/get-contact-messages', '/tor/get-newsletter-subscribers', '/tor/get-job-applications']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: user })).statusCode).toBe(403);
    }
  });

  it('answers 404 for an unknown résumé', async () => {
    const res = await t.app.inject({ url: '/tor/download-resume?id=00000000-0000-4000-8000-000000000000', headers: admin });
    expect(res.statusCode).toBe(404);
  });
});
