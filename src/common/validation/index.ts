export * from './decorators';
export * from './transforms';
export * from './validation-pipe';
export * from './iso-date';
