export * from './adjustment';
export * from './choice';
export * from './period';
export * from './proof';
export * from './vocabulary';
