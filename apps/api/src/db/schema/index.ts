export * from './catalog';
export * from './customers';
