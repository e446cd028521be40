import { browserStorage, type KeyValueStore, readJson, removeKey, storageKey, writeJson } from '#web/lib/storage';

/**
 * What a link from LINE asked the customer to do (open a booking, fill in its form, see a pickup
 * order), kept per store until they reach that detail page: a sign-in on the way does not lose it.
 */
export interface PendingAction {
  redirectUri: 'bookingDetail' | 'formDetail' | 'retailOrderDetail';
  /** The booking or pickup order the detail page shows. */
  id: string;
  formId?: string;
}

const DETAIL_KEYS = { bookingDetail: 'bookingId', formDetail: 'bookingId', retailOrderDetail: 'pickId' } as const;

const pendingActionKey = (cname: string) => storageKey(`pending:${cname}`);

/** The pending action a redirectUri link carries, or null (other aliases, or the id is missing). */
export function pendingActionOf(query: URLSearchParams): PendingAction | null {
  const redirectUri = query.get('redirectUri');
  if (!redirectUri || !(redirectUri in DETAIL_KEYS)) return null;
  const alias = redirectUri as PendingAction['redirectUri'];
  const id = query.get(DETAIL_KEYS[alias]);
  if (!id) return null;
  const formId = query.get('formId');
  return { redirectUri: alias, id, ...(alias === 'formDetail' && formId ? { formId } : {}) };
}

export function rememberPendingAction(cname: string, action: PendingAction, store = browserStorage()): void {
  writeJson(store, pendingActionKey(cname), action);
}

export function readPendingAction(cname: string, store: KeyValueStore | null = browserStorage()): PendingAction | null {
  return readJson<PendingAction>(store, pendingActionKey(cname));
}

/** Clears the store's pending action on arrival at the detail page it names (booking or pickup order). */
export function clearPendingActionOn(
  cname: string,
  page: 'BookingDetail' | 'RetailOrderDetail',
  id: string,
  store: KeyValueStore | null = browserStorage(),
): boolean {
  const action = readPendingAction(cname, store);
  if (!action || action.id !== id) return false;
  const matches =
    page === 'RetailOrderDetail'
      ? action.redirectUri === 'retailOrderDetail'
      : action.redirectUri !== 'retailOrderDetail';
  if (matches) removeKey(store, pendingActionKey(cname));
  return matches;
}
