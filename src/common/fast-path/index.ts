export * from './front-server';
export * from './public-read-admission';
export * from './public-read-fast-path';
