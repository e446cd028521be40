export * from './amounts';
export * from './methods';
export * from './record';
export * from './status';
