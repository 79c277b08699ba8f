import { All, Controller, Get, Module, Post, Type, UseInterceptors } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { PublicRead, RateLimit } from '@/common/decorators';
import { AuditInterceptor } from '@/modules/audit/audit.interceptor';
import { AuditService } from '@/modules/audit/audit.service';
import { SkipAudit } from '@/modules/audit/audit.decorators';
import {
  StudioController,
  unauditedStudioRoutes,
} from '@/modules/audit/studio-controller.decorator';
import { undeclaredApiRoutes } from '@/modules/rate-limit/rate-limit-policy.check';

/** What AuditInterceptor, which @StudioController binds, is built with; never called here. */
@Module({ providers: [{ provide: AuditService, useValue: {} }] })
class RoutesModule {}

/**
 * The OpenAPI document @nestjs/swagger builds for an application serving `controllers` (in preview
 * mode, as `npm run openapi:export` builds the service's: no provider is instantiated).
 */
async function documentOf(...controllers: Type[]): Promise<OpenAPIObject> {
  const app = await NestFactory.create(
    { module: RoutesModule, controllers },
    { preview: true, logger: false },
  );
  try {
    return SwaggerModule.createDocument(app, new DocumentBuilder().build());
  } finally {
    await app.close();
  }
}

/** `x-rate-limit` of each operation, as `GET /path` → policy. */
async function policiesOf(...controllers: Type[]): Promise<Record<string, unknown>> {
  const document = await documentOf(...controllers);
  return Object.fromEntries(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => [
        `${method.toUpperCase()} ${path}`,
        (operation as Record<string, unknown>)['x-rate-limit'],
      ]),
    ),
  );
}

describe('undeclaredApiRoutes', () => {
  @RateLimit('public')
  @Controller('api/ships')
  class Ships {
    @Get()
    list() {}

    @Post('enquiries')
    @RateLimit('leads')
    enquire() {}

    @Get(':slug')
    @PublicRead('ships')
    get() {}
  }

  @Controller('api/v1/mixed')
  class Mixed {
    @Get('declared')
    @RateLimit('leads')
    declared() {}

    @Post('undeclared')
    undeclared() {}
  }

  @Controller()
  class HandlerUnderApi {
    @Get('API/v1/shouted')
    shouted() {}

    @Get('apis')
    notApi() {}
  }

  @Controller('//api//doubled')
  class DoubledSlashes {
    @Get()
    list() {}
  }

  @Controller('api/any')
  class AnyMethod {
    @All()
    any() {}
  }

  it("documents each route's policy, a handler's own winning over its controller's", async () => {
    expect(await policiesOf(Ships, Mixed)).toEqual({
      'GET /api/ships': 'public',
      'POST /api/ships/enquiries': 'leads',
      'GET /api/ships/{slug}': 'public',
      'GET /api/v1/mixed/declared': 'leads',
      'POST /api/v1/mixed/undeclared': undefined,
    });
  });

  it('names every route under /api (in any case, any method) without a policy', async () => {
    const document = await documentOf(Ships, Mixed, HandlerUnderApi, DoubledSlashes, AnyMethod);
    expect(undeclaredApiRoutes(document)).toEqual([
      'POST /api/v1/mixed/undeclared (Mixed_undeclared)',
      'GET /API/v1/shouted (HandlerUnderApi_shouted)',
      'GET //api//doubled (DoubledSlashes_list)',
      ...['get', 'put', 'post', 'delete', 'options', 'head', 'patch'].map(
        (method) => `${method.toUpperCase()} /api/any (AnyMethod_any_${method})`,
      ),
    ]);
  });

  it('finds nothing to complain about when every route under /api declares a policy', async () => {
    expect(undeclaredApiRoutes(await documentOf(Ships))).toEqual([]);
  });
});

describe('unauditedStudioRoutes', () => {
  @StudioController('ships')
  class AuditedShips {
    @Get()
    list() {}

    @Post()
    create() {}

    @Post('sign-in')
    @SkipAudit()
    signIn() {}
  }

  @Controller('studio/ships-by-hand')
  class PlainStudioShips {
    @Post()
    create() {}
  }

  @Controller(['api/v1/x', '/studio/x'])
  class SecondPathInStudio {
    @Get()
    list() {}
  }

  @Controller('STUDIO/Upper')
  class UpperCaseStudio {
    @Post()
    create() {}
  }

  @Controller('//studio//doubled')
  class DoubledSlashes {
    @Post()
    create() {}
  }

  @Controller()
  class HandlerInStudio {
    @Post('studio/handler')
    create() {}
  }

  @Controller('studio-like/things')
  class LooksLikeStudio {
    @Post()
    create() {}
  }

  @Controller('api')
  class PublicHandler {
    @Post('v1/studio')
    create() {}
  }

  // The interceptor audits @StudioController's routes only: binding it by hand is not enough.
  @UseInterceptors(AuditInterceptor)
  @Controller('studio/by-hand')
  class BoundByHand {
    @Post()
    create() {}
  }

  it('marks every operation of a @StudioController audited', async () => {
    const document = await documentOf(AuditedShips);
    const marks = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => (operation as Record<string, unknown>)['x-audited']),
    );
    expect(marks).toEqual([true, true, true]);
  });

  it('names every route under /studio (in any case) that no @StudioController serves', async () => {
    const document = await documentOf(
      AuditedShips,
      PlainStudioShips,
      SecondPathInStudio,
      UpperCaseStudio,
      DoubledSlashes,
      HandlerInStudio,
      LooksLikeStudio,
      PublicHandler,
      BoundByHand,
    );
    expect(unauditedStudioRoutes(document).sort()).toEqual(
      [
        'POST /studio/ships-by-hand (PlainStudioShips_create)',
        'GET /studio/x (SecondPathInStudio_list[1])',
        'POST /STUDIO/Upper (UpperCaseStudio_create)',
        'POST //studio//doubled (DoubledSlashes_create)',
        'POST /studio/handler (HandlerInStudio_create)',
        'POST /studio/by-hand (BoundByHand_create)',
      ].sort(),
    );
  });

  it('finds nothing to complain about in routes served by @StudioController', async () => {
    expect(unauditedStudioRoutes(await documentOf(AuditedShips, LooksLikeStudio))).toEqual([]);
  });
});
