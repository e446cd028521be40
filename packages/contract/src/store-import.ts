import { BOOKING_SETTING_TYPES, CANCEL_POLICIES, DEPOSIT_RULES, DEPOSIT_SCOPES, UNASSIGNED_MODES } from '@salon/domain';
import { z } from 'zod';
import { importAnnouncement, importFormTemplate } from './forms';
import {
  categoryInput,
  categoryRules,
  id,
  money,
  productInput,
  productRules,
  retailItemInput,
  TEXT_MAX,
  url,
} from './menu-rules';
import { cancelCondition, paymentMethod, storeCode, weeklyHours } from './store';
import { importVoucher } from './wallet';

export { id, minutes, money } from './menu-rules';

// The store file read by `npm run store:import` and by the demo loader. Ids are the store's own
// stable keys: a second import of the same file updates rows in place instead of duplicating them.
// The menu's rules (products, retail items, categories) are menu-rules.ts, shared with the staff's editors.

export const isoDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '日期格式須為 YYYY-MM-DD' })
  .refine(
    (d) => {
      // zod goes on to this check after a failed pattern: 'soon' must answer the field, not throw.
      const day = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(d);
    },
    { message: '不存在的日期' },
  );

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const importStore = z.object({
  code: storeCode,
  name: z.string().min(1).max(100),
  address: z.string().max(500).default(''),
  description: z.string().max(TEXT_MAX).default(''),
  phone: z.string().max(32).default(''),
  type: z.array(z.string().max(100)).default([]),
  banner: url.nullable().default(null),
  logo: url.nullable().default(null),
  serviceEnable: z.boolean().default(true),
  enableConcurrentServices: z.boolean().default(false),
  minConcurrentServiceUsers: z.int().min(1).default(1),
  retailEnable: z.boolean().default(false),
  consultEnable: z.boolean().default(false),
  consultURL: url.nullable().default(null),
  pickupTimeEnable: z.boolean().default(true),
  /** New online bookings wait as Pending until the staff confirm each one. */
  confirmEachBooking: z.boolean().default(false),
  paymentMethods: z.array(paymentMethod).default([]),
  openingHours: weeklyHours,
  workingHours: weeklyHours,
  bookingTimeOffset: z.int().min(0).default(60),
  cancelCondition: z.array(cancelCondition).default([]),
  deposit: z.object({ required: z.boolean(), depositValue: money }).default({ required: false, depositValue: 0 }),
  depositRule: z.enum(DEPOSIT_RULES).default('None'),
  depositScope: z.enum(DEPOSIT_SCOPES).default('All'),
  notes: z.string().max(TEXT_MAX).default(''),
  unassignedMode: z.enum(UNASSIGNED_MODES).default('Normal'),
  websiteBanner: url.nullable().default(null),
  websiteTitle: z.string().max(200).nullable().default(null),
  websiteDescription: z.string().max(TEXT_MAX).nullable().default(null),
  liffId: z.string().max(100).nullable().default(null),
  bookingSettingType: z.enum(BOOKING_SETTING_TYPES).default('Store'),
  cancelPolicy: z.enum(CANCEL_POLICIES).default('Single'),
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, { message: '不認得的時區（須為 IANA 名稱，如 Asia/Taipei）' })
    .default('Asia/Taipei'),
  slotInterval: z.int().min(5).max(240).default(30),
  maxCustomerCount: z.int().min(1).max(20).default(1),
});

const importProvider = z.object({
  id,
  name: z.string().min(1).max(100),
  avatar: url.nullable().default(null),
  title: z.string().max(100).nullable().default(null),
  description: z.string().max(TEXT_MAX).nullable().default(null),
  /** The designer's own weekly hours; null means the store's workingHours. */
  schedule: weeklyHours.nullable().default(null),
  daysOff: z.array(isoDate).default([]),
});

