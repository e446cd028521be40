import type { StaffAccount } from '@salon/contract';
import { toSeconds } from '#api/db/time';
import type { StaffMemberRow } from './repository';

/** A staff account as the team list shows it (never its password, link or lockout). */
export function accountView(row: StaffMemberRow, providerNames: ReadonlyMap<string, string>): StaffAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.deactivatedAt === null,
    providerId: row.providerId,
    providerName: row.providerId ? (providerNames.get(row.providerId) ?? null) : null,
    lastSignInAt: row.lastSignInAt ? toSeconds(row.lastSignInAt) : null,
    passwordSet: row.passwordHash !== null,
  };
}
