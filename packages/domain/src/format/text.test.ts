import { describe, expect, it } from 'vitest';
import { charCount, initialOf } from './text';

describe('text by characters, not UTF-16 units', () => {
  it('counts a character outside the BMP as one', () => {
    expect(charCount('𠮷野')).toBe(2);
    expect('𠮷野'.length).toBe(3);
    expect(charCount('林')).toBe(1);
    expect(charCount('😀'.repeat(26))).toBe(26);
  });
  it("an avatar's letter is the whole first character", () => {
    expect(initialOf('𠮷野')).toBe('𠮷');
    expect(initialOf('  林小美')).toBe('林');
    expect(initialOf('👩🏽‍🦰 Amy')).toBe('👩🏽‍🦰');
    expect(initialOf('amy')).toBe('A');
    expect(initialOf('   ')).toBe('');
  });
});
