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

export const badRequest = (code: string, data?: unknown, message?: string) => new ApiError(400, code, data, message);
export const notFound = (code: string, message?: string) => new ApiError(404, code, undefined, message);
export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED');
export const forbidden = (code = 'FORBIDDEN') => new ApiError(403, code);
export const conflict = (code: string, data?: unknown, context: ErrorContext = 'generic') =>
  new ApiError(409, code, data, undefined, context);
export const businessRule = (code: string, data?: unknown, context: ErrorContext = 'generic') =>
  new ApiError(422, code, data, undefined, context);
