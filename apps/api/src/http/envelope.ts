/** The success envelope of every response. */
export function ok<T>(data: T): { status: 'SUCCESS'; data: T } {
  return { status: 'SUCCESS', data };
}
