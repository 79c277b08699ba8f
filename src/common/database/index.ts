export * from './postgres-errors';
export * from './pg-pool';
