export * from './read-model';
export * from './reader';
export * from './related-reader';
export * from './record-shapes';
