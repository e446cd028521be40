import type {
  BookingSettingType,
  CancelPolicy,
  CustomerLimit,
  DepositRule,
  DepositScope,
  PaymentMethodName,
  RefundType,
  SubItemType,
  UnassignedMode,
  Weekday,
} from './index';

/** The shapes of a store's catalogue that the rules read; the contract's schemas produce exactly these. */

/** "HH:mm" within a day; "24:00" may end a range. */
export interface TimeRange {
  start: string;
  end: string;
}

/** Opening periods of a day and the breaks inside them. */
export interface DayHours {
  open: TimeRange[];
  rest: TimeRange[];
}

export type WeeklyHours = Record<Weekday, DayHours>;

/** A designer's own price and duration for a service (used unless `useDefault`). */
export interface ProductProvider {
  userId: string;
  useDefault: boolean;
  price: number;
  duration: number;
  isProvided: boolean;
}

/** A store's own English for an item it wrote in Chinese, shown to a customer reading English. */
export interface EnglishText {
  name: string;
  description?: string | null;
}

export interface SubItem {
  id: string;
  name: string;
  price: number;
  duration: number;
  /** Its English name, when the store gave one. */
  en?: EnglishText | null;
}

export interface SubItemProvider {
  userId: string;
  subItemId: string;
  price: number;
  duration: number;
}

/** A bookable service. Prices in whole dollars, durations in minutes. */
export interface ServiceProduct {
  id: string;
  name: string;
  description: string | null;
  image: string | null;
  price: number;
  duration: number;
  providers: ProductProvider[];
  isAssigned: boolean;
  subItemType: SubItemType;
  isShowSubItem: boolean;
  subItemProviders: SubItemProvider[];
  subItems: SubItem[];
  customerLimited: CustomerLimit;
  /** Its English name and description, when the store gave them. */
  en?: EnglishText | null;
}

/**
 * One refund rule of a cancel policy. `deadline` is UNLIMITED, END_TIME, DAYS_n or HOURS_n
 * before the start; the refund is a percentage or a fixed amount of what was paid.
 */
export interface CancelCondition {
  deadline: string;
  refundType: RefundType;
  refundPercent: number;
  refundAmount: number;
  endTime?: number | null;
  isCurrent?: boolean;
}

/** A way to pay the store offers; `isPrepaid` methods are paid before the visit. */
export interface PaymentMethod {
  method: PaymentMethodName;
  isPrepaid: boolean;
  lastNum: string | null;
  name: string;
}

/** The booking rules of a store's settings. */
export interface StoreBookingRules {
  unassignedMode: UnassignedMode;
  bookingSettingType: BookingSettingType;
  cancelPolicy: CancelPolicy;
  depositRule: DepositRule;
  depositScope: DepositScope;
}
