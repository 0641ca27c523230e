// Identifies a résumé by its content, not its name: PDF, legacy Word (OLE2) or Word 2007+ (a ZIP with word/).
const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export type ResumeKind = { extension: '.pdf' | '.doc' | '.docx'; mime: string };

export function detectResume(bytes: Buffer): ResumeKind | undefined {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return { extension: '.pdf', mime: 'application/pdf' };
  if (bytes.subarray(0, OLE2.length).equals(OLE2)) return { extension: '.doc', mime: 'application/msword' };
  if (bytes.subarray(0, ZIP.length).equals(ZIP) && bytes.includes('word/')) {
    return { extension: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return undefined;
}
