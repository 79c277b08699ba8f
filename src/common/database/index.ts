export * from './postgres-errors';
export * from './read-pool';
export * from './write-errors';
export * from './guarded-client';
export * from './repository-reads';
export * from './public-read-scope';
export * from './preview-scope';
