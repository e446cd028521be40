import {
  type InvoiceRequest,
  type InvoiceSettings,
  type InvoiceSettingsBody,
  invoiceChoiceOf,
  type StaffInvoice,
} from '@salon/contract';
import { type InvoiceChoice, invoiceChoiceLabel, type PaymentSubject } from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import { fieldError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { setInvoiceChoice } from '#api/modules/customer/service';
import type { CustomerScope, StaffScope } from '#api/modules/scope';
import { buyerOf } from './facts';
import { type InvoiceDeps, storeProvider } from './issue';
import * as repo from './repository';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function staffView(row: repo.InvoiceRow): StaffInvoice {
  const choice: InvoiceChoice = row.choice ?? { kind: 'printed' };
  return {
    id: row.id,
    number: row.number,
    ...(row.orderKind === 'Booking' ? { bookingId: row.orderId } : {}),
    ...(row.orderKind === 'PickupOrder' ? { pickupOrderId: row.orderId } : {}),
    amount: row.amount,
    status: row.status === 'Pending' ? 'Failed' : row.status,
    at: seconds(row.issuedAt ?? row.updatedAt),
    choice: invoiceChoiceLabel(choice),
    choiceKind: choice.kind,
    randomCode: row.randomCode,
    allowed: row.allowed,
    reason: row.reason,
  };
}

/** GET /staff/invoices: the window's invoices by their sale's time (those still being issued wait). */
export async function storeInvoices(db: Db, { store }: StaffScope, q: { from: number; to: number }) {
  return (await repo.invoicesBetween(db, store.id, q.from, q.to)).map(staffView);
}

function settingsView(row: repo.InvoiceSettingsRow | null): InvoiceSettings {
  return {
    enabled: row?.enabled ?? false,
    provider: row?.provider ?? 'sandbox',
    merchantId: row?.merchantId ?? null,
    keysSet: Boolean(row?.hashKey && row?.hashIv),
    testMode: row?.testMode ?? true,
  };
}

export async function invoiceSettingsOf(db: Db, { store }: StaffScope): Promise<InvoiceSettings> {
  return settingsView(await repo.settingsOf(db, store.id));
}

/** PUT /staff/invoices/settings: what is sent changes (keys write-only), audited without the keys. */
export async function changeInvoiceSettings(db: Db, scope: StaffScope, body: InvoiceSettingsBody) {
  const before = await invoiceSettingsOf(db, scope);
  await repo.saveSettings(db, scope.store.id, body, scope.now);
  const after = await invoiceSettingsOf(db, scope);
  await recordChange(db, scope, {
    operation: 'staffSaveInvoiceSettings',
    entity: 'store',
    entityId: scope.store.id,
    before,
    after,
  });
  return after;
}

function requestOf(choice: InvoiceChoice | null): InvoiceRequest | null {
  if (!choice || choice.kind === 'printed') return null;
  if (choice.kind === 'carrier') return { carrier: choice.carrier };
  if (choice.kind === 'business') return { taxId: choice.taxId, buyer: choice.buyer };
  return { donationCode: choice.donationCode };
}

export async function myInvoiceChoice(db: Db, { store, actor }: CustomerScope) {
  const customer = await buyerOf(db, store.id, actor.customer.id);
  return { invoice: requestOf(customer?.choice ?? null) };
}

export async function saveMyInvoiceChoice(
  deps: InvoiceDeps,
  scope: CustomerScope,
  body: { invoice: InvoiceRequest | null },
) {
  const choice = invoiceChoiceOf(body.invoice);
  await assertRegistered(deps, scope.store.id, choice, 'invoice');
  await setInvoiceChoice(deps.db, scope.actor.customer.id, choice.kind === 'printed' ? null : choice);
  return myInvoiceChoice(deps.db, scope);
}

/**
 * A mobile barcode or a donation code is checked at the store's provider before money is taken:
 * an unregistered one → 400 naming the field. A provider that cannot be reached does not stop
 * the sale (the issue job retries, and a refused carrier shows as a failed invoice).
 */
export async function assertRegistered(deps: InvoiceDeps, storeId: string, choice: InvoiceChoice, field: string) {
  if (choice.kind !== 'donation' && !(choice.kind === 'carrier' && choice.carrier.type === 'mobile')) return;
  const settings = await repo.settingsOf(deps.db, storeId);
  if (!settings?.enabled) return;
  const provider = await storeProvider(deps, storeId, settings);
  if (!provider) return;
  const registered = await (choice.kind === 'donation'
    ? provider.checkLoveCode(choice.donationCode)
    : provider.checkBarcode(choice.carrier.id)
  ).catch(() => true);
  if (registered) return;
  const [path, message] =
    choice.kind === 'donation'
      ? [`${field}.donationCode`, '查無此捐贈碼，請確認受贈單位的捐贈碼']
      : [`${field}.carrier.id`, '此手機條碼尚未在財政部平台登錄，請確認條碼'];
  throw fieldError(path, message);
}

/**
 * At a checkout, in its transaction: the choice given goes on the order's invoice about to be
 * issued, and is remembered on the customer's profile for next time.
 */
export async function noteInvoiceChoice(
  tx: Tx,
  storeId: string,
  order: { kind: PaymentSubject; id: string },
  customerId: string,
  request: InvoiceRequest | undefined,
): Promise<void> {
  if (request === undefined) return;
  const choice = invoiceChoiceOf(request);
  await repo.setChoiceOfOrder(tx, storeId, order, choice);
  await setInvoiceChoice(tx, customerId, choice.kind === 'printed' ? null : choice);
}

/** The demo store (development) issues its e-invoices through the sandbox, unless set otherwise. */
export async function useSandboxForDemo(db: Db, storeId: string, now: number): Promise<void> {
  if (await repo.settingsOf(db, storeId)) return;
  await repo.saveSettings(db, storeId, { enabled: true, provider: 'sandbox' }, now);
}
