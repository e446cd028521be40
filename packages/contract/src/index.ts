export * from './auth';
export * from './bookings';
export * from './customer';
export * from './envelope';
export * from './errors';
export * from './menu';
export * from './store';
export * from './store-import';
