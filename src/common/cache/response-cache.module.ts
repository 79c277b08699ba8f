import { Global, Module } from '@nestjs/common';
import { PublicReadCache } from './public-read-cache';
import { ResponseCacheGuard } from './response-cache.guard';
import { FlushAfterWriteInterceptor } from './flush-after-write.interceptor';

/** The response cache of public reads, for the routes that @PublicRead() marks. */
@Global()
@Module({
  providers: [PublicReadCache, ResponseCacheGuard, FlushAfterWriteInterceptor],
  exports: [PublicReadCache, ResponseCacheGuard, FlushAfterWriteInterceptor],
})
export class ResponseCacheModule {}
