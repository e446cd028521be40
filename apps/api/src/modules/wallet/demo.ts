import type { Tx } from '#api/db/client';
import { customers } from '#api/db/schema/customers';
import { customerVouchers, serviceTickets } from '#api/db/schema/wallet';
import { at } from '#api/db/time';
import { issueValueCard } from './repository';

/** The demo store's demo customer (sign in with 0988-000-111 and the dev outbox's code). */
export const DEMO_CUSTOMER_PHONE = '+886988000111';

const YEAR = 365 * 86400;

/**
 * The demo customer and their wallet: a value card with $3,000 (its top-up in the ledger), the
 * 染髮 9 折 and 滿千折 200 vouchers, and a 結構式護髮 ticket with 3 of 5 uses left. The demo store
 * file adds the receivable 新朋友 100 元券.
 */
export async function seedDemoWallet(tx: Tx, storeId: string, now: number): Promise<void> {
  const [customer] = await tx
    .insert(customers)
    .values({ storeId, phoneE164: DEMO_CUSTOMER_PHONE, lastName: '林', gender: 'Female' })
    .returning({ id: customers.id });
  await giveDemoWallet(tx, storeId, customer!.id, now, '8800001234');
}

/** The demo wallet for a customer: the card (numbered `cardNo`) with $3,000, the two vouchers and the ticket. */
export async function giveDemoWallet(
  tx: Tx,
  storeId: string,
  customerId: string,
  now: number,
  cardNo: string,
): Promise<void> {
  const today = at(now);
  await issueValueCard(
    tx,
    { storeId, customerId, cardNo, name: '青禾儲值卡', expiresAt: at(now + YEAR), createdAt: today },
    3000,
  );
  await tx.insert(customerVouchers).values(
    ['color-90', 'welcome-200'].map((templateId) => ({
      storeId,
      customerId,
      templateId,
      usesLeft: 1,
      receivedAt: today,
    })),
  );
  await tx.insert(serviceTickets).values({
    storeId,
    customerId,
    productId: 'care-treatment',
    name: '結構式護髮 5 次券',
    totalUses: 5,
    usesLeft: 3,
    deadlineType: 'During',
    endTime: at(now + YEAR),
    createdAt: today,
  });
}
