/** What an order paid online charges now: the deposit when the store asks for one, else the whole total. */
export function onlineCharge(total: number, deposit: { required: boolean; amount: number }): number {
  return deposit.required ? Math.min(deposit.amount, total) : total;
}

/**
 * Until when an order awaiting online payment holds its designers' time or its stock: `holdSeconds`
 * from now, but never past the booking's start (null: no start, a pickup order).
 */
export function holdUntil(now: number, holdSeconds: number, start: number | null): number {
  const end = now + Math.max(0, holdSeconds);
  return start === null ? end : Math.min(end, start);
}

/**
 * What an online payment is for, as the provider's page shows it as the item: in the customer's
 * language (the page's own words follow it too), e.g. 「青禾髮藝 預約」 / "青禾髮藝 booking".
 */
export function paymentDescription(storeName: string, order: 'booking' | 'pickup', language: 'zh-TW' | 'en'): string {
  if (language === 'en') return `${storeName} ${order === 'booking' ? 'booking' : 'pickup order'}`;
  return `${storeName} ${order === 'booking' ? '預約' : '取貨訂單'}`;
}
