import type { DisplayLocale } from './constants';
import { formatMoney, formatNumber } from './money';

export interface Discount {
  type: 'Percent' | 'Amount';
  /** Percent: the share of the price the customer pays (90 = pays 90%). Amount: whole dollars off. */
  value: number;
}

/**
 * Taiwanese 折 means "pay X/10 of the price": paying 90% is 9 折 and paying 85% is 85 折
 * (8.5 折 written without the point). Below 10% the point stays: paying 5% is 0.5 折.
 * Paying 0% is free, shown as 免費使用.
 */
export function formatDiscount({ type, value }: Discount, locale: DisplayLocale = 'zh-TW'): string {
  if (locale === 'en') return enDiscount({ type, value });
  if (type === 'Amount') return `折抵 ${formatNumber(value)} 元`;
  if (value === 0) return '免費使用';
  const tenths = value / 10;
  return `${Number.isInteger(tenths) || value < 10 ? tenths : value} 折`;
}

/** In English: $100 off, 10% off (paying 90%), Free. */
function enDiscount({ type, value }: Discount): string {
  if (type === 'Amount') return `${formatMoney(value)} off`;
  if (value === 0) return 'Free';
  return `${Number((100 - value).toFixed(2))}% off`;
}
