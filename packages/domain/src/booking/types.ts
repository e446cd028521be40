import type { ServiceProduct, SubItem, WeeklyHours } from '../vocabulary/catalog';
import type { Gender, UnassignedMode } from '../vocabulary/index';

/** A time range in unix SECONDS, half-open [start, end). */
export interface Interval {
  start: number;
  end: number;
}

/** One service of the cart: a product, a requested provider (null = no preference) and a sub-item. */
export interface CartEvent {
  productId: string;
  userId: string | null;
  subItemId?: string | null;
}

export type { UnassignedMode };
export type CustomerGender = Gender;

/** The store settings the engine reads (a subset of the contract's StoreSetting). */
export interface EngineStore {
  timeZone: string;
  workingHours: WeeklyHours;
  /** Dated closed days ('YYYY-MM-DD' in the store's zone): no working period whatever the weekday. */
  holidays?: readonly string[];
  /** Minutes between candidate starts, counted from the start of each working period. */
  slotInterval: number;
  /** Lead time in minutes: no start earlier than now + bookingTimeOffset. */
  bookingTimeOffset: number;
  /**
   * Which starts are offered: `slots` (the default, customers) only on the slot grid after the lead
   * time; `anyMinute` (a staff booking, see staffRules) any minute from now on, inside working time.
   */
  startRule?: 'slots' | 'anyMinute';
  enableConcurrentServices: boolean;
  minConcurrentServiceUsers: number;
  unassignedMode: UnassignedMode;
  maxCustomerCount: number;
}

/** An active provider (designer). Providers not in the list are gone. */
export interface EngineProvider {
  id: string;
  name: string;
  /** Own weekly schedule, or null to work the store's workingHours. */
  schedule: WeeklyHours | null;
  /** Days off as 'YYYY-MM-DD' in the store's zone. */
  daysOff: string[];
  /**
   * Dated extra working days ('YYYY-MM-DD'): the provider works the store's periods that day
   * whatever their own schedule says (a day off the same day wins; a store holiday stays closed).
   */
  extraDays?: readonly string[];
  /** Time already held (bookings in active states and blocked time), in any order. */
  busy: Interval[];
  /** Of `busy`, the time the store blocked (a break, a closed day): no booking can free it. */
  blocked?: Interval[];
}

export interface AvailabilityRequest {
  store: EngineStore;
  providers: EngineProvider[];
  products: ServiceProduct[];
  events: CartEvent[];
  customerCount: number;
  /** Concurrent services (option 'multiple'); honoured only when the store allows it. */
  parallel: boolean;
  /** Only starts in [window.start, window.end) are returned. */
  window: Interval;
  now: number;
  /**
   * The customer's gender. `undefined` = unknown (anonymous visitor): not checked.
   * `null` = a customer without a gender: fails every gender-limited product.
   */
  customerGender?: CustomerGender | null;
}

export interface AssignedEvent {
  customerIndex: number;
  eventIndex: number;
  productId: string;
  subItemId: string | null;
  /** The real provider. */
  userId: string;
  /** The provider the customer asked for (null = no preference, or ignored by OnlyUnassigned). */
  requestedUserId: string | null;
  start: number;
  end: number;
  price: number;
  /** Minutes. */
  duration: number;
}

export type EventCheckCode = 'NO_PROVIDERS' | 'PRODUCT_PROVIDER_NOT_EXISTS' | 'PRODUCT_NOT_EXISTS' | 'GENDER_NOT_MATCH';

export interface EventCheck {
  eventIndex: number;
  productId: string;
  status: 'SUCCESS' | EventCheckCode;
}

export interface AvailabilityResult {
  /** Minutes from the first start to the last end for one customer. */
  duration: number;
  /** Available starts, ascending unix seconds. */
  slots: number[];
}

/** What one provider charges and takes for one event. */
export interface ProviderTerms {
  userId: string;
  price: number;
  /** Minutes. */
  duration: number;
}

/** A cart event that passed the static checks, with its candidate providers. */
export interface ResolvedEvent {
  eventIndex: number;
  product: ServiceProduct;
  subItem: SubItem | null;
  requestedUserId: string | null;
  /** Eligible providers (only the requested one when a provider was asked for), in provider-list order. */
  candidates: ProviderTerms[];
  /** Minutes reserved in the timeline: the longest candidate duration. */
  slotMinutes: number;
}
