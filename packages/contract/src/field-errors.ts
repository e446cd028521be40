/** Zod issues as `json.path → message`, the form every 400 and the import report use. */
export function issuesToFieldErrors(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
