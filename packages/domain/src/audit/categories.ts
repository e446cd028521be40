/**
 * The audit log's filters: the actions people think in. Each staff operation is filed under one
 * category; an edit of a service or a retail item whose price changed is found under `price` too
 * (its before and after differ in `price`). One list, read by the API's filter and the staff web.
 */
export const AUDIT_CATEGORIES = ['price', 'menu', 'team', 'settings', 'money', 'bookings', 'customers'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

/** The category of each audited operation (endpoint id of the contract's table). */
export const AUDIT_CATEGORY_OF: Readonly<Record<string, AuditCategory>> = {
  staffUpdateProduct: 'menu',
  staffUpdateService: 'menu',
  staffCreateService: 'menu',
  staffCreateCategory: 'menu',
  staffUpdateCategory: 'menu',
  staffOrderCategories: 'menu',
  staffCreateRetailItem: 'menu',
  staffUpdateRetailItem: 'menu',
  staffAdjustStock: 'menu',
  staffInvite: 'team',
  staffChangeMember: 'team',
  staffPasswordLink: 'team',
  staffAddDesigner: 'team',
  staffUpdateDesigner: 'team',
  staffDesignerAvatar: 'team',
  staffUpdateSettings: 'settings',
  staffSaveInvoiceSettings: 'settings',
  staffUpdateHours: 'settings',
  staffCheckout: 'money',
  staffSellValueCard: 'money',
  staffTopUpValueCard: 'money',
  staffAdjustValueCard: 'money',
  staffValueCardState: 'money',
  staffIssueVoucher: 'money',
  staffSellTicket: 'money',
  staffSaveCommissionRules: 'money',
  staffClosePerformanceMonth: 'money',
  staffCreateBooking: 'bookings',
  staffBookingStatus: 'bookings',
  staffMoveBooking: 'bookings',
  staffBookingAssistant: 'bookings',
  staffCreateBlock: 'bookings',
  staffRemoveBlock: 'bookings',
  staffPickupOrderStatus: 'bookings',
  staffCustomerNotes: 'customers',
  staffBlockCustomer: 'customers',
  staffResendMessage: 'customers',
};

/** Operations that edit something with a price: an entry of one is a price change when `price` differs. */
export const PRICED_OPERATIONS = ['staffUpdateProduct', 'staffUpdateService', 'staffUpdateRetailItem'] as const;

/** The field whose change files an edit under `price`. */
export const PRICE_FIELD = 'price';

export function isAuditCategory(value: string): value is AuditCategory {
  return (AUDIT_CATEGORIES as readonly string[]).includes(value);
}

/** The operations filed under a category by operation alone (`price` has none: it is read from the change). */
export function operationsIn(category: AuditCategory): string[] {
  return Object.entries(AUDIT_CATEGORY_OF)
    .filter(([, c]) => c === category)
    .map(([op]) => op);
}

const priceOf = (value: unknown): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[PRICE_FIELD] : undefined;

/** Whether an entry changed a price: a priced operation whose before and after name different prices. */
export function isPriceChange(entry: { operation: string; before: unknown; after: unknown }): boolean {
  if (!(PRICED_OPERATIONS as readonly string[]).includes(entry.operation)) return false;
  const [was, is] = [priceOf(entry.before), priceOf(entry.after)];
  return typeof was === 'number' && typeof is === 'number' && was !== is;
}

/** The categories an entry is found under: its operation's, and `price` when it changed a price. */
export function auditCategoriesOf(entry: { operation: string; before: unknown; after: unknown }): AuditCategory[] {
  const own = AUDIT_CATEGORY_OF[entry.operation];
  return [...(isPriceChange(entry) ? (['price'] as const) : []), ...(own ? [own] : [])];
}
