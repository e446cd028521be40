export * from './commission';
export * from './csv';
export * from './lines';
export * from './period';
export * from './rules';
export * from './share';
export * from './totals';
