import { describe, expect, it } from 'vitest';
import { needsCredential } from './index';

describe('needsCredential', () => {
  it('is needed when the operation does not serve nobody', () => {
    expect(needsCredential(['customer'])).toBe(true);
    expect(needsCredential(['staff'])).toBe(true);
    expect(needsCredential(['customer', 'staff'])).toBe(true);
  });

  it('is not needed when nobody is served, whoever else is', () => {
    expect(needsCredential(['nobody'])).toBe(false);
    expect(needsCredential(['nobody', 'customer'])).toBe(false);
  });
});
