import { describe, expect, it } from 'vitest';
import { compareVersions } from './version';

describe('compareVersions', () => {
  it.each([
    ['equal versions', '1.21.0', '1.21.0', 0],
    ['newer patch', '1.21.1', '1.21.0', 1],
    ['older minor', '1.20.9', '1.21.0', -1],
    ['parts compare as numbers, not text', '1.21.0', '1.3.0', 1],
    ['newer major beats higher minor', '2.0.0', '1.99.99', 1],
    ['missing parts count as 0', '1.21', '1.21.0', 0],
    ['a leading v is ignored', 'v1.22.0', '1.21.0', 1],
    ['pre-release suffixes are ignored', '1.21.0-beta.1', '1.21.0', 0],
  ] as const)('%s: %s vs %s', (_rule, a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });
});
