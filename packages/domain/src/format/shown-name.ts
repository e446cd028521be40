import type { EnglishText } from '../vocabulary/catalog';
import type { DisplayLocale } from './constants';

/** An item the store named in Chinese, with its English when the store gave one. */
interface Named {
  name: string;
  description?: string | null;
  en?: EnglishText | null;
}

/**
 * The name and description a customer reads: in English the store's English when it gave one
 * (its description only with it), else what the store wrote (issue 28.2).
 */
export function shownText(item: Named, locale: DisplayLocale): { name: string; description: string | null } {
  if (locale === 'en' && item.en?.name) return { name: item.en.name, description: item.en.description ?? null };
  return { name: item.name, description: item.description ?? null };
}

/** A booked service as its booking keeps it: the names then, in Chinese and (when the store gave it) English. */
interface BookedName {
  productName: string;
  productNameEn?: string | null;
  subItemName: string | null;
  subItemNameEn?: string | null;
}

/**
 * A booked service's name as the customer reads it, with its sub-item: 「單色染髮（中長髮）」, or in
 * English "Single-colour dye (Medium hair)"; each part falls back to the Chinese kept with it (issue 43.5).
 */
export function bookedName(event: BookedName, locale: DisplayLocale): string {
  if (locale !== 'en') return event.subItemName ? `${event.productName}（${event.subItemName}）` : event.productName;
  const product = event.productNameEn || event.productName;
  const sub = event.subItemNameEn || event.subItemName;
  return sub ? `${product} (${sub})` : product;
}

/** An item bought, as its order keeps it: the English name then, else the Chinese. */
export function boughtName(item: { name: string; nameEn?: string | null }, locale: DisplayLocale): string {
  return locale === 'en' && item.nameEn ? item.nameEn : item.name;
}

/** Names in one line: 「、」 between them in Chinese, ", " in English. */
export function nameList(names: readonly string[], locale: DisplayLocale): string {
  return names.join(locale === 'en' ? ', ' : '、');
}
