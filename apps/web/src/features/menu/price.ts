import {
  type DisplayLocale,
  eventDuration,
  eventPrice,
  formatDurationRange,
  formatMoney,
  formatPriceRange,
  offersProduct,
  type Range,
  type RangeMode,
  type ServiceProduct,
  type SubItem,
} from '@salon/domain';

/** The choices a customer makes within a product: its shown sub-items, or the product itself. */
export function variantsOf(product: ServiceProduct): (SubItem | null)[] {
  return product.isShowSubItem && product.subItems.length > 0 ? product.subItems : [null];
}

export interface ProductRange {
  price: Range;
  duration: Range;
  /** Products with sub-items to choose show the lowest price with 起; others show low ~ high. */
  mode: RangeMode;
}

const span = (ranges: Range[]): Range => ({
  min: Math.min(...ranges.map((r) => r.min)),
  max: Math.max(...ranges.map((r) => r.max)),
});

/**
 * Price and duration range of a product, by the same rule the cart and the API price an event
 * (the domain's eventPrice / eventDuration): for one designer their terms, for "no preference"
 * (null) the terms of every designer in `providerIds` who offers it — over each variant the
 * customer may choose. Null when that designer does not offer it. `only` narrows it to one sub-item.
 */
export function productRange(
  product: ServiceProduct,
  providerIds: readonly string[],
  userId: string | null,
  only?: SubItem,
): ProductRange | null {
  if (userId && !offersProduct(product, userId)) return null;
  const variants = only ? [only] : variantsOf(product);
  return {
    price: span(variants.map((v) => eventPrice(product, userId, v?.id ?? null, providerIds))),
    duration: span(variants.map((v) => eventDuration(product, userId, v?.id ?? null, providerIds))),
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
