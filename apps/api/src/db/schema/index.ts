export * from './auth';
export * from './bookings';
export * from './catalog';
export * from './customers';
export * from './otp';
export * from './retail';
