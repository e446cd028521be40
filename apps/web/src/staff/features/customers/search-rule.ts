/**
 * Whether what was typed is enough to search: one character of a Chinese (CJK) name (林), else two
 * characters (a Latin name, phone digits).
 */
export function searchable(q: string): boolean {
  const text = q.trim();
  return /\p{Script=Han}/u.test(text) || text.length >= 2;
}
