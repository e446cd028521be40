import { AUDIT_CATEGORY_OF } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import en from '#web/staff/app/locales/manage.en.json';
import zh from '#web/staff/app/locales/manage.zh-TW.json';

describe("the audit screen's details", () => {
  it('names every operation the log files in both languages (never its code name, e.g. staffCheckout)', () => {
    for (const operation of Object.keys(AUDIT_CATEGORY_OF)) {
      expect(zh.audit.ops, operation).toHaveProperty(operation);
      expect(en.audit.ops, operation).toHaveProperty(operation);
    }
  });
});
