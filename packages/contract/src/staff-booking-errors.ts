/**
 * Why a staff booking's or a move's time is refused (docs/decisions/front-desk.md): part of the staff
 * table of the catalogue (errors.ts). NO_PROVIDERS is worded for staff: the designer does not give
 * the service, or nobody is free; customers keep the spec's wording.
 */
export const STAFF_BOOKING_ERRORS = {
  TIME_TAKEN: '這段時間設計師已有預約或封鎖時間，請換個時間或設計師',
  START_IN_PAST: '開始時間已經過了，請選擇現在或之後的時間',
  OUTSIDE_HOURS: '這段時間不在上班時間內',
  NO_PROVIDERS: '這位設計師沒有提供所選的服務，或這段時間沒有設計師有空',
} as const;

export const STAFF_BOOKING_HTTP_STATUS = { TIME_TAKEN: 409, START_IN_PAST: 422, OUTSIDE_HOURS: 422 } as const;
