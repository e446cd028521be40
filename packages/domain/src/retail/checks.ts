import type { RetailItemCheckStatus } from '../vocabulary/index';
import type { RetailCartLine, RetailStockItem } from './cart';

export interface RetailItemCheck {
  productId: string;
  quantity: number;
  status: RetailItemCheckStatus;
  /** Units left now; null when the product is gone. */
  stock: number | null;
}

/**
 * Checks each line of a retail cart against the menu: PRODUCT_NOT_EXISTS when the store no
 * longer offers it, STOCK_NOT_ENOUGH (with the units left) when the cart asks for more than the
 * stock. Lines of the same product count together.
 */
export function checkRetailItems(
  lines: readonly RetailCartLine[],
  products: readonly RetailStockItem[],
): RetailItemCheck[] {
  const menu = new Map(products.map((p) => [p.id, p]));
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  return lines.map((line) => {
    const product = menu.get(line.productId);
    if (!product)
      return { productId: line.productId, quantity: line.quantity, status: 'PRODUCT_NOT_EXISTS', stock: null };
    const enough = (wanted.get(line.productId) ?? 0) <= product.stock;
    return {
      productId: line.productId,
      quantity: line.quantity,
      status: enough ? 'SUCCESS' : 'STOCK_NOT_ENOUGH',
      stock: product.stock,
    };
  });
}

/** The overall failure of a checked cart: a gone product first (the client drops it), then stock; null when all pass. */
export function retailCheckFailure(
  checks: readonly RetailItemCheck[],
): 'PRODUCT_NOT_EXISTS' | 'STOCK_NOT_ENOUGH' | null {
  if (checks.some((c) => c.status === 'PRODUCT_NOT_EXISTS')) return 'PRODUCT_NOT_EXISTS';
  if (checks.some((c) => c.status === 'STOCK_NOT_ENOUGH')) return 'STOCK_NOT_ENOUGH';
  return null;
}
