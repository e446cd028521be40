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

/**
 * The zh-TW message of a refused input: what is wrong with each field in the field's own words
 * (「請輸入名稱」, 「金額最多 $1,000,000」), never the field's code name; at most three.
 */
export function validationMessage(fields: Record<string, string>): string {
  const said = [...new Set(Object.values(fields))];
  const shown = said.slice(0, 3).join('；');
  return `輸入資料有誤：${shown}${said.length > 3 ? '…' : ''}`;
}
