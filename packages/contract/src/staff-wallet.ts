import { COUNTER_METHODS, DISCOUNT_TYPES, TICKET_DEADLINE_TYPES, VALUE_CARD_LEDGER_REASONS } from '@salon/domain';
import { z } from 'zod';
import { TIME_MAX } from './bounds';
import { serviceTicket, valueCard, walletVoucher } from './wallet';

/** A customer's wallet at the counter (issue 24.5): what staff see and the moves they make. */

export const valueCardIdParams = z.object({ cardId: z.uuid({ message: '儲值卡編號不正確' }) });

const method = z.enum(COUNTER_METHODS, { message: '請選擇收款方式' });
/** Dollars taken at the counter for a sale or a top-up. */
const takenAmount = z
  .int({ message: '金額須為整數' })
  .min(1, { message: '金額至少 $1' })
  .max(1_000_000, { message: '金額最多 $1,000,000' });
const unixTime = z
  .int({ message: '請選擇日期' })
  .min(0, { message: '請選擇日期' })
  .max(TIME_MAX, { message: '日期須在 2100 年以前' });

export const sellValueCardBody = z.strictObject({
  name: z.string().trim().min(1, { message: '請輸入卡片名稱' }).max(50, { message: '卡片名稱最多 50 字' }),
  amount: takenAmount,
  method,
  /** Unix seconds; null: it never expires. */
  expireTime: unixTime.nullable().default(null),
  /** false: paid with at the counter only, never online by its number. */
  payableOnline: z.boolean({ message: '請選擇是否可線上使用' }).default(true),
});
export type SellValueCardBody = z.infer<typeof sellValueCardBody>;

export const topUpBody = z.strictObject({ amount: takenAmount, method });

export const adjustValueCardBody = z.strictObject({
  /** + adds to the balance, − takes from it; never below 0. */
  amount: z
    .int({ message: '調整金額須為整數' })
    .min(-1_000_000, { message: '調整金額最多 $1,000,000' })
    .max(1_000_000, { message: '調整金額最多 $1,000,000' })
    .refine((n) => n !== 0, { message: '調整金額不能為 0' }),
  reason: z.string().trim().min(1, { message: '請輸入調整原因' }).max(200, { message: '原因最多 200 字' }),
});

export const CARD_STATE_ACTIONS = ['Freeze', 'Unfreeze', 'Deactivate'] as const;
export const cardStateBody = z.strictObject({
  action: z.enum(CARD_STATE_ACTIONS, { message: '請選擇凍結、解除凍結或停用' }),
});

export const issueVoucherBody = z.strictObject({
  voucherId: z.string().min(1, { message: '請選擇優惠券' }).max(64, { message: '請選擇優惠券' }),
});

export const sellTicketBody = z.strictObject({
  productId: z.string().min(1, { message: '請選擇服務' }).max(64, { message: '請選擇服務' }),
  name: z.string().trim().min(1, { message: '請輸入票券名稱' }).max(50, { message: '票券名稱最多 50 字' }),
  totalUses: z.int({ message: '次數須為整數' }).min(1, { message: '至少 1 次' }).max(100, { message: '最多 100 次' }),
  /** Dollars taken; 0: given free (then no method is taken). */
  price: z.int({ message: '金額須為整數' }).min(0, { message: '金額不得為負數' }).max(1_000_000, {
    message: '金額最多 $1,000,000',
  }),
  method,
  deadlineType: z.enum(TICKET_DEADLINE_TYPES, { message: '請選擇期限' }),
  /** Unix seconds: the end of a During ticket; null for Unlimited. */
  endTime: unixTime.nullable().default(null),
});
export type SellTicketBody = z.infer<typeof sellTicketBody>;

/** One move of a card's balance, with who made it at the counter (null: the customer's own order). */
export const staffCardMove = z.object({
  amount: z.int(),
  balanceAfter: z.int(),
  reason: z.enum(VALUE_CARD_LEDGER_REASONS),
  time: z.int(),
  staffName: z.string().nullable(),
  /** An adjustment's reason as staff wrote it. */
  note: z.string().nullable(),
});

/** A card as staff see it: its full number and whether it pays online (the customer sees it masked). */
export const staffValueCard = valueCard.extend({ payableOnline: z.boolean(), createdAt: z.int() });
export type StaffValueCard = z.infer<typeof staffValueCard>;

/** A voucher of the store staff may hand out now, with how many are left (null: no limit). */
export const issuableVoucher = z.object({
  voucherId: z.string(),
  name: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.int(),
  left: z.int().nullable(),
});

export const staffWallet = z.object({
  customerId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  /** Each card with its latest moves (up to 20, newest first). */
  valueCards: z.array(staffValueCard.extend({ moves: z.array(staffCardMove) })),
  vouchers: z.array(walletVoucher),
  tickets: z.array(serviceTicket),
  issuable: z.array(issuableVoucher),
});
export type StaffWallet = z.infer<typeof staffWallet>;
