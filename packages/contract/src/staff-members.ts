import { STAFF_ROLES } from '@salon/domain';
import { z } from 'zod';

/** The store's staff accounts (issue 39): who signs in, in which role, and whether they still may. */

export const staffMemberIdParams = z.object({ id: z.uuid({ message: '人員編號格式不正確' }) });

/** One staff account as the owner's team list shows it. */
export const staffAccount = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Signs in; a deactivated account's sessions ended and its sign-in is refused. */
  active: z.boolean(),
  /** The designer column the member is (kept when deactivated, for history), and its name. */
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  /** Last sign-in (unix s), null when never. */
  lastSignInAt: z.int().nullable(),
  /** A password is set (an invited member without one has only their link). */
  passwordSet: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

const roleMessage = `職級須為 ${STAFF_ROLES.join('、')} 之一`;

/** A change of an account: its role, whether it is active, or both (never neither). */
export const staffMemberChangeBody = z
  .object({
    role: z.enum(STAFF_ROLES, { message: roleMessage }).optional(),
    active: z.boolean({ message: '啟用狀態須為 true 或 false' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.role !== undefined || body.active !== undefined) return;
    for (const path of ['role', 'active'])
      ctx.addIssue({ code: 'custom', path: [path], message: '請指定職級或啟用狀態' });
  });
export type StaffMemberChangeBody = z.infer<typeof staffMemberChangeBody>;

/** A new one-time set-password link for an account (shown once), and whether it was e-mailed. */
export const staffPasswordLink = z.object({ setupLink: z.string(), emailed: z.boolean() });
