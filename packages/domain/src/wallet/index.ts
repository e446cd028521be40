export * from './counter-moves';
export * from './order-payment';
export * from './payment-split';
export * from './tickets';
export * from './value-cards';
export * from './vouchers';
