import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MessageLanguage } from '@autospa/contract';

// Message templates are text files in ./templates, named <template>.<language>.<part> ('reminder.hi.sms.txt'),
// with {{variables}}; reviewed as text, the same variables in every language (templates.test.ts).

export const TEMPLATE_PARTS = { subject: 'subject.txt', text: 'email.txt', html: 'email.html', sms: 'sms.txt' } as const;
export type TemplatePart = keyof typeof TEMPLATE_PARTS;

const VARIABLE = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;

// Works from the TypeScript sources and from the bundled server (apps/api/dist): walk up to the folder.
export function templatesFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [join(dir, 'templates'), join(dir, 'src', 'messaging', 'templates')]) {
      if (existsSync(join(candidate, 'reminder.en.sms.txt'))) return candidate;
    }
    dir = resolve(dir, '..');
  }
  throw new Error('Message templates folder not found (apps/api/src/messaging/templates).');
}

/** The names a template's text uses. */
export function templateVariables(source: string): Set<string> {
  return new Set([...source.matchAll(VARIABLE)].map((m) => m[1]!));
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Fills in the variables (HTML-escaped for an .html part); a variable the caller did not give is an error, never a blank. */
export function fillTemplate(source: string, variables: Record<string, string>, options: { html?: boolean } = {}): string {
  return source.replace(VARIABLE, (_, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`Template variable {{${name}}} has no value`);
    return options.html ? escapeHtml(value) : value;
  });
}

const loaded = new Map<string, string>();

function templateSource(template: string, language: MessageLanguage, part: TemplatePart): string {
  const file = `${template}.${language}.${TEMPLATE_PARTS[part]}`;
  let source = loaded.get(file);
  if (source === undefined) {
    source = readFileSync(join(templatesFolder(), file), 'utf8').trimEnd();
    loaded.set(file, source);
  }
  return source;
}

/** One part of a message ('reminder', 'hi', 'sms') with its variables filled in. */
export function render(template: string, language: MessageLanguage, part: TemplatePart, variables: Record<string, string>): string {
  return fillTemplate(templateSource(template, language, part), variables, { html: part === 'html' });
}