export const storeImportFile = z
  .object({
    store: importStore,
    providers: z.array(importProvider).default([]),
    categories: z.array(categoryInput).default([]),
    products: z.array(productInput).default([]),
    retailItems: z.array(retailItemInput).default([]),
    formTemplates: z.array(importFormTemplate).default([]),
    announcements: z.array(importAnnouncement).default([]),
    vouchers: z.array(importVoucher).default([]),
  })
  .superRefine((file, ctx) => {
    const providerIds = new Set(file.providers.map((p) => p.id));
    const productIds = new Set(file.products.map((p) => p.id));
    const retailIds = new Set(file.retailItems.map((p) => p.id));
    const unique = (list: { id: string }[], key: string) => {
      const seen = new Set<string>();
      list.forEach((item, i) => {
        if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [key, i, 'id'], message: `重複的 id：${item.id}` });
        seen.add(item.id);
      });
    };
    unique(file.providers, 'providers');
    unique(file.products, 'products');
    unique(file.retailItems, 'retailItems');
    unique(file.categories, 'categories');
    unique(file.formTemplates, 'formTemplates');
    unique(file.announcements, 'announcements');
    unique(file.vouchers, 'vouchers');
    file.vouchers.forEach((v, vi) => {
      const known =
        v.offerTarget === 'Product'
          ? new Set([...productIds, ...retailIds])
          : v.offerTarget === 'Category'
            ? new Set(file.categories.map((c) => c.id))
            : null;
      v.targetIds.forEach((tid, i) => {
        if (known && !known.has(tid))
          ctx.addIssue({ code: 'custom', path: ['vouchers', vi, 'targetIds', i], message: `找不到適用對象：${tid}` });
      });
      if (v.discountType === 'Percent' && v.discountValue > 100)
        ctx.addIssue({ code: 'custom', path: ['vouchers', vi, 'discountValue'], message: '折扣百分比須介於 0 到 100' });
      if (v.startTime !== null && v.endTime !== null && v.endTime <= v.startTime)
        ctx.addIssue({ code: 'custom', path: ['vouchers', vi, 'endTime'], message: '結束時間須晚於開始時間' });
    });
    const uniqueBy = <T>(
      list: T[],
      key: (item: T) => string,
      path: (i: number) => (string | number)[],
      what: string,
    ) => {
      const seen = new Set<string>();
      list.forEach((item, i) => {
        const k = key(item);
        if (seen.has(k)) ctx.addIssue({ code: 'custom', path: path(i), message: `重複的${what}：${k}` });
        seen.add(k);
      });
    };
    file.providers.forEach((p, pi) => {
      uniqueBy(
        p.daysOff,
        (d) => d,
        (i) => ['providers', pi, 'daysOff', i],
        '休假日',
      );
    });
    file.categories.forEach((c, ci) => {
      categoryRules(c.productIds, c.kind === 'service' ? productIds : retailIds, (path, message) =>
        ctx.addIssue({ code: 'custom', path: ['categories', ci, ...path], message }),
      );
    });
    file.products.forEach((p, pi) => {
      productRules(p, providerIds, (path, message) =>
        ctx.addIssue({ code: 'custom', path: ['products', pi, ...path], message }),
      );
    });
    file.formTemplates.forEach((t, ti) => {
      uniqueBy(
        t.fields,
        (f) => f.id,
        (i) => ['formTemplates', ti, 'fields', i, 'id'],
        '欄位 id',
      );
      t.productIds.forEach((pid, i) => {
        if (!productIds.has(pid))
          ctx.addIssue({ code: 'custom', path: ['formTemplates', ti, 'productIds', i], message: `找不到服務：${pid}` });
      });
      t.fields.forEach((f, fi) => {
        const choice = f.kind === 'SingleChoice' || f.kind === 'MultipleChoice';
        if (choice && (f.choices ?? []).length < 2)
          ctx.addIssue({
            code: 'custom',
            path: ['formTemplates', ti, 'fields', fi, 'choices'],
            message: '選擇題至少需要兩個選項',
          });
      });
    });
  });

export type StoreImportFile = z.infer<typeof storeImportFile>;
export type StoreImportInput = z.input<typeof storeImportFile>;
