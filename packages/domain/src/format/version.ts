/**
 * Compares 'x.y.z' versions part by part as numbers ('1.21.0' is newer than '1.3.0').
 * A leading 'v' and missing parts (as 0) are tolerated; pre-release suffixes are ignored.
 * Returns -1 when a is older than b, 1 when newer, 0 when equal.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = parseVersion(a);
  const right = parseVersion(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

function parseVersion(version: string): number[] {
  const core = version.trim().replace(/^v/i, '').split(/[-+]/)[0] ?? '';
  return core.split('.').map((part) => Number.parseInt(part, 10) || 0);
}
