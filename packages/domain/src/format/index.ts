export * from './calendar';
export * from './constants';
export * from './date';
export * from './discount';
export * from './duration';
export * from './money';
export * from './version';
export * from './wall-clock';
