import {
  bookingsOutsideShifts,
  type EngineProvider,
  type EngineStore,
  providerShifts,
  type WeeklyHours,
} from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import { at, toSeconds } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { engineStore } from '#api/modules/availability/quote';
import type { StaffScope, StoreScope } from '#api/modules/scope';
import { comingServicesOf } from '../bookings/service';
import { catalogOf } from '../catalog/service';
import { customerSummariesOf } from '../customer/service';
import { readAvatar, storeAvatar } from './avatars';
import * as repo from './repository';

/** The team and its hours: designers added and changed, the store's hours; nothing strands a booking unconfirmed. */

const toDesigner = (row: repo.ProviderRow, daysOff: string[]) => ({
  id: row.id,
  name: row.name,
  avatar: row.avatar,
  title: row.title,
  schedule: row.schedule,
  daysOff,
  extraDays: row.extraDays,
  sort: row.sort,
  active: row.archivedAt === null,
});

/**
 * Refuses (409 HOURS_CONFLICT, the bookings in `data`) a change after which coming bookings would
 * lie outside their designers' working time, unless the member confirmed it.
 */
async function assertNoneStranded(
  tx: Tx,
  { store, now }: StoreScope,
  proposed: { engine: EngineStore; providers: EngineProvider[] },
  confirmed: boolean,
  providerId?: string,
) {
  if (confirmed) return;
  const events = await comingServicesOf(tx, store.id, now, providerId);
  if (events.length === 0) return;
  const until = Math.max(...events.map((e) => e.end));
  const shifts = new Map(proposed.providers.map((p) => [p.id, providerShifts(p, proposed.engine, now, until)]));
  const stranded = new Set(bookingsOutsideShifts(events, shifts));
  if (stranded.size === 0) return;
  const bookings = await namedBookings(
    tx,
    store.id,
    events.filter((e) => stranded.has(e.bookingId)),
  );
  throw new ApiError('HOURS_CONFLICT', { data: { bookings } });
}

type ComingService = Awaited<ReturnType<typeof comingServicesOf>>[number];

/** The bookings of these services, once each by start, as a refusal names them: whose and when. */
async function namedBookings(tx: Tx, storeId: string, events: readonly ComingService[]) {
  const byId = new Map(events.map((e) => [e.bookingId, e]));
  const names = await customerSummariesOf(
    tx,
    storeId,
    events.map((e) => e.customerId),
  );
  return [...byId.values()]
    .sort((a, b) => a.bookingStart.getTime() - b.bookingStart.getTime())
    .map((e) => ({
      id: e.bookingId,
      startTime: toSeconds(e.bookingStart),
      customerName: names.get(e.customerId)?.lastName ?? '',
    }));
}

/** GET /staff/designers: the store's hours and holidays, its designers with their days off, and those who left. */
export async function staffTeam(db: Db, { store }: StaffScope) {
  const [catalog, former] = await Promise.all([catalogOf(db, store), repo.formerProviders(db, store.id)]);
  const designer = (row: repo.ProviderRow) => toDesigner(row, catalog.daysOff.get(row.id) ?? []);
  return {
    workingHours: store.workingHours,
    openingHours: store.openingHours,
    holidays: store.holidays,
    designers: catalog.providers.map(designer),
    former: former.map(designer),
  };
}

/**
 * A designer who leaves takes no booking from then on (the catalogue leaves them out; the insert's
 * trigger refuses a booking assigned just before): refused (409 DESIGNER_HAS_BOOKINGS, the bookings
 * in `data`) while they still have coming ones, which are moved or cancelled first; a confirm
 * does not pass it, since nobody would serve them.
 */
async function assertNothingComing(tx: Tx, { store, now }: StoreScope, designerId: string) {
  const events = await comingServicesOf(tx, store.id, now, designerId);
  if (events.length === 0) return;
  throw new ApiError('DESIGNER_HAS_BOOKINGS', { data: { bookings: await namedBookings(tx, store.id, events) } });
}

/** A list of local dates once each, in order. */
const dated = (days: readonly string[]) => [...new Set(days)].sort();

const asEngineProvider = (row: repo.ProviderRow, daysOff: string[]): EngineProvider => ({
  id: row.id,
  name: row.name,
  schedule: row.schedule as WeeklyHours | null,
  daysOff,
  extraDays: row.extraDays,
  busy: [],
});

export async function addDesigner(
  db: Db,
  scope: StaffScope,
  body: {
    id: string;
    name: string;
    title: string | null;
    schedule: WeeklyHours | null;
    daysOff: string[];
    extraDays: string[];
  },
) {
  const { store } = scope;
  return db.transaction(async (tx) => {
    const added = await repo.insertProvider(tx, {
      storeId: store.id,
      id: body.id,
      name: body.name,
      title: body.title,
      schedule: body.schedule,
      extraDays: dated(body.extraDays),
      sort: 1000,
    });
    if (!added) throw new ApiError('DESIGNER_EXISTS');
    await repo.replaceDaysOff(tx, store.id, body.id, body.daysOff);
    const after = toDesigner(
      (await repo.findProvider(tx, store.id, body.id))!,
      await repo.daysOffOf(tx, store.id, body.id),
    );
    await recordChange(tx, scope, { operation: 'staffAddDesigner', entity: 'designer', entityId: body.id, after });
    return after;
  });
}

