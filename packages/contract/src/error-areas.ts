import type { Language } from '@salon/domain';
import type { ErrorContext } from './error-context';
import { AUTH_ERRORS, type AuthErrorCode, GENERIC_ERRORS, type GenericErrorCode } from './errors';
import { englishMessage } from './errors-en';
import { STAFF_BOOKING_ERRORS } from './staff-booking-errors';

/** The error catalogue's tables of each area beside the generic one (errors.ts), and the lookup by area. */

/** The store's staff side: its sign-in and what staff are refused. */
export const STAFF_ERRORS = {
  UNAUTHORIZED: '請先登入店家後台',
  STAFF_LOGIN_FAILED: '電子郵件或密碼錯誤',
  STAFF_LOGIN_LOCKED: '登入失敗次數過多，請稍後再試',
  STAFF_EXISTS: '這個電子郵件已是店家人員',
  STAFF_SETUP_INVALID: '設定密碼的連結無效或已過期，請向店主索取新的連結',
  STAFF_DEACTIVATED: '這個帳號已停用，請洽店主',
  STAFF_NOT_FOUND: '找不到這位人員',
  STAFF_ABOVE_YOU: '只能變更職級低於你的人員，也不能給予與你相同或更高的職級',
  STAFF_SELF: '不能停用自己的帳號',
  STAFF_LAST_OWNER: '店家至少要保留一位啟用中的店主',
  BLOCK_OVERLAPS_BOOKING: '這段時間已有預約，無法封鎖',
  BLOCK_NOT_FOUND: '找不到這段封鎖時間',
  CUSTOMER_NOT_FOUND: '找不到這位顧客',
  HOURS_CONFLICT: '這項變更會讓已有的預約落在上班時間外，請確認後再儲存',
  DESIGNER_EXISTS: '已有這個代碼的設計師',
  DESIGNER_HAS_BOOKINGS: '這位設計師還有之後的預約，請先改約給其他設計師或取消後再停用',
  AVATAR_NOT_IMAGE: '照片須為 JPEG、PNG 或 WebP 圖檔',
  AVATAR_TOO_LARGE: '照片不可超過 2 MB',
  BOOKING_ALREADY_SETTLED: '這筆預約已結帳',
  INVALID_OPERATIONS: '預約目前的狀態不能進行這個操作',
  ...STAFF_BOOKING_ERRORS,
  MENU_ITEM_NOT_FOUND: '找不到這個分類或商品',
  MENU_ID_EXISTS: '已有這個代碼的項目，請換一個代碼',
  STOCK_BELOW_ZERO: '庫存不足，調整後的庫存不能小於 0',
  VALUE_CARD_NOT_FOUND: '找不到這張儲值卡',
  VALUE_CARD_NOT_CHANGEABLE: '這張儲值卡目前的狀態不能進行這個操作',
  PERIOD_CLOSED: '這個月份已結算關帳，不能再變更',
} as const;

/** Paying with a value card, vouchers or a service ticket: the same texts for bookings and pickup orders. */
export const WALLET_ERRORS = {
  CUSTOMER_VALUE_CARD_INSUFFICIENT_BALANCE: '儲值卡已失效，請更換付款方式',
  CUSTOMER_VALUE_CARD_NOT_FOUND: '儲值卡已失效，請更換付款方式',
  CUSTOMER_VALUE_CARD_FREEZE: '儲值卡已失效，請更換付款方式',
  CUSTOMER_VALUE_CARD_IS_EXPIRED: '儲值卡已失效，請更換付款方式',
  THE_CARD_IS_EXPIRED: '儲值卡已失效，請更換付款方式',
  THE_CARD_HAS_BEEN_DEACTIVATED: '儲值卡已失效，請更換付款方式',
  THE_CARD_CAN_NOT_USE_CARD_NO: '儲值卡已失效，請更換付款方式',
  VOUCHER_OFFER_TARGETS_NOT_MATCH: '未符合優惠券使用條件',
  VOUCHER_DISCOUNT_CONDITION_NOT_MATCH: '未符合優惠券使用條件',
  VOUCHER_NOT_EXISTS: '優惠券已失效',
  VOUCHER_HAS_BEEN_DEACTIVATED: '優惠券已失效',
  VOUCHER_IS_EXPIRED: '優惠券已失效',
  VOUCHER_NOT_ENOUGH: '優惠券已失效',
  VOUCHER_LOCKED: '優惠券已失效',
  CUSTOMER_IS_REQUIRED: '優惠券已失效',
  SERVICE_TICKET_INVALID: '票券已失效，請重新選擇',
  SERVICE_TICKET_NOT_MATCH: '票券不適用於所選的服務',
} as const;

