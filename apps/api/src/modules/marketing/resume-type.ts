import { zipEntryNames } from './zip-entries.js';

// Identifies a résumé by its content, not its name: PDF, legacy Word (OLE2) or Word 2007+ (a ZIP archive whose
// central directory lists word/document.xml). Anything else is refused with 415.
const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export type ResumeKind = { extension: '.pdf' | '.doc' | '.docx'; mime: string };

const startsWith = (bytes: Buffer, magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);

export function detectResume(bytes: Buffer): ResumeKind | undefined {
  if (startsWith(bytes, PDF)) return { extension: '.pdf', mime: 'application/pdf' };
  if (startsWith(bytes, OLE2)) return { extension: '.doc', mime: 'application/msword' };
  if (startsWith(bytes, ZIP) && zipEntryNames(bytes)?.includes('word/document.xml')) {
    return { extension: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return undefined;
}
