import { Global, Module } from '@nestjs/common';
import { PublicReadCache } from './public-read-cache';
import { FlushAfterWriteInterceptor, ResponseCacheInterceptor } from './response-cache.interceptor';

/** The response cache of public reads, for the routes that @PublicRead() marks. */
@Global()
@Module({
  providers: [PublicReadCache, ResponseCacheInterceptor, FlushAfterWriteInterceptor],
  exports: [PublicReadCache, ResponseCacheInterceptor, FlushAfterWriteInterceptor],
})
export class ResponseCacheModule {}
