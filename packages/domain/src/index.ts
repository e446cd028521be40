export * from './booking/index';
export * from './format/index';
