import { describe, expect, it } from 'vitest';
import { safeError } from './log-safety';

describe('safeError: what of an error may be logged', () => {
  it('keeps type, code, constraint and frames; drops messages, params, detail and where', () => {
    const pg = Object.assign(new Error('duplicate key value violates unique constraint "customers_store_phone"'), {
      name: 'error',
      code: '23505',
      constraint: 'customers_store_phone',
      detail: 'Key (store_id, phone_e164)=(1, +886912345678) already exists.',
      where: 'SQL statement "insert ... a@b.c"',
    });
    const drizzle = Object.assign(new Error('Failed query: insert into "customers"\nparams: 1,+886912345678,a@b.c'), {
      query: 'insert into "customers" values ($1, $2, $3)',
      params: ['1', '+886912345678', 'a@b.c'],
      cause: pg,
    });
    const out = safeError(drizzle);
    expect(out).toMatchObject({
      type: 'Error',
      cause: { type: 'error', code: '23505', constraint: 'customers_store_phone' },
    });
    expect(out.stack).toMatch(/^\s+at /);
    const text = JSON.stringify(out);
    for (const value of ['912345678', 'a@b.c', 'Failed query', 'params', 'duplicate key', 'Key (']) {
      expect(text).not.toContain(value);
    }
    // Serializing twice (a caller's, then the logger's) keeps the same fields.
    expect(safeError(out)).toEqual(out);
  });

  it('never takes a code or constraint that is free text', () => {
    const out = safeError(Object.assign(new Error('x'), { code: 'bad code a@b.c', constraint: 'Key (x)=(y)' }));
    expect(out.code).toBeUndefined();
    expect(out.constraint).toBeUndefined();
    expect(safeError('a@b.c')).toEqual({ type: 'string', message: 'string', stack: '' });
  });
});
