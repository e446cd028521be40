/**
 * Text as a person counts it: by characters (code points), never by UTF-16 units, so a surname
 * outside the Basic Multilingual Plane (𠮷, an emoji) is one character, not two halves.
 */

/** The number of characters (code points) of a text. */
export function charCount(text: string): number {
  return [...text].length;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first character a person sees (a grapheme: 𠮷, 👩🏽, é), upper-cased, for an avatar's letter. */
export function initialOf(name: string): string {
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toUpperCase();
}
