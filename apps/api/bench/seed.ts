/**
 * The bench's stores: `bench` (20 designers, three services, ~2,000 bookings over the next 30 days,
 * inserted directly) for availability, and `bench-book`, `bench-book-2`… (20 designers each, one
 * 30-minute service, no bookings) for booking creation, with signed-in customers. Plus the demo
 * store for the store page and pickup orders (with signed-in customers too).
 */
import { randomBytes } from 'node:crypto';
import type { StoreImportInput } from '@salon/contract';
import { CASH_AT_COUNTER } from '@salon/domain';
import { pickWith, seededRandom } from '@salon/domain/bench/seeded-random';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { bookingEvents, bookings, customers, stores } from '../src/db/schema/index';
import { loadDemoStore } from '../src/modules/store/demo';
import { importStore, validateStoreFile } from '../src/modules/store/import';
import { bookingRow, signedInCustomer } from '../test/fixtures';

export const PROVIDERS = 20;
export const BOOKINGS = 2_000;
export const DAYS = 30;
const TZ_OFFSET = 8 * 3600; // Asia/Taipei, no DST
export const DAY = 86400;
/**
 * Stores booked by the booking bench. One store holds 11,200 half-hour bookings in the 30 days it
 * may be booked ahead; a fast host makes that many in 10 s, and a full calendar caps the rate.
 */
export const BOOKING_STORES = 4;

const random = seededRandom(20261124);
const pick = pickWith(random);

const open = { open: [{ start: '10:00', end: '20:00' }], rest: [{ start: '14:00', end: '14:30' }] };
const allWeek = (hours: typeof open) => ({
  sunday: hours,
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  saturday: hours,
});
const designerIds = Array.from({ length: PROVIDERS }, (_, i) => `designer-${String(i + 1).padStart(2, '0')}`);

function storeFile(code: string, hours: typeof open): StoreImportInput['store'] {
  return {
    code,
    name: `Bench ${code}`,
    openingHours: allWeek(hours),
    workingHours: allWeek(hours),
    maxCustomerCount: 3,
    enableConcurrentServices: true,
    paymentMethods: [CASH_AT_COUNTER],
    cancelPolicy: 'Single',
    cancelCondition: [{ deadline: 'DAYS_1', refundType: 'Percent', refundPercent: 100, refundAmount: 0 }],
  };
}

/** 20 designers (a few with their own prices and durations), three services, open every day 10–20. */
function availabilityStore(): StoreImportInput {
  return {
    store: storeFile('bench', open),
    providers: designerIds.map((id) => ({ id, name: id })),
    categories: [{ id: 'all', name: '全部', kind: 'service', productIds: ['cut', 'color', 'care'] }],
    products: [
      {
        id: 'cut',
        name: '剪髮',
        price: 800,
        duration: 60,
        providers: designerIds
          .filter((_, i) => i % 4 === 0)
          .map((userId) => ({ userId, useDefault: false, price: 1200, duration: 45 })),
      },
      { id: 'color', name: '染髮', price: 2200, duration: 120 },
      { id: 'care', name: '護髮', price: 1200, duration: 30 },
    ],
  };
}

/** 20 designers, one 30-minute service, open every day 10–20 without a rest. */
function bookingStore(code: string): StoreImportInput {
  return {
    store: storeFile(code, { open: open.open, rest: [] }),
    providers: designerIds.map((id) => ({ id, name: id })),
    categories: [{ id: 'all', name: '全部', kind: 'service', productIds: ['care'] }],
    products: [{ id: 'care', name: '護髮', price: 1200, duration: 30 }],
  };
}

async function importFile(database: Database, file: StoreImportInput) {
  const parsed = validateStoreFile(file);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return (await importStore(database.db, parsed.file)).storeId;
}

/** Local midnight (Asia/Taipei) of the day of `now`, unix seconds. */
export const localMidnight = (now: number) => Math.floor((now + TZ_OFFSET) / DAY) * DAY - TZ_OFFSET;

/** 2,000 non-overlapping bookings (one event each) over the next 30 days, in working hours. */
async function seedBookings(database: Database, storeId: string, now: number) {
  const [customer] = await database.db
    .insert(customers)
    .values({ storeId, phoneE164: '+886900000000', lastName: '測', gender: 'Female' })
    .returning();
  const today = localMidnight(now);
  const held = new Map(designerIds.map((id) => [id, [] as [number, number][]]));
  const bookingRows: (typeof bookings.$inferInsert)[] = [];
  const eventRows: Omit<typeof bookingEvents.$inferInsert, 'during'>[] = [];
  while (bookingRows.length < BOOKINGS) {
    const providerId = pick(designerIds);
    const start = today + (1 + Math.floor(random() * DAYS)) * DAY + 10 * 3600 + Math.floor(random() * 18) * 1800;
    const minutes = pick([30, 60, 90, 120]);
    const end = start + minutes * 60;
    const list = held.get(providerId)!;
    if (list.some(([s, e]) => s < end && start < e)) continue;
    list.push([start, end]);
    const id = randomBytes(16).toString('base64url');
    bookingRows.push(bookingRow({ id, storeId, customerId: customer!.id, start, end, now }, { total: 1000 }));
    eventRows.push({
      bookingId: id,
      index: 0,
      customerIndex: 0,
      eventIndex: 0,
      storeId,
      productId: 'cut',
      productName: '剪髮',
      requestedUserId: providerId,
      providerId,
      providerName: providerId,
      price: 1000,
      duration: minutes,
      startTime: new Date(start * 1000),
      endTime: new Date(end * 1000),
    });
  }
  for (let i = 0; i < BOOKINGS; i += 500) {
    await database.db.insert(bookings).values(bookingRows.slice(i, i + 500));
    await database.db.insert(bookingEvents).values(eventRows.slice(i, i + 500));
  }
}

/** A store of the booking bench and the access-token headers of its signed-in customers. */
export interface BookingStore {
  code: string;
  id: string;
  tokens: string[];
}

export interface Seeded {
  bookingStores: BookingStore[];
  demoStoreId: string;
  /** access-token headers of signed-in customers of the demo store (pickup orders). */
  demoTokens: string[];
}

/** Migrated database with the demo store, `bench` and the booking stores; planner statistics as a live database has them. */
export async function seedBenchDatabase(database: Database, now: number): Promise<Seeded> {
  await database.migrate();
  await loadDemoStore(database.db, { staff: false });
  await seedBookings(database, await importFile(database, availabilityStore()), now);
  const bookingStores: BookingStore[] = [];
  for (let n = 1; n <= BOOKING_STORES; n++) {
    const code = n === 1 ? 'bench-book' : `bench-book-${n}`;
    const id = await importFile(database, bookingStore(code));
    bookingStores.push({ code, id, tokens: await signedInTokens(database, id, now) });
  }
  const [demo] = await database.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'demo'));
  const demoStoreId = demo!.id;
  const demoTokens = await signedInTokens(database, demoStoreId, now);
  await database.db.execute(sql`ANALYZE`);
  return { bookingStores, demoStoreId, demoTokens };
}

/** 100 signed-in customers of a store: their access-token headers. */
async function signedInTokens(database: Database, storeId: string, now: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < 100; i++) tokens.push((await signedInCustomer(database.db, storeId, now)).token);
  return tokens;
}
