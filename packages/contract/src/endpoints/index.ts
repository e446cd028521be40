export * from './customer-side';
export * from './define';
export * from './schemas';
export * from './table';
export * from './types';
