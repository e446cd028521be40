import { describe, expect, it } from 'vitest';
import { bookedName, boughtName, nameList, shownText } from './shown-name';

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

describe('bookedName', () => {
  const dye = {
    productName: '單色染髮',
    productNameEn: 'Single-colour dye',
    subItemName: '中長髮',
    subItemNameEn: 'Medium hair',
  };

  it('reads the names kept with the booking in the language shown', () => {
    expect(bookedName(dye, 'zh-TW')).toBe('單色染髮（中長髮）');
    expect(bookedName(dye, 'en')).toBe('Single-colour dye (Medium hair)');
  });

  it('falls back to the Chinese of a part without English (an older booking keeps none)', () => {
    expect(bookedName({ ...dye, subItemNameEn: null }, 'en')).toBe('Single-colour dye (中長髮)');
    expect(bookedName({ productName: '洗剪吹', subItemName: null }, 'en')).toBe('洗剪吹');
  });
});

describe('boughtName and nameList', () => {
  it('reads an item bought in the language shown, and joins names as each language does', () => {
    const mask = { name: '深層修護髮膜 200ml', nameEn: 'Deep repair mask 200ml' };
    expect(boughtName(mask, 'en')).toBe('Deep repair mask 200ml');
    expect(boughtName({ ...mask, nameEn: null }, 'en')).toBe('深層修護髮膜 200ml');
    expect(boughtName(mask, 'zh-TW')).toBe('深層修護髮膜 200ml');
    expect(nameList(['A', 'B'], 'en')).toBe('A, B');
    expect(nameList(['甲', '乙'], 'zh-TW')).toBe('甲、乙');
  });
});
