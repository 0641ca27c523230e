// multipart/form-data bodies for the job-application tests.
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x20)]);

export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; field?: string }) {
  const boundary = '----autospa-security-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'resume'}"; filename="${file.name}"\r\ncontent-type: application/pdf\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
