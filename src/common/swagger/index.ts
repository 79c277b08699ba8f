export * from './api-responses';
export * from './problem-details.dto';
