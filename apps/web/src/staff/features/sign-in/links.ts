/** Where to go after signing in: back where the session was asked for, if that is a staff screen. */
export function afterSignIn(code: string, next: string | null): string {
  const home = `/${code}/staff`;
  return next && (next === home || next.startsWith(`${home}/`) || next.startsWith(`${home}?`)) ? next : home;
}

/** The token of the one-time link `…/<code>/staff/setup#token=…` (in the fragment: no server log holds it). */
export function setupToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}
