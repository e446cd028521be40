import { describe, expect, it } from 'vitest';
import { proofBarcode, proofQrData } from './proof';

const at = Date.parse('2026-11-29T10:00:00+08:00') / 1000;

describe('the printed proof’s codes', () => {
  it('the barcode: the period’s 民國 year and second month, the number, the random code', () => {
    expect(proofBarcode(at, 'AB12345678', '1234')).toBe('11512AB123456781234');
    expect(proofBarcode(Date.parse('2027-01-05T10:00:00+08:00') / 1000, 'CD00000001', '0042')).toBe(
      '11602CD000000010042',
    );
  });

  it('the left QR code’s plain part: number, date, random code, amounts in hex, buyer and seller', () => {
    const data = proofQrData({
      number: 'AB12345678',
      issuedAt: at,
      randomCode: '1234',
      amount: 1500,
      buyerTaxId: null,
      sellerTaxId: '12345675',
    });
    expect(data).toBe('AB1234567811511291234000005dc000005dc0000000012345675');
    expect(data).toHaveLength(53);
  });
});
