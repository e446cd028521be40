import { describe, expect, it } from 'vitest';
import { shownText } from './shown-name';

describe('shownText', () => {
  const treatment = {
    name: '結構式護髮',
    description: '四道程序修護受損髮質。',
    en: { name: 'Bond-building treatment', description: 'Four steps that repair damaged hair.' },
  };

  it("reads the store's English in English, and what the store wrote in zh-TW", () => {
    expect(shownText(treatment, 'en')).toEqual({
      name: 'Bond-building treatment',
      description: 'Four steps that repair damaged hair.',
    });
    expect(shownText(treatment, 'zh-TW')).toEqual({ name: '結構式護髮', description: '四道程序修護受損髮質。' });
  });

  it('keeps what the store wrote when it gave no English', () => {
    expect(shownText({ name: '木質寬齒梳', description: null }, 'en')).toEqual({
      name: '木質寬齒梳',
      description: null,
    });
    expect(shownText({ name: '短髮', en: null }, 'en')).toEqual({ name: '短髮', description: null });
  });

  it('an English name without an English description has none, rather than the Chinese one', () => {
    expect(
      shownText({ name: '洗剪吹', description: '含洗髮。', en: { name: 'Wash, cut and blow-dry' } }, 'en'),
    ).toEqual({
      name: 'Wash, cut and blow-dry',
      description: null,
    });
  });
});
