export * from './amounts';
export * from './methods';
export * from './status';
