import { checkRetailItems, MAX_QUANTITY, type RetailItemCheck, type RetailStockItem } from '@salon/domain';

/** One line of the retail cart; `price` is the price the customer saw when adding it. */
interface RetailLine {
  productId: string;
  /** The name the customer saw, to name the product even once the store no longer lists it. */
  name: string;
  quantity: number;
  price: number;
}

/** The spec's Retail cart as the browser keeps it per store (voucherIds and userId are added when sent). */
export interface RetailCart {
  items: RetailLine[];
  customerNotes: string;
}

/** What a repair changed, to tell the customer: a line taken out, or its quantity lowered to the stock left. */
export type RetailCartChange =
  | { productId: string; kind: 'removed'; reason: 'gone' | 'soldOut' }
  | { productId: string; kind: 'lowered'; stock: number };

export const emptyRetailCart = (): RetailCart => ({ items: [], customerNotes: '' });

const isCount = (v: unknown, min: number): v is number => Number.isInteger(v) && (v as number) >= min;

/** A persisted cart read back: malformed lines are dropped, lines of one product merged, quantities capped. */
export function sanitizeRetailCart(stored: unknown): RetailCart {
  const raw = (stored ?? {}) as { items?: unknown; customerNotes?: unknown };
  const lines = new Map<string, RetailLine>();
  for (const item of Array.isArray(raw.items) ? raw.items : []) {
    const line = item as Partial<RetailLine> | null;
    if (!line || typeof line.productId !== 'string' || !line.productId) continue;
    if (!isCount(line.quantity, 1) || !isCount(line.price, 0)) continue;
    const merged = lines.get(line.productId);
    const quantity = Math.min((merged?.quantity ?? 0) + line.quantity, MAX_QUANTITY);
    const name = typeof line.name === 'string' && line.name ? line.name : (merged?.name ?? line.productId);
    lines.set(line.productId, { productId: line.productId, name, quantity, price: line.price });
  }
  const notes = typeof raw.customerNotes === 'string' ? raw.customerNotes.slice(0, 500) : '';
  return { items: [...lines.values()], customerNotes: notes };
}

/** Units of a product the cart may hold: its stock, at most MAX_QUANTITY. */
export const maxUnits = (product: Pick<RetailStockItem, 'stock'>): number =>
  Math.max(0, Math.min(product.stock, MAX_QUANTITY));

export const quantityOf = (cart: RetailCart, productId: string): number =>
  cart.items.find((l) => l.productId === productId)?.quantity ?? 0;

/** Sets a product's quantity, bounded by its stock; 0 (or nothing in stock) takes the line out. */
export function setQuantity(cart: RetailCart, product: RetailStockItem, quantity: number): RetailCart {
  const bounded = Math.min(Math.max(0, Math.floor(quantity)), maxUnits(product));
  const others = cart.items.filter((l) => l.productId !== product.id);
  if (bounded === 0) return others.length === cart.items.length ? cart : { ...cart, items: others };
  const line = { productId: product.id, name: product.name, quantity: bounded, price: product.price };
  const at = cart.items.findIndex((l) => l.productId === product.id);
  const items = at < 0 ? [...cart.items, line] : cart.items.map((l, i) => (i === at ? line : l));
  return { ...cart, items };
}

/** Adds units of a product to what the cart holds, never more than its stock. */
export const addToCart = (cart: RetailCart, product: RetailStockItem, quantity: number): RetailCart =>
  setQuantity(cart, product, quantityOf(cart, product.id) + quantity);

export const removeLine = (cart: RetailCart, productId: string): RetailCart => ({
  ...cart,
  items: cart.items.filter((l) => l.productId !== productId),
});

export const unitCount = (cart: RetailCart): number => cart.items.reduce((sum, l) => sum + l.quantity, 0);

/**
 * A cart after a stock check (the domain's checkRetailItems against the menu, or the per-item
 * results of a refused order): a product the store no longer offers or that sold out is taken out,
 * a quantity above the stock is lowered to it. Prices follow the menu when it is given.
 */
export function applyStockChecks(
  cart: RetailCart,
  checks: readonly RetailItemCheck[],
  products?: readonly RetailStockItem[],
): { cart: RetailCart; changes: RetailCartChange[] } {
  const byId = new Map(checks.map((c) => [c.productId, c]));
  const menu = new Map(products?.map((p) => [p.id, p]));
  const changes: RetailCartChange[] = [];
  const items = cart.items.flatMap((line): RetailLine[] => {
    const check = byId.get(line.productId);
    const now = menu.get(line.productId);
    const fresh = now ? { ...line, name: now.name, price: now.price } : line;
    if (!check || check.status === 'SUCCESS') return [fresh];
    if (check.status === 'PRODUCT_NOT_EXISTS' || check.stock === null) {
      changes.push({ productId: line.productId, kind: 'removed', reason: 'gone' });
      return [];
    }
    if (check.stock <= 0) {
      changes.push({ productId: line.productId, kind: 'removed', reason: 'soldOut' });
      return [];
    }
    changes.push({ productId: line.productId, kind: 'lowered', stock: check.stock });
    return [{ ...fresh, quantity: Math.min(line.quantity, check.stock) }];
  });
  const same =
    changes.length === 0 && items.every((l, i) => l.price === cart.items[i]?.price && l.name === cart.items[i]?.name);
  return { cart: same ? cart : { ...cart, items }, changes };
}

/** A restored cart checked against the retail menu as it is now. */
export const repairAgainstMenu = (cart: RetailCart, products: readonly RetailStockItem[]) =>
  applyStockChecks(cart, checkRetailItems(cart.items, products), products);
