import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api';
import { fieldErrorsOf } from './form-errors';

describe('fieldErrorsOf', () => {
  it("names each refused answer by its field's id, as the form shows it in place", () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', '表單有 2 個欄位需要修正', {
      fields: { 'formData.scalp': '請從選項中選擇', 'formData.signature': '請簽名' },
    });
    expect(fieldErrorsOf(error)).toEqual({ scalp: '請從選項中選擇', signature: '請簽名' });
  });

  it('is null for failures that are not about the answers', () => {
    expect(fieldErrorsOf(new ApiError(409, 'FORM_ALREADY_SUBMITTED', '表單已送出，無法修改'))).toBeNull();
    expect(fieldErrorsOf(new ApiError(400, 'VALIDATION_FAILED', '輸入資料有誤'))).toBeNull();
    expect(fieldErrorsOf(new Error('offline'))).toBeNull();
  });
});
