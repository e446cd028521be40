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

/**
 * A cost compared lexicographically (first component first, e.g. [price, …tie-breaks]). Integer
 * components keep the sums exact.
 */
export type Cost = readonly number[];

/**
 * Minimum-cost matching of members to distinct providers (Hungarian algorithm with potentials,
 * O(members² × providers)), costs compared lexicographically. `cost(m, p)` is null where member m
 * may not take provider p. Among the matchings with the most members served, returns one of the
 * lowest total cost: per member, the provider index or -1.
 */
export function cheapestMatching(
  memberCount: number,
  providerCount: number,
  cost: (member: number, provider: number) => Cost | null,
): number[] {
  if (memberCount === 1) return [cheapestFor(providerCount, (p) => cost(0, p))];
  const width = Math.max(providerCount, memberCount);
  const raw = Array.from({ length: memberCount }, (_, m) =>
    Array.from({ length: width }, (_, p) => (p < providerCount ? cost(m, p) : null)),
  );
  const size = 1 + Math.max(0, ...raw.flat().map((c) => c?.length ?? 0));
  // Forbidden pairs (and padding columns) cost one "miss" in a leading component, so the fewest
  // misses win first: that is a maximum matching, and among those the cheapest.
  const miss = [1, ...new Array<number>(size - 1).fill(0)];
  const table = raw.map((row) =>
    row.map((c) => (c === null ? miss : [0, ...c, ...new Array<number>(size - 1 - c.length).fill(0)])),
  );
  const columnOf = hungarian(table, memberCount, width, size);
  return columnOf.map((p, m) => (p >= 0 && raw[m]?.[p] ? p : -1));
}

/** One member (a one-service booking's usual group): the first provider of the lowest cost, or -1. */
function cheapestFor(providerCount: number, cost: (provider: number) => Cost | null): number {
  let best = -1;
  let bestCost: Cost | null = null;
  for (let p = 0; p < providerCount; p++) {
    const c = cost(p);
    if (c !== null && (bestCost === null || less(c, bestCost))) {
      best = p;
      bestCost = c;
    }
  }
  return best;
}

const add = (a: Cost, b: Cost) => a.map((x, i) => x + (b[i] ?? 0));
const sub = (a: Cost, b: Cost) => a.map((x, i) => x - (b[i] ?? 0));
function less(a: Cost, b: Cost): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

/** Rows 1..n to distinct columns 1..w (n ≤ w) of least total; returns the column (0-based) per row. */
function hungarian(table: number[][][], n: number, w: number, size: number): number[] {
  const zero = new Array<number>(size).fill(0);
  const infinite = new Array<number>(size).fill(Number.POSITIVE_INFINITY);
  const u: Cost[] = Array.from({ length: n + 1 }, () => zero);
  const v: Cost[] = Array.from({ length: w + 1 }, () => zero);
  const rowOf = new Array<number>(w + 1).fill(0);
  const way = new Array<number>(w + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    rowOf[0] = i;
    let j0 = 0;
    const minv: Cost[] = new Array<Cost>(w + 1).fill(infinite);
    const used = new Array<boolean>(w + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = rowOf[j0] ?? 0;
      let delta: Cost = infinite;
      let j1 = 0;
      for (let j = 1; j <= w; j++) {
        if (used[j]) continue;
        const cur = sub(sub(table[i0 - 1]?.[j - 1] ?? zero, u[i0] ?? zero), v[j] ?? zero);
        if (less(cur, minv[j] ?? infinite)) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (less(minv[j] ?? infinite, delta)) {
          delta = minv[j] ?? infinite;
          j1 = j;
        }
      }
      for (let j = 0; j <= w; j++) {
        if (used[j]) {
          const r = rowOf[j] ?? 0;
          u[r] = add(u[r] ?? zero, delta);
          v[j] = sub(v[j] ?? zero, delta);
        } else {
          minv[j] = sub(minv[j] ?? infinite, delta);
        }
      }
      j0 = j1;
    } while (rowOf[j0] !== 0);
    do {
      const j1 = way[j0] ?? 0;
      rowOf[j0] = rowOf[j1] ?? 0;
      j0 = j1;
    } while (j0 !== 0);
  }
  const columnOf = new Array<number>(n).fill(-1);
  for (let j = 1; j <= w; j++) {
    const r = rowOf[j] ?? 0;
    if (r > 0) columnOf[r - 1] = j - 1;
  }
  return columnOf;
}
