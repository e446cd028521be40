/**
 * Text as a person counts it: by characters (code points), never by UTF-16 units, so a surname
 * outside the Basic Multilingual Plane (𠮷, an emoji) is one character, not two halves.
 */

/** The most characters (code points) a customer's note to the store may have (「最多 500 字」). */
export const NOTES_MAX_CHARS = 500;

/** The number of characters (code points) of a text. */
export function charCount(text: string): number {
  return [...text].length;
}

/**
 * Made on first use, not when the module loads: creating a segmenter loads the engine's break rules,
 * ~125 ms of the store page's script evaluation on issue 26's 4× slower phone, and the store page
 * (designers with photos) never asks for an initial.
 */
let graphemes: Intl.Segmenter | null = null;

/** The first character a person sees (a grapheme: 𠮷, 👩🏽, é), upper-cased, for an avatar's letter. */
export function initialOf(name: string): string {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toUpperCase();
}
