export * from './amounts';
export * from './status';
