import type { DisplayLocale, RangeMode } from './constants';
import { formatRange } from './range';

const UNITS: Record<DisplayLocale, { hours: string; minutes: string; from: (low: string) => string }> = {
  'zh-TW': { hours: '小時', minutes: '分鐘', from: (low) => `${low} 起` },
  en: { hours: 'hr', minutes: 'min', from: (low) => `from ${low}` },
};

/** 30 → `30 分鐘`, 60 → `1 小時`, 90 → `1 小時 30 分鐘` (en: `1 hr 30 min`). */
export function formatDuration(minutes: number, locale: DisplayLocale = 'zh-TW'): string {
  const units = UNITS[locale];
  const total = Math.round(Math.abs(minutes));
  const sign = minutes <= -0.5 ? '-' : '';
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${units.hours}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${units.minutes}`);
  return sign + parts.join(' ');
}

export function formatDurationRange(
  min: number,
  max: number,
  locale: DisplayLocale = 'zh-TW',
  mode: RangeMode = 'range',
): string {
  return formatRange(min, max, (n) => formatDuration(n, locale), mode, UNITS[locale].from);
}
