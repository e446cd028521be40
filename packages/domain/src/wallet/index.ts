export * from './payment-split';
export * from './tickets';
export * from './vouchers';
