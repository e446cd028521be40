/**
 * Maximum bipartite matching of members (events) to providers by augmenting paths (Kuhn).
 * `options[m]` lists the provider indices member m may take, in order of preference.
 * Returns, per member, the provider index or -1. Unlike a greedy pass, a flexible member gives up
 * a provider when another member has no other choice.
 */
export function maximumMatching(options: readonly (readonly number[])[], providerCount: number): number[] {
  const owner = new Int32Array(providerCount).fill(-1);
  const match = new Array<number>(options.length).fill(-1);
  for (let m = 0; m < options.length; m++) {
    augment(m, options, owner, match, new Uint8Array(providerCount));
  }
  return match;
}

function augment(
  member: number,
  options: readonly (readonly number[])[],
  owner: Int32Array,
  match: number[],
  seen: Uint8Array,
): boolean {
  const list = options[member] ?? [];
  // A free provider first (keeps earlier members' picks stable), then an augmenting path.
  const free = list.find((p) => !seen[p] && owner[p] === -1);
  if (free !== undefined) {
    seen[free] = 1;
    owner[free] = member;
    match[member] = free;
    return true;
  }
  for (const p of list) {
    if (seen[p]) continue;
    seen[p] = 1;
    if (augment(owner[p] ?? -1, options, owner, match, seen)) {
      owner[p] = member;
      match[member] = p;
      return true;
    }
  }
  return false;
}
