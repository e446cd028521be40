import type { Said } from './context';

/** Words of the log's sentences: [zh-TW, English] pairs, read by `word`. */
type Pair = readonly [string, string];

export function word(s: Said, pairs: Readonly<Record<string, Pair>>, key: unknown, fallback: Pair): string {
  const pair = (typeof key === 'string' && pairs[key]) || fallback;
  return s.say(pair[0], pair[1]);
}

export const BOOKING_STATUS_WORDS: Record<string, Pair> = {
  New: ['新預約', 'new'],
  Pending: ['待店家確認', 'awaiting confirmation'],
  Confirmed: ['已確認', 'confirmed'],
  Arrived: ['已報到', 'arrived'],
  Completed: ['已完成', 'completed'],
  Paid: ['已結帳', 'paid'],
  Cancelled: ['已取消', 'cancelled'],
  Closed: ['店家已取消', 'cancelled by the store'],
  NoShow: ['未到', 'no-show'],
  Expired: ['已逾期', 'expired'],
};

export const PICKUP_STATUS_WORDS: Record<string, Pair> = {
  Placed: ['已下單', 'placed'],
  Ready: ['備貨完成', 'ready'],
  PickedUp: ['已取貨', 'picked up'],
  Cancelled: ['已取消', 'cancelled'],
  Closed: ['已關閉', 'closed'],
};

export const ROLE_WORDS: Record<string, Pair> = {
  owner: ['店主', 'owner'],
  manager: ['店長', 'manager'],
  designer: ['設計師', 'designer'],
};

export const METHOD_WORDS: Record<string, Pair> = {
  Cash: ['現金', 'cash'],
  Custom: ['自訂方式', 'another method'],
  LinePayOffline: ['LINE Pay（店內）', 'LINE Pay at the counter'],
  LinePayOnline: ['LINE Pay', 'LINE Pay'],
  CreditCard: ['信用卡', 'credit card'],
  ATM: ['ATM 轉帳', 'ATM transfer'],
  ValueCard: ['儲值卡', 'value card'],
  CardTerminal: ['刷卡機', 'card terminal'],
};

export const CARD_STATE_WORDS: Record<string, Pair> = {
  Active: ['啟用', 'active'],
  Frozen: ['凍結', 'frozen'],
  Disabled: ['停用', 'disabled'],
  freeze: ['凍結', 'frozen'],
  unfreeze: ['啟用', 'active'],
  disable: ['停用', 'disabled'],
};

/** What a field of a changed record is called on the screens; a field not listed is "other fields". */
export const FIELD_WORDS: Record<string, Pair> = {
  name: ['名稱', 'name'],
  en: ['英文名稱', 'English name'],
  description: ['說明', 'description'],
  price: ['價格', 'price'],
  duration: ['時長', 'duration'],
  image: ['圖片', 'image'],
  hidden: ['隱藏', 'hidden'],
  archived: ['封存', 'archived'],
  subItems: ['子項目', 'sub-items'],
  subItemType: ['子項目', 'sub-items'],
  isShowSubItem: ['子項目', 'sub-items'],
  subItemProviders: ['設計師設定', 'designer settings'],
  providers: ['設計師設定', 'designer settings'],
  isAssigned: ['設計師設定', 'designer settings'],
  customerLimited: ['性別限制', 'gender limit'],
  categoryId: ['分類', 'category'],
  productIds: ['項目', 'items'],
  stock: ['庫存', 'stock'],
  title: ['職稱', 'title'],
  schedule: ['每週上班時間', 'weekly hours'],
  daysOff: ['休假日', 'days off'],
  avatar: ['照片', 'photo'],
  active: ['在職', 'active'],
  notes: ['店家說明', 'store notes'],
  confirmEachBooking: ['逐筆確認預約', 'confirm each booking'],
  checkoutAttemptsPerHour: ['每小時結帳次數上限', 'checkouts per hour'],
  reminderHoursBefore: ['提醒時間', 'reminder times'],
  lineChannelAccessToken: ['LINE 設定', 'LINE settings'],
  liffId: ['LINE 設定', 'LINE settings'],
  maskPhonesForDesigners: ['設計師看到的顧客電話遮罩', "designers' masked customer phones"],
  paymentMethods: ['付款方式', 'payment methods'],
  cancelPolicy: ['取消政策', 'cancellation policy'],
  cancelCondition: ['取消政策', 'cancellation policy'],
  depositRule: ['訂金', 'deposit'],
  depositScope: ['訂金', 'deposit'],
  depositValue: ['訂金', 'deposit'],
  slotInterval: ['時段間隔', 'slot interval'],
  bookingTimeOffset: ['最短預約前置時間', 'booking lead time'],
  websiteTitle: ['網站標題', 'website title'],
  websiteBanner: ['網站橫幅', 'website banner'],
  unassignedMode: ['指定設計師方式', 'designer choice'],
  retailEnable: ['零售', 'retail'],
  serviceEnable: ['服務預約', 'service booking'],
  consultEnable: ['諮詢', 'consultation'],
  consultURL: ['諮詢', 'consultation'],
  workingHours: ['可預約時間', 'booking hours'],
  openingHours: ['營業時間', 'opening hours'],
  holidays: ['公休日', 'holidays'],
  staffNotes: ['備註', 'notes'],
  blocked: ['封鎖', 'blocked'],
  enabled: ['開立電子發票', 'e-invoicing'],
  provider: ['加值中心', 'provider'],
  merchantId: ['商店代號', 'merchant ID'],
  keysSet: ['金鑰', 'keys'],
  testMode: ['測試模式', 'test mode'],
};

export const OTHER_FIELDS: Pair = ['其他設定', 'other settings'];
