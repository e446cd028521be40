export * from './auth';
export * from './bookings';
export * from './catalog';
export * from './customers';
export * from './forms';
export * from './otp';
export * from './retail';
export * from './wallet';
