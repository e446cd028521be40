import { BOOKING_ERRORS, ERROR_TEXTS_EN, englishMessage, GENERIC_ERRORS, RETAIL_ERRORS } from '@salon/contract';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText, setEnglishCatalogue } from './error-text';

const HAN = /\p{Script=Han}/u;

beforeAll(async () => {
  await i18next.init({ lng: 'zh-TW', fallbackLng: 'zh-TW', resources: {} });
  // What lib/i18n.ts does when the English texts load.
  setEnglishCatalogue(englishMessage);
});
afterAll(() => i18next.changeLanguage('zh-TW'));

describe('API error texts in the customer language', () => {
  it('zh-TW reads the contract catalogue, per area', async () => {
    await i18next.changeLanguage('zh-TW');
    expect(errorText('PAY_FAILED', 'booking')).toBe(BOOKING_ERRORS.PAY_FAILED);
    expect(errorText('UPDATE_FAILED', 'retail')).toBe(RETAIL_ERRORS.UPDATE_FAILED);
    expect(errorText('SOMETHING_NEW', 'booking')).toBe('建立失敗（原因：SOMETHING_NEW）');
  });

  it('English has a text of its own for every code of the catalogue, with no Chinese in it', async () => {
    await i18next.changeLanguage('en');
    const tables = { generic: GENERIC_ERRORS, booking: BOOKING_ERRORS, retail: RETAIL_ERRORS } as const;
    for (const [area, table] of Object.entries(tables)) {
      for (const code of Object.keys(table)) {
        const text = errorText(code, area as keyof typeof tables);
        expect(text, `${area} ${code}`).not.toMatch(HAN);
        if (code !== 'UNKNOWN_ERROR') expect(text, `${area} ${code}`).not.toBe(ERROR_TEXTS_EN.generic.UNKNOWN_ERROR);
      }
    }
    expect(errorText('UPDATE_FAILED', 'retail')).toBe('The order has ended and can no longer be changed.');
    expect(errorText('UPDATE_FAILED', 'booking')).toBe('The booking could not be changed. Please try again later.');
    expect(errorText('SOMETHING_NEW', 'booking')).toBe('The booking could not be made (reason: SOMETHING_NEW)');
    expect(errorText('SOMETHING_NEW')).toBe(ERROR_TEXTS_EN.generic.UNKNOWN_ERROR);
  });
});
