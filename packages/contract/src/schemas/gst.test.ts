import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf, gstinProblem } from '../gst.js';
import { gstinField } from './gst.js';

const messageOf = (value: unknown) => gstinField.safeParse(value).error?.issues[0]?.message;

describe('gstinField', () => {
  it('takes a valid GSTIN, trimmed and upper-cased', () => {
    expect(gstinField.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinProblem('06AAACA1234B1ZM')).toBeNull();
  });

  it('refuses a GSTIN whose check digit does not match', () => {
    expect(messageOf('27AAPFU0939F1ZW')).toBe('GSTIN check digit does not match. Check the number for typing errors.');
    // One character typed wrong (F for E) is caught the same way.
    expect(messageOf('27AAPEU0939F1ZV')).toBe('GSTIN check digit does not match. Check the number for typing errors.');
  });

  it('refuses a wrong shape and an unknown state code', () => {
    expect(messageOf('27AAPFU0939F1Z')).toBe('GSTIN must be 15 characters like 27AAPFU0939F1ZV.');
    expect(messageOf(12345)).toBe('GSTIN must be 15 characters like 27AAPFU0939F1ZV.');
    expect(messageOf('99AAPFU0939F1ZV')).toBe('GSTIN must start with a valid state code.');
  });
});

describe('financial years and numbers', () => {
  it('turns on 1 April', () => {
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
  });

  it('numbers invoices and credit notes apart', () => {
    expect(documentNumber('invoice', '2026-27', 1)).toBe('AS/2026-27/000001');
    expect(documentNumber('credit_note', '2026-27', 42)).toBe('CN/2026-27/000042');
  });
});
