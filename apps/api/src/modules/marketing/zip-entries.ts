// The file names a ZIP archive lists in its central directory (APPNOTE.TXT 4.3.12-4.3.16): enough to tell a
// real Word 2007+ document from bytes that merely start with "PK" and mention "word/" (issue 14, item 7).
// Nothing is decompressed. Answers undefined for anything that is not a well-formed archive.
const EOCD = 0x06054b50; // end of central directory record
const CENTRAL = 0x02014b50; // central directory file header
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

function findEndRecord(bytes: Buffer): number | undefined {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at--) {
    // The comment must end exactly at the end of the file, so a stray signature inside it does not count.
    if (bytes.readUInt32LE(at) === EOCD && at + EOCD_SIZE + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  return undefined;
}

export function zipEntryNames(bytes: Buffer, maxEntries = 10_000): string[] | undefined {
  if (bytes.length < EOCD_SIZE) return undefined;
  const end = findEndRecord(bytes);
  if (end === undefined) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  if (count > maxEntries || start + size > end) return undefined;
  const names: string[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > start + size || bytes.readUInt32LE(at) !== CENTRAL) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > start + size) return undefined;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}
