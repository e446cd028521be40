import {
  ERROR_HTTP_STATUS,
  type ErrorCode,
  type ErrorContext,
  STATE_CONFLICT_HTTP_STATUS,
  validationMessage,
} from '@salon/contract';

export interface ApiErrorOptions {
  /** Details for the client: field errors, per-event results, retryAfter. */
  data?: unknown;
  /** Replaces the catalogue's text when the message names a value (「還可以再試 2 次」). */
  message?: string;
  /** Whose wording a shared code takes; by default the area of the operation that failed. */
  area?: ErrorContext;
  /** The record is no longer open for this request: 409 instead of the code's usual status. */
  stateConflict?: boolean;
}

/**
 * A failure the client should see: a catalogue code, whose HTTP status comes from the catalogue
 * (ERROR_HTTP_STATUS), and its zh-TW text, chosen when the answer is written (see error-handler).
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly data: unknown;
  readonly area: ErrorContext | undefined;
  readonly customMessage: string | undefined;

  constructor(
    readonly code: ErrorCode,
    options: ApiErrorOptions = {},
  ) {
    super(code);
    this.httpStatus = options.stateConflict ? STATE_CONFLICT_HTTP_STATUS : ERROR_HTTP_STATUS[code];
    this.data = options.data;
    this.area = options.area;
    this.customMessage = options.message;
  }
}

/** A 400 naming one field, the same shape as a schema validation failure. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', {
    data: { fields: { [field]: message } },
    message: validationMessage({ [field]: message }),
  });
}
