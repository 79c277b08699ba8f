export * from './heavy-reads';
export * from './heavy-reads.module';
export * from './api-heavy-read.decorator';
