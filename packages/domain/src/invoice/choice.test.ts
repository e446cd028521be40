import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DONATION_CODE, isValidCarrierId, isValidTaxId } from './choice';

describe('統一編號 checksum', () => {
  it.each([
    ['04595257', true], // divisible by 10 (the old rule)
    ['12345675', true], // seventh digit 7: the total plus one passes
    ['10458575', true], // seventh digit 7, the total itself passes
    ['22099131', true],
    ['12345678', false],
    ['04595258', false],
    ['1234567', false],
    ['1234567a', false],
    ['123456750', false],
  ])('%s → %s', (taxId, valid) => {
    expect(isValidTaxId(taxId)).toBe(valid);
  });

  it('accepts under divisor 5 what the old divisor 10 accepted, and more', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{8}$/), (taxId) => {
        const weights = [1, 2, 1, 2, 1, 2, 4, 1];
        const sum = [...taxId].reduce((s, d, i) => {
          const p = Number(d) * (weights[i] ?? 0);
          return s + Math.floor(p / 10) + (p % 10);
        }, 0);
        if (sum % 10 === 0) expect(isValidTaxId(taxId)).toBe(true);
      }),
    );
  });

  it('one changed digit (outside the seventh) is always caught when it moves the total off a multiple of 5', () => {
    // 04595257 is valid; changing its last digit by 1–4 moves the total by 1–4.
    for (const last of ['8', '9', '0', '1', '3', '4', '5', '6']) {
      const moved = `0459525${last}`;
      const delta = (Number(last) - 7 + 10) % 10;
      expect(isValidTaxId(moved)).toBe(delta % 5 === 0);
    }
  });
});

describe('carriers', () => {
  it.each([
    ['/ABC+123', true],
    ['/A.B-C12', true],
    ['/abc+123', false], // lower case is not in the barcode's alphabet
    ['ABC+1234', false], // no leading slash
    ['/ABC+12', false], // six characters
    ['/ABC+1234', false], // eight characters
    ['/ABC*123', false],
  ])('mobile barcode %s → %s', (id, valid) => {
    expect(isValidCarrierId('mobile', id)).toBe(valid);
  });

  it.each([
    ['AB12345678901234', true],
    ['ab12345678901234', false],
    ['AB1234567890123', false],
    ['A123456789012345', false],
  ])('citizen certificate %s → %s', (id, valid) => {
    expect(isValidCarrierId('citizen', id)).toBe(valid);
  });

  it('member carrier: any id of ours up to 64 characters', () => {
    expect(isValidCarrierId('member', 'c-1')).toBe(true);
    expect(isValidCarrierId('member', '')).toBe(false);
  });

  it.each([
    ['168', true],
    ['1680010', true],
    ['16', false],
    ['16800101', false],
    ['16a', false],
  ])('donation code %s → %s', (code, valid) => {
    expect(DONATION_CODE.test(code)).toBe(valid);
  });
});
