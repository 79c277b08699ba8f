export * from './postgres-errors';
