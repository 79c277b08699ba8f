export * from './envelopes';
export * from './pagination-query.dto';
