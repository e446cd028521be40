import { describe, expect, it } from 'vitest';
import { draftOf, draftProblems, EMPTY_DRAFT, requestOf } from './draft';

describe("the customer's e-invoice draft", () => {
  it('reads a saved choice back into the form and sends it as it was', () => {
    for (const saved of [
      { carrier: { type: 'mobile' as const, id: '/ABC+123' } },
      { carrier: { type: 'citizen' as const, id: 'AB12345678901234' } },
      { carrier: { type: 'member' as const, id: 'member' } },
      { taxId: '12345675', buyer: '美髮有限公司' },
      { donationCode: '168001' },
    ])
      expect(requestOf(draftOf(saved))).toEqual(saved);
    expect(draftOf(null)).toEqual(EMPTY_DRAFT);
    expect(requestOf(EMPTY_DRAFT)).toEqual({});
  });

  it('capitalises a barcode typed in small letters, and names what is wrong by the API’s field', () => {
    expect(requestOf({ ...EMPTY_DRAFT, option: 'mobile', mobile: ' /abc+123 ' })).toEqual({
      carrier: { type: 'mobile', id: '/ABC+123' },
    });
    expect(draftProblems({ ...EMPTY_DRAFT, option: 'mobile', mobile: 'ABC1234' })).toEqual({
      'invoice.carrier.id': 'mobile',
    });
    expect(draftProblems({ ...EMPTY_DRAFT, option: 'business', taxId: '12345678', buyer: '' })).toEqual({
      'invoice.taxId': 'taxIdChecksum',
      'invoice.buyer': 'buyer',
    });
    expect(draftProblems({ ...EMPTY_DRAFT, option: 'business', taxId: '1234', buyer: 'A' })).toEqual({
      'invoice.taxId': 'taxId',
    });
    expect(draftProblems({ ...EMPTY_DRAFT, option: 'donation', donation: '12' })).toEqual({
      'invoice.donationCode': 'donation',
    });
    expect(draftProblems({ ...EMPTY_DRAFT, option: 'member' })).toEqual({});
    expect(draftProblems({ ...EMPTY_DRAFT, option: 'business', taxId: '12345675', buyer: 'A' })).toEqual({});
  });
});
