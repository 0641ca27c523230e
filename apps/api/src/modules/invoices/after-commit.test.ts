import { describe, expect, it, vi } from 'vitest';
import { invoiceAfterCommit } from './after-commit.js';

describe('invoiceAfterCommit', () => {
  it('logs a failed invoicing step instead of failing the request', async () => {
    const log = { error: vi.fn() };
    await expect(invoiceAfterCommit(log, () => Promise.reject(new Error('numbering failed')))).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith({ err: new Error('numbering failed') }, 'tax invoice or credit note could not be issued');
  });
});
