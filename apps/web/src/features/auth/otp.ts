/** The digits of a typed or pasted code ("123 456", "驗證碼 123456"), at most `length`. */
export function codeDigits(text: string, length = 6): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/** Seconds until `at` (unix s), never negative. */
export function secondsUntil(at: number | undefined, now: number): number {
  return at ? Math.max(0, Math.ceil(at - now)) : 0;
}
