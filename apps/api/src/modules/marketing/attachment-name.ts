// File names that come from a visitor's upload and go back out in a Content-Disposition header: no quotes, no
// CR/LF or other control characters, no path separators, no bidi controls (a name that displays as ".pdf" but
// ends in ".exe"), always ending in the extension of what the content really is (issue 14, item 7).
const UNSAFE_PUNCTUATION = /["'`<>:*?|;\\/]/g;
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** C0 and C1 control characters (CR, LF, NUL, ...). */
const isControl = (c: string) => {
  const code = c.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

export function safeFileName(name: string, extension: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  let clean = [...base.normalize('NFC')]
    .map((c) => (isControl(c) ? '_' : c))
    .join('')
    .replace(UNSAFE_PUNCTUATION, '_')
    .replace(BIDI_CONTROLS, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 150);
  if (!clean.toLowerCase().endsWith(extension)) clean = `${clean || 'resume'}${extension}`;
  return clean;
}

/** `attachment` with a plain ASCII name for old clients and the exact name in RFC 5987 form for the rest. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
