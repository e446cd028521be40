import type { ServiceProduct, SubItem } from '@salon/contract';
import {
  type DisplayLocale,
  formatDurationRange,
  formatMoney,
  formatPriceRange,
  priceRangeOf,
  type RangeMode,
} from '@salon/domain';

export interface Terms {
  price: number;
  duration: number;
}

/**
 * Whether a designer offers the product: with isAssigned only those listed as provided, otherwise
 * everyone not listed as not provided. Same rule as the booking engine in packages/domain.
 */
export function offeredBy(product: ServiceProduct, userId: string): boolean {
  const entry = product.providers.find((p) => p.userId === userId);
  return product.isAssigned ? entry?.isProvided === true : entry?.isProvided !== false;
}

/**
 * A designer's price and duration: their override unless useDefault; for a sub-item the
 * subItemProviders entry of a designer who overrides, else the sub-item's own values. Mirrors the
 * engine, so the menu shows what a booking would charge.
 */
export function termsFor(product: ServiceProduct, userId: string | null, subItem: SubItem | null): Terms {
  const entry = userId ? product.providers.find((p) => p.userId === userId) : undefined;
  const override = entry !== undefined && !entry.useDefault;
  if (subItem) {
    const sub = override
      ? product.subItemProviders.find((s) => s.userId === userId && s.subItemId === subItem.id)
      : undefined;
    return { price: (sub ?? subItem).price, duration: (sub ?? subItem).duration };
  }
  return override
    ? { price: entry.price, duration: entry.duration }
    : { price: product.price, duration: product.duration };
}

/** The choices a customer makes within a product: its shown sub-items, or the product itself. */
export function variantsOf(product: ServiceProduct): (SubItem | null)[] {
  return product.isShowSubItem && product.subItems.length > 0 ? product.subItems : [null];
}

export interface ProductRange {
  price: { min: number; max: number };
  duration: { min: number; max: number };
  /** Products with sub-items to choose show the lowest price with 起; others show low ~ high. */
  mode: RangeMode;
}

/**
 * Price and duration range of a product. For one designer: over their terms for each variant
 * (null if they do not offer it). For "no preference" (null): over the product's own values and
 * every offering designer's terms, for each variant. `only` narrows it to one sub-item.
 */
export function productRange(
  product: ServiceProduct,
  providerIds: readonly string[],
  userId: string | null,
  only?: SubItem,
): ProductRange | null {
  if (userId && !offeredBy(product, userId)) return null;
  const variants = only ? [only] : variantsOf(product);
  const who = userId ? [userId] : [null, ...providerIds.filter((id) => offeredBy(product, id))];
  const terms = who.flatMap((id) => variants.map((v) => termsFor(product, id, v)));
  return {
    price: priceRangeOf(terms.map((t) => t.price)),
    duration: priceRangeOf(terms.map((t) => t.duration)),
    mode: variants.length > 1 ? 'from' : 'range',
  };
}

export function formatProductPrice(range: ProductRange, locale: DisplayLocale = 'zh-TW'): string {
  const { min, max } = range.price;
  // The domain formatter writes 起 (zh-TW); English reads "from $800".
  if (locale === 'en' && range.mode === 'from' && min !== max) return `from ${formatMoney(min)}`;
  return formatPriceRange(min, max, range.mode);
}

export function formatProductDuration(range: ProductRange, locale: DisplayLocale): string {
  return formatDurationRange(range.duration.min, range.duration.max, locale);
}
