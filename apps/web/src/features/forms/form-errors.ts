import { isApiError } from '#web/lib/api';

/** What a signature drawn but not yet uploaded counts as when the answers are checked before sending. */
export const PENDING_SIGNATURE = 'pending-upload';

const PREFIX = 'formData.';

/**
 * The field errors of a refused save, by field id (`formData.scalp` → `scalp`; other names, such
 * as `fieldId` of an upload, are kept), or null when the failure is not about the answers.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!isApiError(error, 'VALIDATION_FAILED')) return null;
  const fields = (error.data as { fields?: Record<string, string> } | undefined)?.fields;
  if (!fields || Object.keys(fields).length === 0) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key, message]),
  );
}
