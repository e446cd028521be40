import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { arrivalBatch } from '#api/db/arrival-batch';
import type { Tx } from '#api/db/client';
import { preparedPerHandle } from '#api/db/prepared';
import { staffMembers, staffSessions } from '#api/db/schema/staff';
import { at, toSeconds } from '#api/db/time';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** An active member of the store with this e-mail (case does not matter). */
export async function findMemberByEmail(db: Tx, storeId: string, email: string): Promise<StaffMemberRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.storeId, storeId),
        sql`lower(${staffMembers.email}) = lower(${email})`,
        isNull(staffMembers.archivedAt),
      ),
    );
  return row ?? null;
}

export async function insertMember(db: Tx, member: typeof staffMembers.$inferInsert): Promise<StaffMemberRow> {
  const [row] = await db.insert(staffMembers).values(member).onConflictDoNothing().returning();
  return row ?? (await findMemberByEmail(db, member.storeId, member.email))!;
}

/**
 * Counts a wrong password in one statement (concurrent guesses cannot pass the limit); the member
 * is locked until `lockUntil` once `max` are reached. Returns the count after this one.
 */
export async function countFailedLogin(db: Tx, id: string, max: number, lockUntil: number): Promise<number> {
  const [row] = await db
    .update(staffMembers)
    .set({
      failedLogins: sql`${staffMembers.failedLogins} + 1`,
      lockedUntil: sql`CASE WHEN ${staffMembers.failedLogins} + 1 >= ${max} THEN ${at(lockUntil).toISOString()}::timestamptz ELSE ${staffMembers.lockedUntil} END`,
    })
    .where(eq(staffMembers.id, id))
    .returning({ failedLogins: staffMembers.failedLogins });
  return row?.failedLogins ?? max;
}

export async function resetFailedLogins(db: Tx, id: string): Promise<void> {
  await db.update(staffMembers).set({ failedLogins: 0, lockedUntil: null }).where(eq(staffMembers.id, id));
}

export async function insertSession(db: Tx, row: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(row);
}

/** The sessions among these hashes that are not revoked and whose member is active, with store and expiry. */
const liveSessionsQuery = preparedPerHandle((db) =>
  db
    .select({
      hash: staffSessions.tokenHash,
      storeId: staffSessions.storeId,
      expiresAt: staffSessions.expiresAt,
      member: staffMembers,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        sql`${staffSessions.tokenHash} = ANY(${sql.placeholder('hashes')}::text[])`,
        isNull(staffSessions.revokedAt),
        isNull(staffMembers.archivedAt),
        isNull(staffMembers.deactivatedAt),
      ),
    )
    .prepare('live_staff_sessions'),
);

type LiveStaffSession = Awaited<ReturnType<ReturnType<typeof liveSessionsQuery>['execute']>>[number];

/**
 * Every staff request reads its session (the desk polls the calendar every 3 s): the requests that
 * arrive together share one prepared read (db/arrival-batch.ts: sent after they arrived, no memo, so
 * a session revoked before a request arrived is refused to it).
 */
const liveSessions = preparedPerHandle((db) =>
  arrivalBatch<string, LiveStaffSession>(async (hashes) => {
    const rows = await liveSessionsQuery(db).execute({ hashes: [...hashes] });
    const byHash = new Map(rows.map((row) => [row.hash, row]));
    return hashes.map((hash) => byHash.get(hash) ?? null);
  }),
);

/** The member behind a live session and its store, or null (unknown, expired, revoked, archived or deactivated member). */
export async function findLiveSession(db: Tx, tokenHash: string, now: number) {
  const row = await liveSessions(db).load(tokenHash);
  if (!row || row.expiresAt.getTime() <= now * 1000) return null;
  return { member: row.member, storeId: row.storeId, expireTime: toSeconds(row.expiresAt) };
}

export async function revokeSession(db: Tx, tokenHash: string, now: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: at(now) })
    .where(eq(staffSessions.tokenHash, tokenHash));
}

/** Ends every session of a member (sign out everywhere). */
export async function revokeAllSessions(db: Tx, storeId: string, staffId: string, now: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: at(now) })
    .where(
      and(eq(staffSessions.storeId, storeId), eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)),
    );
}

/** Gives a member a one-time set-password link (its token's hash), replacing any earlier one. */
export async function setSetupToken(db: Tx, id: string, tokenHash: string, expiresAt: number): Promise<void> {
  await db
    .update(staffMembers)
    .set({ setupTokenHash: tokenHash, setupExpiresAt: at(expiresAt) })
    .where(eq(staffMembers.id, id));
}

/**
 * Uses a set-password link once: the member of this store holding it (not expired) gets the
 * password, and the link is gone; null when there is no such link (used, expired, unknown).
 */
export async function useSetupToken(db: Tx, storeId: string, tokenHash: string, passwordHash: string, now: number) {
  const [row] = await db
    .update(staffMembers)
    .set({ passwordHash, setupTokenHash: null, setupExpiresAt: null, failedLogins: 0, lockedUntil: null })
    .where(
      and(
        eq(staffMembers.storeId, storeId),
        eq(staffMembers.setupTokenHash, tokenHash),
        gt(staffMembers.setupExpiresAt, at(now)),
        isNull(staffMembers.archivedAt),
        isNull(staffMembers.deactivatedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** The names of these members (gone ones are left out). */
export async function memberNames(db: Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, [...new Set(ids)]));
}

export async function memberDesigners(db: Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: staffMembers.id, providerId: staffMembers.providerId })
    .from(staffMembers)
    .where(inArray(staffMembers.id, [...new Set(ids)]));
}

/** The store's accounts (archived ones left out), by role then name. */
export async function listMembers(db: Tx, storeId: string): Promise<StaffMemberRow[]> {
  return db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.storeId, storeId), isNull(staffMembers.archivedAt)))
    .orderBy(staffMembers.createdAt, staffMembers.id);
}

/** One account of the store (archived ones are not found); locked for the transaction when `lock`. */
export async function findMember(db: Tx, storeId: string, id: string, lock = false): Promise<StaffMemberRow | null> {
  const query = db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.storeId, storeId), eq(staffMembers.id, id), isNull(staffMembers.archivedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The ids of the store's active owners, locked: two owners changing each other wait for one another. */
export async function lockActiveOwners(db: Tx, storeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.storeId, storeId),
        eq(staffMembers.role, 'owner'),
        isNull(staffMembers.archivedAt),
        isNull(staffMembers.deactivatedAt),
      ),
    )
    .for('update');
  return rows.map((r) => r.id);
}

/** Writes an account's role and when it was deactivated (null: active). */
export async function updateMember(
  db: Tx,
  id: string,
  fields: Pick<StaffMemberRow, 'role' | 'deactivatedAt'>,
): Promise<StaffMemberRow> {
  const [row] = await db.update(staffMembers).set(fields).where(eq(staffMembers.id, id)).returning();
  return row!;
}

/** Notes a sign-in (the owner's list shows the last one). */
export async function touchSignIn(db: Tx, id: string, now: number): Promise<void> {
  await db
    .update(staffMembers)
    .set({ lastSignInAt: at(now) })
    .where(eq(staffMembers.id, id));
}
