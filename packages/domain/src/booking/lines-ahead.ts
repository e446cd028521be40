import type { PolicyLine } from './cancellation-texts';

/**
 * The lines of a policy still ahead of `now`: a line whose window ended by `now` is dropped (a
 * green "free cancellation before 12:00" at 13:00 is a promise no longer kept), and the first line
 * left runs from now (its `from` cleared: "before 09:00" rather than "between 12:00 and 09:00").
 * A line ending at the start, or at a relative moment (no booking start known), always stays.
 */
export function linesAhead(lines: readonly PolicyLine[], now: number): PolicyLine[] {
  const ahead = lines.filter((l) => l.until.kind !== 'at' || l.until.at > now);
  if (ahead.length === lines.length) return [...lines];
  return ahead.map((l, i) => (i === 0 && l.from?.kind === 'at' && l.from.at <= now ? { ...l, from: null } : l));
}