type DesignerChange = Partial<{
  name: string;
  title: string | null;
  schedule: WeeklyHours | null;
  daysOff: string[];
  extraDays: string[];
  sort: number;
  active: boolean;
}>;

/** Changes a designer; new hours or days off that strand coming bookings need `confirm`. Before and after go to the audit log. */
export async function changeDesigner(
  db: Db,
  scope: StaffScope,
  designerId: string,
  body: DesignerChange & { confirm: boolean },
) {
  const { store } = scope;
  return db.transaction(async (tx) => {
    const row = await repo.findProvider(tx, store.id, designerId, true);
    if (!row) throw new ApiError('PROVIDER_NOT_FOUND');
    const daysOff = await repo.daysOffOf(tx, store.id, designerId);
    const { confirm, daysOff: newDaysOff, active, ...rest } = body;
    const leaves = active === false && row.archivedAt === null;
    const changes = {
      ...rest,
      ...(rest.extraDays && { extraDays: dated(rest.extraDays) }),
      ...(active !== undefined &&
        (row.archivedAt === null) !== active && { archivedAt: active ? null : at(scope.now) }),
    };
    if (leaves) await assertNothingComing(tx, scope, designerId);
    else {
      const proposed = asEngineProvider({ ...row, ...changes }, newDaysOff ?? daysOff);
      await assertNoneStranded(tx, scope, { engine: engineStore(store), providers: [proposed] }, confirm, designerId);
    }
    const updated =
      Object.keys(changes).length > 0 ? await repo.updateProvider(tx, store.id, designerId, changes) : row;
    if (newDaysOff) await repo.replaceDaysOff(tx, store.id, designerId, newDaysOff);
    const [before, after] = [toDesigner(row, daysOff), toDesigner(updated, newDaysOff ?? daysOff)];
    await recordChange(tx, scope, {
      operation: 'staffUpdateDesigner',
      entity: 'designer',
      entityId: designerId,
      before,
      after,
    });
    return after;
  });
}

/** The store's working hours; hours that strand coming bookings need `confirm`. Before and after go to the audit log. */
export async function changeStoreHours(
  db: Db,
  scope: StaffScope,
  providers: { row: repo.ProviderRow; daysOff: string[] }[],
  body: {
    workingHours: WeeklyHours;
    openingHours?: WeeklyHours | undefined;
    holidays?: string[] | undefined;
    confirm: boolean;
  },
) {
  const { store } = scope;
  return db.transaction(async (tx) => {
    const holidays = body.holidays ? dated(body.holidays) : store.holidays;
    const engine = { ...engineStore(store), workingHours: body.workingHours, holidays };
    const proposed = providers.map((p) => asEngineProvider(p.row, p.daysOff));
    await assertNoneStranded(tx, scope, { engine, providers: proposed }, body.confirm);
    const openingHours = body.openingHours ?? store.openingHours;
    await repo.setStoreHours(tx, store.id, { workingHours: body.workingHours, openingHours, holidays });
    const before = { workingHours: store.workingHours, openingHours: store.openingHours, holidays: store.holidays };
    const after = { workingHours: body.workingHours, openingHours, holidays };
    await recordChange(tx, scope, {
      operation: 'staffUpdateHours',
      entity: 'store',
      entityId: store.id,
      before,
      after,
    });
    return after;
  });
}

/** A designer's new photo, stored on disk first (a file nobody points at yet is harmless). Before and after go to the audit log. */
export async function setDesignerAvatar(
  { db, uploadsDir }: { db: Db; uploadsDir: string },
  scope: StaffScope,
  designerId: string,
  image: string,
) {
  const { store } = scope;
  const avatar = readAvatar(image);
  if (!(await db.transaction((tx) => repo.findProvider(tx, store.id, designerId))))
    throw new ApiError('PROVIDER_NOT_FOUND');
  const url = await storeAvatar(uploadsDir, avatar);
  return db.transaction(async (tx) => {
    const row = await repo.findProvider(tx, store.id, designerId, true);
    if (!row) throw new ApiError('PROVIDER_NOT_FOUND');
    const updated = await repo.updateProvider(tx, store.id, designerId, { avatar: url });
    const daysOff = await repo.daysOffOf(tx, store.id, designerId);
    const after = toDesigner(updated, daysOff);
    await recordChange(tx, scope, {
      operation: 'staffDesignerAvatar',
      entity: 'designer',
      entityId: designerId,
      before: { avatar: row.avatar },
      after,
    });
    return after;
  });
}

/** The names of these designers of the store, by id: the audit log names them. */
export function designerNamesOf(db: Tx, storeId: string, ids: readonly string[]): Promise<Map<string, string>> {
  return repo.providerNames(db, storeId, ids);
}
