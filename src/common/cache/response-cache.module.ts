import { Global, Module } from '@nestjs/common';
import { PublicReadCache } from './public-read-cache';
import { ResponseCacheInterceptor } from './response-cache.interceptor';
import { FlushAfterWriteInterceptor } from './flush-after-write.interceptor';

/** The response cache of public reads, for the routes that @PublicRead() marks. */
@Global()
@Module({
  providers: [PublicReadCache, ResponseCacheInterceptor, FlushAfterWriteInterceptor],
  exports: [PublicReadCache, ResponseCacheInterceptor, FlushAfterWriteInterceptor],
})
export class ResponseCacheModule {}
