import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setupTestApp, type TestContext } from '../../test/harness.js';
import { zipOf } from '../../test/uploads.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x20)]);

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; field?: string }) {
  const boundary = '----autospa-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'resume'}"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const applicant = {
  name: 'Kiran Rao',
  email: 'kiran@example.test',
  phone: '9876501234',
  location: 'Karnataka',
  message: 'Five years of detailing.',
};
const apply = (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
  t.app.inject({ method: 'POST', url: '/tor/job-application', ...multipart(fields, file) });

describe('POST /tor/newsletter', () => {
  it('subscribes an email once (case-insensitively) and answers a repeat with 409', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/tor/newsletter', payload: { email: 'Fan@Example.test' } });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Thanks for subscribing!');
    const again = await t.app.inject({ method: 'POST', url: '/tor/newsletter', payload: { email: 'fan@example.test' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This email is already subscribed.');
  });

  it('rejects a bad email with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/tor/newsletter', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address.');
  });
});

describe('POST /tor/contact', () => {
  const message = {
    fullName: 'Asha Verma',
    email: 'asha@example.test',
    phone: '9811100000',
    serviceType: 'detailing',
    message: 'Can you do a ceramic coat on Sunday?',
  };

  it('stores the message, confirms, and emails the business', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/tor/contact', payload: message });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Thanks! We'll get back to you shortly.");
    const mail = (await t.outbox()).find((m) => m.subject.includes('Asha Verma'));
    expect(mail?.to).toContain('hello@autospa.example');
    expect(mail?.body).toContain('ceramic coat');
  });

  it.each([
    ['service type', { serviceType: 'spa-day' }, 'Please select a service.'],
    ['phone', { phone: '123' }, 'Phone must be exactly 10 digits.'],
    ['message', { message: '' }, 'Message is required.'],
    ['name', { fullName: '   ' }, 'Full Name is required.'],
  ])('rejects a bad %s with 400', async (_n, override, text) => {
    const res = await t.app.inject({ method: 'POST', url: '/tor/contact', payload: { ...message, ...override } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(text);
  });

  it('stores HTML and SQL as plain text', async () => {
    const payload = { ...message, fullName: `<img src=x onerror=alert(1)>'); drop table accounts;--`, email: 'x@example.test' };
    expect((await t.app.inject({ method: 'POST', url: '/tor/contact', payload })).statusCode).toBe(201);
  });

  it('rejects a NUL character with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/tor/contact', payload: { ...message, message: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /tor/job-application', () => {
  it('stores the application with its résumé and emails the business', async () => {
    const res = await apply(applicant, { name: 'kiran-cv.pdf', bytes: PDF });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Application submitted successfully!');
    expect((await t.outbox()).some((m) => m.subject.includes('Kiran Rao'))).toBe(true);
  });

  it('accepts .doc and .docx by their content', async () => {
    const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]);
    const docx = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    expect((await apply({ ...applicant, email: 'doc@example.test' }, { name: 'cv.doc', bytes: doc })).statusCode).toBe(201);
    expect((await apply({ ...applicant, email: 'docx@example.test' }, { name: 'cv.docx', bytes: docx })).statusCode).toBe(201);
  });

  it('refuses a file that is not a PDF or Word document, whatever its name, with 415', async () => {
    const res = await apply(applicant, { name: 'cv.pdf', bytes: Buffer.from('MZ\x90\x00 this is an executable') });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('The résumé must be a PDF or Word file (.pdf, .doc or .docx).');
  });

  // Issue 14, item 7: "PK" and the words "word/" somewhere in the bytes used to pass for a Word document.
  it.each([
    [
      'bytes that start like a ZIP and only mention word/document.xml',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('<html><script>alert(1)</script> word/document.xml')]),
    ],
    [
      'a real ZIP without word/document.xml (a spreadsheet)',
      zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>', 'word/': '' }),
    ],
    ['a ZIP whose directory is cut off', zipOf({ 'word/document.xml': '<w:document/>' }).subarray(0, 60)],
    ['an HTML page named .docx', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
  ])('refuses %s with 415', async (_name, bytes) => {
    const res = await apply({ ...applicant, email: 'fake-docx@example.test' }, { name: 'cv.docx', bytes });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('The résumé must be a PDF or Word file (.pdf, .doc or .docx).');
  });

  it("refuses a résumé over 5 MB with 413 and the form's message", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await apply(applicant, { name: 'huge.pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The résumé must be 5 MB or smaller.');
  });

  it('requires the résumé and the fields', async () => {
    expect((await apply(applicant)).json().message).toBe('Please attach your résumé.');
    const res = await apply({ ...applicant, location: 'Atlantis' }, { name: 'cv.pdf', bytes: PDF });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose your state.');
  });

  it('refuses a JSON body with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/tor/job-application', payload: applicant });
    expect(res.statusCode).toBe(415);
  });
});

describe('addresses stored by the public forms (issue 14, item 7: the Inbox turns them into mailto: links)', () => {
  const contact = { fullName: 'Header Trick', phone: '9811100000', serviceType: 'wax', message: 'Hi' };
  const tricks = [
    'victim@example.test?cc=all@evil.test',
    'victim@example.test?body=pay%20here',
    'victim@example.test?subject=Invoice&body=pay',
    'victim%0D%0ABcc:me@example.test',
    'a,b@example.test',
    'a@example.test&bcc=x@evil.test',
    'a@example.test%0ABcc:x@evil.test',
    'a@example.test\r\nBcc: x@evil.test',
    'a@example.test,x@evil.test',
    '"a b"@example.test',
    'a@exa mple.test',
  ];

  it.each(tricks)('refuses %j on the contact form with 400', async (email) => {
    const res = await t.app.inject({ method: 'POST', url: '/tor/contact', payload: { ...contact, email } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address.');
  });

  it('refuses them on the job application and the newsletter too, and keeps plain addresses working', async () => {
    for (const email of tricks) {
      expect((await apply({ ...applicant, email }, { name: 'cv.pdf', bytes: PDF })).statusCode, email).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/tor/newsletter', payload: { email } })).statusCode, email).toBe(400);
    }
    const plain = await t.app.inject({
      method: 'POST',
      url: '/tor/contact',
      payload: { ...contact, email: "o'brien+cars@mail.example.co.in" },
    });
    expect(plain.statusCode).toBe(201);
  });
});

describe('public form limits', () => {
  it('answers 429 past the limit', async () => {
    const limited = await setupTestApp({ limits: { publicFormsPerWindow: 2 } });
    try {
      const post = (email: string) =>
        limited.app.inject({ method: 'POST', url: '/tor/newsletter', payload: { email }, remoteAddress: '10.4.4.4' });
      await post('a@example.test');
      await post('b@example.test');
      expect((await post('c@example.test')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
