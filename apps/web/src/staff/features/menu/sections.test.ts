import { describe, expect, it } from 'vitest';
import { sectionsOf } from './sections';

describe('an editor’s sections', () => {
  it('finds each item by id and keeps the ones no category lists, in order', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
    const { byId, loose } = sectionsOf([{ productIds: ['c', 'a'] }, { productIds: ['x'] }], items);
    expect(byId.get('c')).toBe(items[2]);
    expect(byId.has('x')).toBe(false);
    expect(loose.map((i) => i.id)).toEqual(['b', 'd']);
  });

  it('has every item loose without categories', () => {
    expect(sectionsOf([], [{ id: 'a' }]).loose).toEqual([{ id: 'a' }]);
  });
});
