/** Most units of one product in one order line (the contract refuses more, the web's cart caps at it). */
export const MAX_QUANTITY = 99;

/** A retail item as the menu offers it now. */
export interface RetailStockItem {
  id: string;
  name: string;
  /** The store's English name of it, when it gave one (issue 43.5). */
  nameEn?: string | null;
  price: number;
  stock: number;
}

/** One line of a retail cart; `price` is what the customer saw when filling the cart, when known. */
export interface RetailCartLine {
  productId: string;
  quantity: number;
  price?: number | undefined;
}

export interface PricedRetailLine {
  productId: string;
  name: string;
  nameEn: string | null;
  price: number;
  quantity: number;
  lineTotal: number;
}

export function lineTotal(price: number, quantity: number): number {
  return price * quantity;
}

export function retailCartTotal(lines: readonly { price: number; quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + lineTotal(l.price, l.quantity), 0);
}

function byId(products: readonly RetailStockItem[]): Map<string, RetailStockItem> {
  return new Map(products.map((p) => [p.id, p]));
}

/** The cart's lines at the menu's current prices; lines whose product is gone are left out. */
export function priceRetailCart(
  lines: readonly RetailCartLine[],
  products: readonly RetailStockItem[],
): PricedRetailLine[] {
  const menu = byId(products);
  return lines.flatMap((line) => {
    const product = menu.get(line.productId);
    if (!product) return [];
    return [
      {
        productId: product.id,
        name: product.name,
        nameEn: product.nameEn ?? null,
        price: product.price,
        quantity: line.quantity,
        lineTotal: lineTotal(product.price, line.quantity),
      },
    ];
  });
}

/** Products whose price in the cart is not the menu's price now (lines without a price are taken as seen). */
export function changedPrices(lines: readonly RetailCartLine[], products: readonly RetailStockItem[]): string[] {
  const menu = byId(products);
  return lines
    .filter((l) => l.price !== undefined && menu.has(l.productId) && menu.get(l.productId)?.price !== l.price)
    .map((l) => l.productId);
}
