import { CLIENT_VERSION, MAX_VERSION_RELOADS } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { decideVersionReload, type VersionRecord } from './version-reload';

const base = { clientVersion: '1.21.0', maxReloads: 3 };
const rec = (ttl: number, webVersion = '1.22.0', nowVersion = '1.21.0'): VersionRecord => ({
  webVersion,
  nowVersion,
  ttl,
});

describe('decideVersionReload (spec: a newer server web version forces a reload, at most 3 times)', () => {
  it.each([
    ['same version: nothing to do', null, '1.21.0', 'none', null],
    ['older server version: nothing to do', null, '1.20.5', 'none', null],
    ['no version header: nothing to do', null, undefined, 'none', null],
    [
      'an up-to-date answer keeps the count (rolling deploys answer with both versions)',
      rec(2),
      '1.21.0',
      'none',
      rec(2),
    ],
    ['newer server version, no record: ttl starts at 0, first reload makes it 1', null, '1.22.0', 'reload', rec(1)],
    ['second reload', rec(1), '1.22.0', 'reload', rec(2)],
    ['third reload (ttl < 3)', rec(2), '1.22.0', 'reload', rec(3)],
    ['at the limit: exhausted, no more reloads', rec(3), '1.22.0', 'exhausted', rec(3)],
    ['a different newer server version starts counting again', rec(3), '1.23.0', 'reload', rec(1, '1.23.0')],
    ['a record made by another client version starts again', rec(3, '1.22.0', '1.20.0'), '1.22.0', 'reload', rec(1)],
    ['versions compare as numbers', null, '1.100.0', 'reload', rec(1, '1.100.0')],
  ] as const)('%s', (_rule, record, serverVersion, action, expected) => {
    expect(decideVersionReload({ ...base, record, serverVersion })).toEqual({ action, record: expected });
  });

  it("with the app's own version and limit: a newer server reloads MAX_VERSION_RELOADS times, then stops", () => {
    const run = (serverVersion: string) => {
      let record: VersionRecord | null = null;
      const actions: string[] = [];
      for (let i = 0; i < MAX_VERSION_RELOADS + 2; i++) {
        const d = decideVersionReload({
          record,
          serverVersion,
          clientVersion: CLIENT_VERSION,
          maxReloads: MAX_VERSION_RELOADS,
        });
        actions.push(d.action);
        record = d.record;
      }
      return actions;
    };
    expect(run('999.0.0')).toEqual([...Array<string>(MAX_VERSION_RELOADS).fill('reload'), 'exhausted', 'exhausted']);
    // The client's own version and an older one never reload.
    expect(run(CLIENT_VERSION)).toEqual(Array<string>(MAX_VERSION_RELOADS + 2).fill('none'));
    expect(run('0.0.1')).toEqual(Array<string>(MAX_VERSION_RELOADS + 2).fill('none'));
  });
});
