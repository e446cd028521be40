import { PRODUCT_KINDS } from '@salon/domain';
import { z } from 'zod';
import { category, englishText, serviceProduct } from './menu';
import { categoryInput, id, productInput, retailItemInput } from './menu-rules';

/**
 * The staff's menu and retail editors (issue 24.1). The bodies are the store file's own rules
 * (menu-rules.ts) with the staff's extra marks: hidden (off the customer's pages for now) and
 * archived (gone from sale; bookings and orders keep their references).
 */

const marks = {
  hidden: z.boolean({ message: '請指定是否隱藏' }).default(false),
  archived: z.boolean({ message: '請指定是否封存' }).default(false),
};

export const categoryIdParams = z.object({ categoryId: id });
export const itemIdParams = z.object({ itemId: id });

export const newCategoryBody = categoryInput.omit({ productIds: true }).partial({ id: true }).strict();
export const categoryChangeBody = z
  .object({ name: categoryInput.shape.name, productIds: z.array(id).max(500), en: categoryInput.shape.en })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: '請至少修改一個欄位' });
/** The kind's categories in their new order: every one of them, once each. */
export const categoryOrderBody = z
  .object({
    kind: z.enum(PRODUCT_KINDS, { message: `種類須為 ${PRODUCT_KINDS.join('、')} 之一` }),
    ids: z.array(id).max(200),
  })
  .strict();

export const staffCategory = category.extend({ kind: z.enum(PRODUCT_KINDS) });
export const staffCategoryList = z.object({ categories: z.array(staffCategory) });

/** A new service: the store file's product (its id made from nothing when not given), in a category if named. */
export const newServiceBody = productInput
  .partial({ id: true })
  .extend({ ...marks, categoryId: id.optional() })
  .strict();
/** A service's every field at once (the editor sends the whole form): its sub-items and designers replaced. */
export const serviceBody = productInput.omit({ id: true }).extend(marks).strict();
export type ServiceBody = z.input<typeof serviceBody>;

export const staffService = serviceProduct.extend({ hidden: z.boolean(), archived: z.boolean() });
export type StaffService = z.infer<typeof staffService>;

export const staffMenu = z.object({
  categories: z.array(staffCategory),
  services: z.array(staffService),
  designers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type StaffMenu = z.infer<typeof staffMenu>;

export const newRetailItemBody = retailItemInput
  .partial({ id: true })
  .extend({ ...marks, categoryId: id.optional() })
  .strict();
/** A retail item's fields; its stock moves only by adjustments (each with a reason and who). */
export const retailItemBody = retailItemInput.omit({ id: true, stock: true }).extend(marks).strict();
export type RetailItemBody = z.input<typeof retailItemBody>;

export const staffRetailItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  price: z.int(),
  stock: z.int(),
  hidden: z.boolean(),
  archived: z.boolean(),
  en: englishText.nullable().optional(),
});
export type StaffRetailItem = z.infer<typeof staffRetailItem>;

export const staffRetail = z.object({ categories: z.array(staffCategory), items: z.array(staffRetailItem) });
export type StaffRetail = z.infer<typeof staffRetail>;

export const stockAdjustmentBody = z
  .object({
    delta: z
      .int({ message: '數量須為整數' })
      .min(-100_000, { message: '一次最多調整 100,000' })
      .max(100_000, { message: '一次最多調整 100,000' })
      .refine((d) => d !== 0, { message: '數量不可為 0' }),
    reason: z
      .string({ message: '請輸入原因' })
      .trim()
      .min(1, { message: '請輸入原因' })
      .max(200, { message: '原因最多 200 字' }),
  })
  .strict();

export const stockAdjustment = z.object({
  id: z.int(),
  at: z.int(),
  staff: z.object({ id: z.string().nullable(), name: z.string() }),
  delta: z.int(),
  reason: z.string(),
  stockAfter: z.int(),
});
export type StockAdjustment = z.infer<typeof stockAdjustment>;

export const stockAdjusted = z.object({ item: staffRetailItem, adjustment: stockAdjustment });
export const stockAdjustmentList = z.object({ adjustments: z.array(stockAdjustment) });
