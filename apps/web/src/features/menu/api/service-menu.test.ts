import { describe, expect, it } from 'vitest';
import { menuPageQueries, serviceMenuQuery, storePageMenuQuery } from './service-menu';

describe('the menu requests of the store and menu pages', () => {
  it('signed in, the first request carries the customer; the page reads it under the same key', () => {
    const { theirs, all } = menuPageQueries('demo', undefined, 'c1');
    expect(theirs?.queryKey).toEqual(['menu', 'service', 'demo', null, 'c1', 'zh-TW']);
    // The loader (params.userId undefined) and the page (useStoreParams: null) ask under one key.
    expect(theirs?.queryKey).toEqual(menuPageQueries('demo', null, 'c1').theirs?.queryKey);
    expect(all.queryKey).toEqual(serviceMenuQuery('demo', null).queryKey);
    expect(all.queryKey).not.toEqual(theirs?.queryKey);
  });

  it("the store page asks for the customer's menu, so the menu page does not ask for it again", () => {
    expect(storePageMenuQuery('demo', undefined, 'c1').queryKey).toEqual(
      menuPageQueries('demo', null, 'c1').theirs?.queryKey,
    );
    expect(storePageMenuQuery('demo', 'amber', null).queryKey).toEqual(
      menuPageQueries('demo', 'amber', null).all.queryKey,
    );
  });

  it('signed out, only the whole menu is asked for', () => {
    expect(menuPageQueries('demo', 'amber', null)).toMatchObject({
      theirs: null,
      all: { queryKey: ['menu', 'service', 'demo', 'amber', 'zh-TW'] },
    });
  });
});
