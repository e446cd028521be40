import { describe, expect, it } from 'vitest';
import { changedFields, showValue } from './audit';

const yesNo = (v: boolean) => (v ? 'yes' : 'no');

describe('the audit log read by a person', () => {
  it('lists only the fields that changed, each value in words', () => {
    expect(
      changedFields({ blocked: false, reason: null, name: '林' }, { blocked: true, reason: 'rude', name: '林' }, yesNo),
    ).toEqual([
      { field: 'blocked', before: 'no', after: 'yes' },
      { field: 'reason', before: '—', after: 'rude' },
    ]);
  });

  it('shows everything written when there was nothing before, and a plain value as one row', () => {
    expect(changedFields(null, { price: 800 }, yesNo)).toEqual([{ field: 'price', before: '—', after: '800' }]);
    expect(changedFields('a', 'b', yesNo)).toEqual([{ field: '', before: 'a', after: 'b' }]);
    expect(changedFields({ a: [1] }, { a: [1] }, yesNo)).toEqual([]);
  });

  it('shortens long structures', () => {
    expect(showValue({ list: 'x'.repeat(300) }, yesNo)).toHaveLength(241);
    expect(showValue([{ start: '10:00' }], yesNo)).toBe('[{"start":"10:00"}]');
  });
});
