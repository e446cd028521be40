import { CUSTOMER_LIMITS, PRODUCT_KINDS, SUB_ITEM_TYPES } from '@salon/domain';
import { z } from 'zod';
import { MINUTES_MAX, moneyAmount, STOCK_MAX } from './bounds';

/**
 * The rules of a store's menu, one place for both ways a menu is written: the store file
 * (`npm run store:import`, store-import.ts) and the staff's editors (staff-menu.ts). Each field's
 * message names what is wrong with it; the answer's `fields` key names the field.
 */

export const id = z
  .string({ message: '請輸入代碼' })
  .max(64, { message: 'id 最多 64 字' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'id 只能使用英數字、底線與連字號（最多 64 字）' });
/** Longest free text of a store file (descriptions, notes). */
export const TEXT_MAX = 5000;
export const url = z.string().max(2000, { message: '網址最多 2000 字' });
export const money = moneyAmount;
export const minutes = z
  .int({ message: '時長須為整數分鐘' })
  .min(0, { message: '時長不得為負數' })
  .max(MINUTES_MAX, { message: '時長最多 1,440 分鐘（24 小時）' });

const name = z
  .string({ message: '請輸入名稱' })
  .trim()
  .min(1, { message: '請輸入名稱' })
  .max(100, { message: '名稱最多 100 字' });
const description = z
  .string()
  .max(TEXT_MAX, { message: `說明最多 ${TEXT_MAX} 字` })
  .nullable()
  .default(null);

/**
 * The store's English for an item it names in Chinese (issue 28.2), shown to a customer reading
 * English. Absent: left as it is (the staff's editors do not send it); null: none.
 */
const english = z
  .object({
    name,
    description: z
      .string()
      .max(TEXT_MAX, { message: `說明最多 ${TEXT_MAX} 字` })
      .nullable()
      .optional(),
  })
  .nullable()
  .optional();

/** A designer's own price and duration of a service, and whether they provide it. */
export const productProviderInput = z.object({
  userId: id,
  useDefault: z.boolean({ message: '請指定是否使用預設價格與時長' }).default(true),
  price: money.optional(),
  duration: minutes.optional(),
  isProvided: z.boolean({ message: '請指定是否提供這項服務' }).default(true),
});

export const subItemInput = z.object({ id, name, price: money, duration: minutes, en: english });

export const subItemProviderInput = z.object({ userId: id, subItemId: id, price: money, duration: minutes });

export const productInput = z.object({
  id,
  name,
  description,
  image: url.nullable().default(null),
  price: money,
  duration: minutes.refine((m) => m > 0, { message: '服務時長須大於 0' }),
  isAssigned: z.boolean({ message: '請指定是否只由指定的設計師提供' }).default(false),
  subItemType: z
    .enum(SUB_ITEM_TYPES, { message: `子項目類型須為 ${SUB_ITEM_TYPES.join('、')} 之一` })
    .default('Single'),
  isShowSubItem: z.boolean({ message: '請指定是否顯示子項目' }).default(false),
  customerLimited: z
    .enum(CUSTOMER_LIMITS, { message: `性別限制須為 ${CUSTOMER_LIMITS.join('、')} 之一` })
    .default('None'),
  providers: z.array(productProviderInput).max(200).default([]),
  subItems: z.array(subItemInput).max(50, { message: '子項目最多 50 個' }).default([]),
  subItemProviders: z.array(subItemProviderInput).max(2000).default([]),
  en: english,
});
export type ProductInput = z.infer<typeof productInput>;

export const retailItemInput = z.object({
  id,
  name,
  description,
  image: url.nullable().default(null),
  price: money,
  stock: z
    .int({ message: '庫存須為整數' })
    .min(0, { message: '庫存不得為負數' })
    .max(STOCK_MAX, { message: '庫存最多 1,000,000' }),
  en: english,
});

export const categoryInput = z.object({
  id,
  name,
  kind: z.enum(PRODUCT_KINDS, { message: `種類須為 ${PRODUCT_KINDS.join('、')} 之一` }),
  productIds: z.array(id).default([]),
  en: english,
});

type Path = (string | number)[];
/** Reports a broken rule at a path below the checked value. */
export type AddIssue = (path: Path, message: string) => void;

function duplicates<T>(list: T[], key: (item: T) => string, at: (i: number) => Path, what: string, add: AddIssue) {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) add(at(i), `重複的${what}：${k}`);
    seen.add(k);
  });
}

/**
 * The rules between a service's own fields and the store's designers: sub-item ids and designer
 * rows once each, a designer's own price and duration when not useDefault, every designer and
 * sub-item named exists. `designerIds` null: designers are not checked (not known here).
 */
export function productRules(
  p: Pick<ProductInput, 'providers' | 'subItems' | 'subItemProviders'>,
  designerIds: ReadonlySet<string> | null,
  add: AddIssue,
): void {
  duplicates(
    p.subItems,
    (s) => s.id,
    (i) => ['subItems', i, 'id'],
    '子項目 id',
    add,
  );
  duplicates(
    p.providers,
    (o) => o.userId,
    (i) => ['providers', i, 'userId'],
    '設計師設定',
    add,
  );
  duplicates(
    p.subItemProviders,
    (o) => `${o.userId}/${o.subItemId}`,
    (i) => ['subItemProviders', i],
    '設計師子項目設定',
    add,
  );
  const subIds = new Set(p.subItems.map((s) => s.id));
  p.providers.forEach((pp, i) => {
    if (designerIds && !designerIds.has(pp.userId)) add(['providers', i, 'userId'], `找不到設計師：${pp.userId}`);
    if (!pp.useDefault && (pp.price === undefined || pp.duration === undefined))
      add(['providers', i], 'useDefault 為 false 時須提供 price 與 duration');
  });
  p.subItemProviders.forEach((sp, i) => {
    if (designerIds && !designerIds.has(sp.userId))
      add(['subItemProviders', i, 'userId'], `找不到設計師：${sp.userId}`);
    if (!subIds.has(sp.subItemId)) add(['subItemProviders', i, 'subItemId'], `找不到子項目：${sp.subItemId}`);
  });
}

/** A category lists only products of its kind that exist. */
export function categoryRules(productIds: string[], known: ReadonlySet<string>, add: AddIssue): void {
  duplicates(
    productIds,
    (pid) => pid,
    (i) => ['productIds', i],
    '項目',
    add,
  );
  productIds.forEach((pid, i) => {
    if (!known.has(pid)) add(['productIds', i], `找不到商品或服務：${pid}`);
  });
}
