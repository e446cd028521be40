import { randomBytes } from 'node:crypto';
import { dayMinutesOf } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#api/db/client';
import { bookingEvents, bookings, designerBlocks, stores } from '#api/db/schema/index';
import { THU, TUE, WED } from '#api/modules/bookings/test-support';
import { TEST_NOW } from '#test/app';
import { describeEachDatabase, openTestDatabase } from '#test/db';
import { bookingRow, seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';
import { readAssignmentTimes } from './assignment-times';
import { loadProviderCalendars } from './busy-repository';

/**
 * What a booking's assignment reads, against the whole day read the engine used before: the busy
 * time within the cart only, and per designer the minutes of that local day counted as the domain
 * counts them (dayMinutesOf), across midnight, cancelled events, overlapping blocked time and
 * another store's bookings.
 */
describeEachDatabase('the designers’ time a booking’s assignment reads', (kind) => {
  let database: Database;
  let storeId: string;
  const window = { day: { start: WED(0), end: THU(0) }, cart: { start: WED(11), end: WED(12) } };

  async function book(store: string, providerId: string, start: number, end: number, active = true) {
    const { customer } = await signedInCustomer(database.db, store, TEST_NOW);
    const id = randomBytes(12).toString('base64url');
    const time = { startTime: new Date(start * 1000), endTime: new Date(end * 1000) };
    await database.db
      .insert(bookings)
      .values(
        bookingRow(
          { id, storeId: store, customerId: customer.id, start, end, now: TEST_NOW },
          { status: active ? 'Confirmed' : 'Cancelled' },
        ),
      );
    await database.db.insert(bookingEvents).values({
      bookingId: id,
      index: 0,
      customerIndex: 0,
      eventIndex: 0,
      storeId: store,
      productId: 'cut',
      productName: '剪髮',
      requestedUserId: providerId,
      providerId,
      providerName: providerId,
      price: 800,
      duration: (end - start) / 60,
      active,
      ...time,
    });
  }
  const block = (providerId: string, start: number, end: number) =>
    database.db
      .insert(designerBlocks)
      .values({ storeId, providerId, startTime: new Date(start * 1000), endTime: new Date(end * 1000) });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    storeId = (await seedStore(database.db)).storeId;
    const other = (await seedDemoCopy(database.db, 'other')).storeId;
    await book(storeId, 'amber', WED(11), WED(12));
    await book(storeId, 'amber', TUE(23), WED(1)); // an hour of it on Wednesday
    await book(storeId, 'amber', WED(15), WED(16), false); // cancelled: holds nothing
    await book(storeId, 'kevin', WED(9), WED(10, 30));
    await book(storeId, 'kevin', WED(23, 30), THU(0, 30)); // half an hour of it on Wednesday
    await block('mia', WED(13), WED(15));
    await block('mia', WED(14), WED(16)); // overlaps the one before: 13–16 is three hours
    await block('yuna', WED(11, 30), WED(12, 30));
    await book(other, 'leo', WED(11), WED(18)); // another store's Leo
  });
  afterAll(() => database?.close());

  it('sums each designer’s minutes of the day as the domain does from the whole day', async () => {
    const times = await readAssignmentTimes(database.db, storeId, window);
    expect(Object.fromEntries(times.dayMinutes)).toEqual({ amber: 120, kevin: 120, mia: 180, yuna: 60 });
    const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId));
    const wholeDay = await loadProviderCalendars(database.db, store!, window.day.start, window.day.end);
    const counted = [...dayMinutesOf(wholeDay, window.day)].filter(([, minutes]) => minutes > 0);
    expect(times.dayMinutes).toEqual(new Map(counted));
  });

  it('gives only the busy time within the cart, blocked time included', async () => {
    const times = await readAssignmentTimes(database.db, storeId, window);
    expect(Object.fromEntries(times.byProvider)).toEqual({
      amber: [{ start: WED(11), end: WED(12) }],
      yuna: [{ start: WED(11, 30), end: WED(12, 30) }],
    });
  });

  it('answers each of several reads arriving together with its own window', async () => {
    const evening = { day: window.day, cart: { start: WED(23), end: THU(0) } };
    const [morning, late] = await Promise.all([
      readAssignmentTimes(database.db, storeId, window),
      readAssignmentTimes(database.db, storeId, evening),
    ]);
    expect([...morning.byProvider.keys()].sort()).toEqual(['amber', 'yuna']);
    expect(Object.fromEntries(late.byProvider)).toEqual({ kevin: [{ start: WED(23, 30), end: THU(0, 30) }] });
    expect(late.dayMinutes).toEqual(morning.dayMinutes);
  });
});
