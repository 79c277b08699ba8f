export * from './api-responses';
export * from './document-transforms';
export * from './operation-ids';
export * from './problem-details.dto';
export * from './api-tags';
export * from './strict-nulls';