export const RETAIL_ERRORS = {
  DUPLICATED_KEY: '訂單已送出，請勿重複結帳',
  INVALID_CUSTOMER: '請聯繫店家協助訂購',
  PAY_FAILED: '付款失敗，請重新付款或更換付款方式',
  CALCULATE_FAILED: '購物車金額計算失敗，請重新整理後再試',
  ITEMS_CHECK_FAILED: '部分商品庫存不足或已停售，請調整購物車',
  PRODUCT_NOT_EXISTS: '店家已不再提供部分商品，已從購物車移除',
  STOCK_NOT_ENOUGH: '商品庫存不足，請調整購買數量',
  CREATE_FAILED: '取貨訂單建立失敗，請稍後再試',
  ...WALLET_ERRORS,
  PAYMENT_UNAVAILABLE: '此付款方式目前無法使用，請選擇其他付款方式',
  RESOURCE_NOT_FOUND: '查無此顧客，請重新登入',
  RETAIL_DISABLED: '這間店家目前未開放線上購買商品',
  PICKUP_ORDER_NOT_FOUND: '找不到這筆取貨訂單',
  PICKUP_TIME_INVALID: '這個取貨時間無法選擇，請選擇其他時間',
  CANCEL_NOT_ALLOWED: '商品已備妥或訂單已結束，無法取消',
  ORDER_STATUS_CONFLICT: '訂單狀態已變更，無法進行這個操作',
  UPDATE_FAILED: '訂單已結束，無法修改',
} as const;

export const BOOKING_ERRORS = {
  CREATE_FAILED: '預約失敗，請稍後再試',
  UPDATE_FAILED: '預約失敗，請稍後再試',
  UNAUTHORIZED: '查無此顧客，請重新登入',
  CALCULATE_FAILED: '服務項目已變更，請重新整理頁面',
  INVALID_OPERATIONS: '此時段已不再提供預約，請選擇其他時段',
  TOO_MANY_CHECKOUT_ATTEMPTS: '交易次數已超過上限，請選擇其他時段',
  INVALID_BOOKING_AMOUNT: '訂單不得超過一萬元',
  INVALID_BOOKING_START_TIME: '僅開放預約 30 天內的時段',
  EVENTS_CHECK_FAILED: '部分服務目前無法預約，請調整後再試',
  ITEMS_CHECK_FAILED: '部分服務目前無法預約，請調整後再試',
  PRODUCT_NOT_EXISTS: '店家已不再提供部分服務，請重新選擇',
  NO_PROVIDERS: '該時段的服務人員已額滿，請選擇其他時段',
  PRODUCT_PROVIDER_NOT_EXISTS: '這位設計師無法提供所選的服務',
  GENDER_NOT_MATCH: '服務項目已更新，請重新確認',
  PAY_FAILED: RETAIL_ERRORS.PAY_FAILED,
  PAYMENT_UNAVAILABLE: RETAIL_ERRORS.PAYMENT_UNAVAILABLE,
  ...WALLET_ERRORS,
  INVALID_CUSTOMER: '請聯繫店家協助預約',
  DUPLICATED_KEY: '預約已送出，請勿重複送出',
  BOOKING_NOT_FOUND: '找不到這筆預約',
  CANCEL_NOT_ALLOWED: '依店家取消政策，這筆預約無法取消',
  RESCHEDULE_NOT_ALLOWED: '依店家取消政策，這筆預約無法改期',
} as const;

export type RetailErrorCode = keyof typeof RETAIL_ERRORS;
export type BookingErrorCode = keyof typeof BOOKING_ERRORS;
export type StaffErrorCode = keyof typeof STAFF_ERRORS;
export type ErrorCode = GenericErrorCode | RetailErrorCode | BookingErrorCode | AuthErrorCode | StaffErrorCode;

export type { ErrorContext } from './error-context';

const TABLES: Record<ErrorContext, Record<string, string>> = {
  generic: GENERIC_ERRORS,
  retail: { ...GENERIC_ERRORS, ...RETAIL_ERRORS },
  booking: { ...GENERIC_ERRORS, ...BOOKING_ERRORS },
  auth: { ...GENERIC_ERRORS, ...AUTH_ERRORS },
  staff: { ...GENERIC_ERRORS, ...BOOKING_ERRORS, ...RETAIL_ERRORS, ...STAFF_ERRORS },
};

/** A code's text in a language: English from errors-en.ts (staff texts stay zh-TW), else zhTWMessage. */
export function messageFor(code: string, context: ErrorContext = 'generic', language: Language = 'zh-TW') {
  return language === 'en' && context !== 'staff' ? englishMessage(code, context) : zhTWMessage(code, context);
}

/** A code's zh-TW text (an unknown booking code reads 建立失敗（原因：CODE）), without the English catalogue. */
export function zhTWMessage(code: string, context: ErrorContext = 'generic'): string {
  const text = TABLES[context][code];
  if (text) return text;
  if (context === 'booking') return `建立失敗（原因：${code}）`;
  return GENERIC_ERRORS.UNKNOWN_ERROR;
}

/** Dialog titles of the retail failures: 訂購失敗 for item and stock failures, 成立訂單失敗 otherwise. */
export function retailFailureTitle(code: string): string {
  return code === 'ITEMS_CHECK_FAILED' || code === 'PRODUCT_NOT_EXISTS' || code === 'STOCK_NOT_ENOUGH'
    ? '訂購失敗'
    : '成立訂單失敗';
}
