/** The areas of the error catalogue (errors.ts in zh-TW, errors-en.ts in English): each has its own wording. */
export type ErrorContext = 'generic' | 'retail' | 'booking' | 'auth' | 'staff';
