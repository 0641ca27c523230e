import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTemplate, render, templatesFolder, templateVariables } from './render.js';

const folder = templatesFolder();
const files = readdirSync(folder);

describe('message templates', () => {
  it('has every template in English and Hindi with the same variables', () => {
    const parts = new Set(files.map((f) => f.replace(/\.(en|hi)\./, '.*.')));
    expect(parts.size).toBeGreaterThanOrEqual(5);
    for (const part of parts) {
      const en = part.replace('.*.', '.en.');
      const hi = part.replace('.*.', '.hi.');
      expect(files, part).toContain(en);
      expect(files, part).toContain(hi);
      const vars = (f: string) => [...templateVariables(readFileSync(join(folder, f), 'utf8'))].sort();
      expect(vars(hi), hi).toEqual(vars(en));
    }
  });

  it('holds the reminder in every part a reminder sends, and the opt-out line', () => {
    for (const language of ['en', 'hi'])
      for (const part of ['subject.txt', 'email.txt', 'email.html', 'sms.txt']) expect(files).toContain(`reminder.${language}.${part}`);
    expect(files).toContain('opt-out.en.sms.txt');
  });
});

describe('render', () => {
  it('fills the variables and fails on one without a value', () => {
    expect(fillTemplate('Hello {{name}}, {{ when }}', { name: 'Asha', when: 'Sat 29 Nov' })).toBe('Hello Asha, Sat 29 Nov');
    expect(() => fillTemplate('Hello {{name}} {{surname}}', { name: 'Asha' })).toThrow('Template variable {{surname}} has no value');
  });

  it('escapes the values of an HTML part', () => {
    expect(fillTemplate('<p>{{name}}</p>', { name: '<b>A & B</b>' }, { html: true })).toBe('<p>&lt;b&gt;A &amp; B&lt;/b&gt;</p>');
  });

  it('renders the English opt-out line with its link', () => {
    expect(render('opt-out', 'en', 'sms', { optOutUrl: 'https://x.test/stop/abc' })).toBe(
      'Reply STOP or open https://x.test/stop/abc to stop these messages.',
    );
  });
});
