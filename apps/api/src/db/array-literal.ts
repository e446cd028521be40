/**
 * PostgreSQL array literals, passed as ONE parameter (drizzle's `sql` would spread a JS array into
 * one parameter per value, so the statement's text would change with the array's length).
 */

/** `{1,2,3}` */
export const intArrayLiteral = (values: readonly number[]) => `{${values.join(',')}}`;

/** `{"a","b",NULL}`: each value quoted with `"` and `\` escaped; null as NULL. */
export const textArrayLiteral = (values: readonly (string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
