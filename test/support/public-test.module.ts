import { Get, Module, Req } from '@nestjs/common';
import { Public, RateLimit } from '@/common/decorators';
import type { Request } from 'express';
import { TestController } from './contract';

/**
 * Stand-ins for public catalogue routes under /api/v1 and /api (which other modules provide), so
 * the rate limits and API-key rules can be tested apart from any real resource.
 */
@Public()
@RateLimit('public')
@TestController('api/v1/test-items')
class TestItemsController {
  @Get()
  list(@Req() request: Request) {
    return { data: [], total: 0, skip: 0, limit: 20, client_id: request.apiClient?.id ?? null };
  }

  @Get(':slug')
  get(@Req() request: Request) {
    return { data: { slug: request.params.slug }, client_id: request.apiClient?.id ?? null };
  }
}

@Public()
@RateLimit('public')
@TestController('api/test-guides')
class TestGuidesController {
  @Get()
  list(@Req() request: Request) {
    return { data: [], client_id: request.apiClient?.id ?? null };
  }
}

@Module({ controllers: [TestItemsController, TestGuidesController] })
export class PublicTestModule {}
