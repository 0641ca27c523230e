import { z } from 'zod';

export const usernameMessages = {
  required: 'Username is required.',
  tooLong: 'Username must be at most 50 characters.',
  noAt: 'Username cannot contain @. Sign-in takes the email address in its own field.',
  invisible: 'Username cannot contain invisible, control or text-direction characters.',
  mixedScripts: 'Username cannot mix letters of different alphabets (such as Latin and Cyrillic): they can look alike.',
} as const;

// Controls, format characters (bidi overrides and isolates, zero-width joiners and spaces, BOM, soft
// hyphen), line and paragraph separators, everything Unicode marks as drawing nothing (fillers, variation
// selectors), and every space but the plain one: each lets two different names look the same.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]|(?! )\p{Zs}/u;

const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Georgian',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Han',
  'Bopomofo',
  'Ethiopic',
  'Cherokee',
] as const;
const scriptTests = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

// Scripts that are written together (Unicode TS #39 "highly restrictive"): Japanese, Chinese, Korean,
// each with Latin. Anything else mixed — Cyrillic 'а' in a Latin name — is a lookalike.
const WRITTEN_TOGETHER: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

function scriptsOf(name: string): Set<string> {
  const found = new Set<string>();
  for (const char of name) {
    if (!/[\p{L}\p{Nd}]/u.test(char) || SHARED.test(char)) continue;
    found.add(scriptTests.find(([, test]) => test.test(char))?.[0] ?? `other:${char}`);
  }
  return found;
}

export function usesOneScript(name: string): boolean {
  const used = [...scriptsOf(name)];
  return used.length <= 1 || WRITTEN_TOGETHER.some((set) => used.every((s) => set.includes(s)));
}

// NFC first, so 'é' typed as one character or as e + accent is one name (the unique index compares text).
export const usernameField = z
  .string({ error: usernameMessages.required })
  .trim()
  .normalize('NFC')
  .min(1, usernameMessages.required)
  .max(50, usernameMessages.tooLong)
  .refine((v) => !v.includes('@'), usernameMessages.noAt)
  .refine((v) => !INVISIBLE.test(v), usernameMessages.invisible)
  .refine(usesOneScript, usernameMessages.mixedScripts);
