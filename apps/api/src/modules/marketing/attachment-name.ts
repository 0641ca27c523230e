// File names that come from a visitor's upload and go back out in a Content-Disposition header: no quotes, no
// CR/LF or other control characters, no path separators, no bidi overrides (a "cv‮fdp.exe" that reads as
// ".pdf"), always ending in the extension of what the content really is (issue 14, item 7).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"'`<>:*?|;\\/\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function safeFileName(name: string, extension: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  let clean = base.normalize('NFC').replace(UNSAFE, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 150);
  if (!clean.toLowerCase().endsWith(extension)) clean = `${clean || 'resume'}${extension}`;
  return clean;
}

/** `attachment` with a plain ASCII name for old clients and the exact name in RFC 5987 form for the rest. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
