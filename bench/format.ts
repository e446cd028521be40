import type { CpuPerRequest } from '../apps/api/bench/cpu';

/** How the bench's table writes its figures. */
export const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
export const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
const us = (n: number | null) => (n === null ? 'n/a' : `${int(n)} µs`);
export const cpuOf = (c: CpuPerRequest) => `app thread ${us(c.appUs)}, PostgreSQL ${us(c.postgresUs)}`;
