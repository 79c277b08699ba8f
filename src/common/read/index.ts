export * from './read-model';
export * from './reader';
