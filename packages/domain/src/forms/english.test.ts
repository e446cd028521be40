import { describe, expect, it } from 'vitest';
import { formTexts } from './english';

const form = {
  title: '燙染同意書',
  description: '請在來店前填寫。',
  fields: [
    { id: 'scalp', label: '頭皮狀況', description: null, choices: ['正常', '敏感'] },
    { id: 'allergies', label: '過敏史', description: '沒有可留空。' },
  ],
  en: {
    title: 'Colour and perm consent',
    fields: { scalp: { label: 'Scalp', choices: ['Normal', 'Sensitive'] } },
  },
};

describe('formTexts (issue 28.2)', () => {
  it("reads the store's English in English, question by question, and its own words elsewhere", () => {
    const en = formTexts(form, 'en');
    expect(en.title).toBe('Colour and perm consent');
    expect(en.description).toBeNull();
    expect(en.fields.map((f) => [f.label, f.description, f.choiceLabels])).toEqual([
      ['Scalp', null, ['Normal', 'Sensitive']],
      ['過敏史', '沒有可留空。', []],
    ]);
    // The answer is still the store's choice: only the words shown change.
    expect(en.fields[0]!.choices).toEqual(['正常', '敏感']);
  });

  it('zh-TW, or a form without English, reads as the store wrote it', () => {
    const zh = formTexts(form, 'zh-TW');
    expect(zh.title).toBe('燙染同意書');
    expect(zh.fields[0]!.choiceLabels).toEqual(['正常', '敏感']);
    expect(formTexts({ ...form, en: null }, 'en').title).toBe('燙染同意書');
  });
});
