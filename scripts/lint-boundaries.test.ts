import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

/**
 * Writes probe files into the tree (where the lint's per-folder rules apply), lints them with
 * Biome as `npm run lint` does, removes them, and answers what Biome said (with its exit code).
 */
function lintProbes(files: Record<string, string>): { failed: boolean; output: string } {
  const paths = Object.keys(files).map((path) => join(ROOT, path));
  try {
    for (const [path, text] of Object.entries(files)) writeFileSync(join(ROOT, path), text);
    execFileSync(BIOME, ['lint', '--max-diagnostics=50', ...paths], { cwd: ROOT, stdio: 'pipe', encoding: 'utf8' });
    return { failed: false, output: '' };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  } finally {
    for (const path of paths) rmSync(path, { force: true });
  }
}

const tag = () => `zz-lint-probe-${randomBytes(4).toString('hex')}`;

// Each probe starts Biome, which scans the project (for import circles): seconds, not milliseconds.
describe('npm run lint keeps the boundaries', { timeout: 60_000 }, () => {
  it("refuses a module reading another area's table (notifications importing the bookings table)", () => {
    const probe = `apps/api/src/modules/notifications/${tag()}.ts`;
    const { failed, output } = lintProbes({
      [probe]: "import { bookings } from '#api/db/schema/bookings';\n\nexport const probe = bookings;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('noRestrictedImports');
    expect(output).toContain("Another area's tables");
  });

  it('refuses an import circle, type-only imports included', () => {
    const a = tag();
    const b = tag();
    const { failed, output } = lintProbes({
      [`apps/api/src/modules/orders/${a}.ts`]: `import type { B } from './${b}';\n\nexport type A = B | 1;\n`,
      [`apps/api/src/modules/orders/${b}.ts`]: `import type { A } from './${a}';\n\nexport type B = A | 2;\n`,
    });
    expect(failed).toBe(true);
    expect(output).toContain('noImportCycles');
  });

  it('refuses a staff feature importing a customer feature, and a customer feature importing the staff app', () => {
    const staff = lintProbes({
      [`apps/web/src/staff/features/calendar/${tag()}.ts`]:
        "import { storeSettingQuery } from '#web/features/store/api/store-setting';\n\nexport const probe = storeSettingQuery;\n",
    });
    expect(staff.failed).toBe(true);
    expect(staff.output).toContain('noRestrictedImports');
    const customer = lintProbes({
      [`apps/web/src/features/booking/${tag()}.ts`]:
        "import { useStaffT } from '#web/staff/lib/i18n';\n\nexport const probe = useStaffT;\n",
    });
    expect(customer.failed).toBe(true);
    expect(customer.output).toContain('noRestrictedImports');
  });

  it('lets a module read its own tables', () => {
    const { failed, output } = lintProbes({
      [`apps/api/src/modules/notifications/${tag()}.ts`]:
        "import { notifications } from '#api/db/schema/notifications';\n\nexport const probe = notifications;\n",
    });
    expect(output).toBe('');
    expect(failed).toBe(false);
  });
});
