import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/http/errors';
import { isDatabaseUnavailable } from './errors';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** drizzle's wrapping: the driver's error is the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('telling "database unreachable" from other database errors', () => {
  it.each([
    ['connection refused', coded('ECONNREFUSED')],
    ['connection reset', wrapped(coded('ECONNRESET'))],
    ['terminated', wrapped(new Error('Connection terminated unexpectedly'))],
    ['not queryable', new Error('Client has encountered a connection error and is not queryable')],
    ['connect timeout', new Error('timeout exceeded when trying to connect')],
    ['admin shutdown', wrapped(coded('57P01'))],
    ['crash shutdown', coded('57P02')],
    ['cannot connect now', coded('57P03')],
    ['connection exception class', wrapped(coded('08006'))],
    ['several addresses refused', new AggregateError([coded('ECONNREFUSED')], 'connect')],
  ])('%s: unreachable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', wrapped(coded('23505'))],
    ['exclusion violation', coded('23P01')],
    ['syntax error', coded('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['an API error', new ApiError('SERVICE_UNAVAILABLE')],
    ['nothing', undefined],
  ])('%s: not unreachable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
