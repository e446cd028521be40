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
