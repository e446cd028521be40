/**
 * The error catalogue: each code the API answers, its zh-TW message and (ERROR_HTTP_STATUS,
 * error-status.ts) its HTTP status. Retail and booking share some codes with different wording, so
 * each area has its own table; `messageFor` (error-areas.ts) picks the right one. This file holds
 * the generic and sign-in texts, which the customer app's entry reads; the other areas' tables are
 * in error-areas.ts, so a bundle that does not use them leaves them out (the store page's first
 * scripts, docs/decisions/performance.md).
 */
export const GENERIC_ERRORS = {
  UNKNOWN_ERROR: '發生未知錯誤，請稍後再試',
  VALIDATION_FAILED: '輸入資料有誤，請檢查後再試',
  CNAME_REQUIRED: 'cname is required',
  STORE_NOT_FOUND: '找不到這間店家，請向店家確認網址',
  USER_PAGE_NOT_ALLOWED: '這間店家未開放指定設計師的預約頁面',
  PROVIDER_NOT_FOUND: '找不到這位設計師',
  NOT_FOUND: '找不到您要的資料',
  UNAUTHORIZED: '查無此顧客，請重新登入',
  FORBIDDEN: '您沒有權限進行此操作',
  RATE_LIMITED: '操作太頻繁，請稍後再試',
  SERVICE_UNAVAILABLE: '服務暫時無法使用，請稍後再試',
  INVALID_PARAMETER: '輸入內容含有不允許的字元或超過長度上限',
  METHOD_NOT_ALLOWED: '不支援此操作方式',
  PAYLOAD_TOO_LARGE: '送出的資料過大',
  UNSUPPORTED_MEDIA_TYPE: '不支援此資料格式，請以 JSON 送出',
  FORM_NOT_FOUND: '找不到這份表單',
  FORM_ALREADY_SUBMITTED: '表單已送出，無法修改',
  FORM_NOT_SUBMITTED: '表單尚未送出',
  SIGNATURE_NOT_PNG: '簽名須為 PNG 圖檔',
  SIGNATURE_TOO_LARGE: '簽名圖檔不可超過 1 MB',
  VALUE_CARD_STILL_ACTIVE: '儲值卡仍可使用，無法從錢包移除',
  CALLBACK_REJECTED: '付款通知無法驗證',
  PAYMENT_NOT_FOUND: '找不到這筆付款',
  CSRF_FAILED: '安全驗證失敗，請重新整理頁面後再試',
} as const;

/** Sign-in, one-time codes, LINE login and the customer profile. */
export const AUTH_ERRORS = {
  OTP_INVALID: '驗證碼錯誤，請再試一次',
  OTP_EXPIRED: '驗證碼已失效，請重新取得驗證碼',
  OTP_LOCKED: '驗證碼錯誤次數過多，請重新取得驗證碼',
  OTP_NOT_SENT: '請先取得驗證碼',
  OTP_TOO_SOON: '驗證碼已送出，請稍候再重新發送',
  OTP_DAILY_LIMIT: '今日驗證碼發送次數已達上限，請明天再試',
  OTP_SEND_FAILED: '驗證碼發送失敗，請稍後再試',
  EMAIL_NOT_AVAILABLE: '此手機號碼尚未設定電子郵件，請改用簡訊驗證',
  EMAIL_OTP_UNAVAILABLE: '目前無法以電子郵件寄送驗證碼，請改用簡訊驗證',
  AUTH_SESSION_INVALID: '手機驗證已逾時，請重新驗證手機號碼',
  CUSTOMER_EXISTS: '此手機號碼已註冊，請直接登入',
  PASSWORD_INVALID: '手機號碼或密碼錯誤',
  PASSWORD_LOCKED: '密碼錯誤次數過多，請稍後再試或改用驗證碼登入',
  RESOURCE_NOT_FOUND: '查無此顧客，請重新登入',
  LINE_UNAUTHORIZED: 'LINE 驗證失敗，請重新登入',
  LINE_NOT_ENABLED: '這間店家尚未開放 LINE 登入',
  LINE_ALREADY_BOUND: '這個 LINE 帳號已綁定其他會員',
} as const;

export type GenericErrorCode = keyof typeof GENERIC_ERRORS;
export type AuthErrorCode = keyof typeof AUTH_ERRORS;

/**
 * `zhTWMessage(code, 'generic')` without the other areas' tables: what the customer app's first
 * screen needs (its error screens), so the store page's first scripts do not carry every area's texts.
 */
export function zhTWGenericMessage(code: string): string {
  return (GENERIC_ERRORS as Record<string, string>)[code] || GENERIC_ERRORS.UNKNOWN_ERROR;
}
