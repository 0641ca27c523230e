import { describe, expect, it } from 'vitest';
import { numberInWords, paiseInWords } from './words.js';

describe('amounts in words (Indian numbering)', () => {
  it('says rupees and paise', () => {
    expect(paiseInWords(149_900)).toBe('Rupees One Thousand Four Hundred Ninety-Nine Only');
    expect(paiseInWords(149_950)).toBe('Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only');
    expect(paiseInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });

  it('groups by thousand, lakh and crore', () => {
    expect(numberInWords(12_345_678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(numberInWords(2_00_011)).toBe('Two Lakh Eleven');
  });
});
