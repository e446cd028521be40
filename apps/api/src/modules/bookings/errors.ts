import { ApiError } from '#api/http/errors';

export { databaseError } from '#api/db/errors';

export const bookingNotFound = () => new ApiError('BOOKING_NOT_FOUND');

export const EXCLUSION_VIOLATION = '23P01';
export const DEADLOCK = '40P01';
export const SERIALIZATION_FAILURE = '40001';
