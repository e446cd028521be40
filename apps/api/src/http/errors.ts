import { type ErrorContext, messageFor } from '@salon/contract';

/**
 * A failure the client should see: a catalogue code, the HTTP status that fits it, and details
 * (field errors, per-event results) in `data`. The message defaults to the code's zh-TW text.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    readonly data?: unknown,
    message?: string,
    readonly context: ErrorContext = 'generic',
  ) {
    super(message ?? messageFor(code, context));
  }
}

/** A 400 naming one field, the same shape as a schema validation failure. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', { fields: { [field]: message } }, `輸入資料有誤：${field}`);
}

export const notFound = (code: string, message?: string) => new ApiError(404, code, undefined, message);
export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED');
