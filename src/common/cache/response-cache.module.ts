import { Global, Module } from '@nestjs/common';
import { PublicReadCache } from './public-read-cache';
import { ResponseCacheInterceptor } from './response-cache.interceptor';
import { FlushAfterWriteInterceptor } from './flush-after-write.interceptor';
import { CdnAnswerHeaders } from '../cdn/cdn-answer-headers';

/** The response cache of public reads, for the routes that @PublicRead() marks. */
@Global()
@Module({
  providers: [
    PublicReadCache,
    ResponseCacheInterceptor,
    FlushAfterWriteInterceptor,
    CdnAnswerHeaders,
  ],
  exports: [
    PublicReadCache,
    ResponseCacheInterceptor,
    FlushAfterWriteInterceptor,
    CdnAnswerHeaders,
  ],
})
export class ResponseCacheModule {}
