import {
  CUSTOMER_LIMITS,
  GENDERS,
  type ProductProvider,
  type ServiceProduct,
  SUB_ITEM_TYPES,
  type SubItem,
  type SubItemProvider,
} from '@salon/domain';
import { z } from 'zod';
import { storeCodeParam } from './store';

export const gender = z.enum(GENDERS);

/** User/provider (designer); a null id is "no preference" on the client side. */
export const provider = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
});
export type Provider = z.infer<typeof provider>;

export const productProvider = z.object({
  userId: z.string(),
  useDefault: z.boolean(),
  price: z.int().min(0),
  duration: z.int().min(0),
  isProvided: z.boolean(),
}) satisfies z.ZodType<ProductProvider>;

/** The store's English for a name (and description) it wrote in Chinese; absent or null: none. */
export const englishText = z.object({ name: z.string(), description: z.string().nullable().optional() });

export const subItem = z.object({
  id: z.string(),
  name: z.string(),
  price: z.int().min(0),
  duration: z.int().min(0),
  en: englishText.nullable().optional(),
}) satisfies z.ZodType<SubItem>;

export const subItemProvider = z.object({
  userId: z.string(),
  subItemId: z.string(),
  price: z.int().min(0),
  duration: z.int().min(0),
}) satisfies z.ZodType<SubItemProvider>;

/** A service product, with exactly the spec's field names. Prices in whole dollars, durations in minutes. */
export const serviceProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  price: z.int().min(0),
  duration: z.int().min(0),
  providers: z.array(productProvider),
  isAssigned: z.boolean(),
  subItemType: z.enum(SUB_ITEM_TYPES),
  isShowSubItem: z.boolean(),
  subItemProviders: z.array(subItemProvider),
  subItems: z.array(subItem),
  customerLimited: z.enum(CUSTOMER_LIMITS),
  en: englishText.nullable().optional(),
}) satisfies z.ZodType<ServiceProduct>;

export const category = z.object({
  id: z.string(),
  name: z.string(),
  productIds: z.array(z.string()),
  en: englishText.nullable().optional(),
});
export type Category = z.infer<typeof category>;

export const serviceMenu = z.object({
  products: z.array(serviceProduct),
  categories: z.array(category),
  users: z.array(provider),
});
export type ServiceMenu = z.infer<typeof serviceMenu>;

export const retailProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  price: z.int().min(0),
  stock: z.int().min(0),
  en: englishText.nullable().optional(),
});
export type RetailProduct = z.infer<typeof retailProduct>;

export const retailMenu = z.object({
  products: z.array(retailProduct),
  categories: z.array(category),
});
export type RetailMenu = z.infer<typeof retailMenu>;

export const menuQuery = z.object({
  code: storeCodeParam,
  userId: z.string().min(1).max(64).optional(),
  customerId: z.uuid({ message: 'customerId 格式不正確' }).optional(),
});
