import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api';
import { errorText } from '#web/staff/lib/i18n';
import en from './locales/staff.en.json';
import zh from './locales/staff.zh-TW.json';

beforeAll(async () => {
  await i18next.init({ lng: 'zh-TW', ns: ['staff'], resources: { 'zh-TW': { staff: zh }, en: { staff: en } } });
});

describe("the staff app's error texts", () => {
  it('say how long to wait when the API sent it (too many sign-ins), in minutes', () => {
    const limited = new ApiError(429, 'RATE_LIMITED', '操作太頻繁，請稍後再試', { retryAfter: 136 });
    expect(errorText(limited, 'zh-TW')).toBe('操作太頻繁，請稍後再試（約 3 分鐘後可再試）');
    expect(errorText(limited, 'en')).toBe('Too many tries (try again in about 3 min)');
  });

  it('say the message alone when there is nothing to wait for', () => {
    const refused = new ApiError(403, 'FORBIDDEN', '您沒有權限進行此操作');
    expect(errorText(refused, 'zh-TW')).toBe('您沒有權限進行此操作');
  });
});
