/** A V8 CPU profile summed up by self time: the top functions, and the packages or source folders they live in. */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a script lives: its package (node_modules/x, node:internal), our workspace folder, or V8 itself. */
function placeOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'anonymous'})`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const ours = url.match(/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+\/src\/[^/]+)/);
  return ours ? ours[1]! : url;
}

const percent = (part: number, total: number) => `${((part / total) * 100).toFixed(1).padStart(5)} %`;

function top(totals: Map<string, number>, total: number, n: number): string[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, t]) => `${percent(t, total)}  ${name}`);
}

const nameOf = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) =>
  `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${lineNumber + 1}`;

/** Time in each function including what it called (each function once per sample, however deep it recurses). */
function inclusive(profile: CpuProfile, byId: Map<number, ProfileNode>): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!.callFrame);
      if (name.startsWith('(root)') || name.startsWith('(idle)') || seen.has(name)) continue;
      seen.add(name);
      totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
  });
  return totals;
}

export function summary(profile: CpuProfile, n = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, time] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') {
      idle += time;
      continue;
    }
    total += time;
    const name = nameOf({ functionName, url, lineNumber });
    functions.set(name, (functions.get(name) ?? 0) + time);
    const place = placeOf(url, functionName);
    places.set(place, (places.get(place) ?? 0) + time);
  }
  return [
    `busy ${(total / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s`,
    '-- by package or folder (self time)',
    ...top(places, total, n),
    '-- by function (self time)',
    ...top(functions, total, n),
    '-- by function (with what it calls)',
    ...top(inclusive(profile, byId), total, 2 * n),
  ].join('\n');
}
