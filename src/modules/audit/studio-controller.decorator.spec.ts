import { Controller, Post, UseInterceptors } from '@nestjs/common';
import { AuditInterceptor } from './audit.interceptor';
import { StudioController, unauditedStudioControllers } from './studio-controller.decorator';

@StudioController('ships')
class AuditedShips {}

@Controller('studio/ships')
class PlainStudioShips {}

@Controller(['api/v1/x', '/studio/x'])
class SecondPathInStudio {}

@Controller('/studio')
class StudioRoot {}

@Controller('studio-like/things')
class LooksLikeStudio {}

@Controller('api/v1/ships')
class PublicShips {}

@Controller('STUDIO/Ships')
class UpperCaseStudio {}

@Controller('//studio//x')
class DoubledSlashes {}

@Controller()
class HandlerInStudio {
  @Post('studio/handler')
  create(): void {}
}

@Controller('api')
class PublicHandler {
  @Post('v1/studio')
  create(): void {}
}

class OtherInterceptor {}

@UseInterceptors(OtherInterceptor)
@Controller('studio/other')
class OtherInterceptorOnly {}

@UseInterceptors(AuditInterceptor)
@Controller('studio/by-hand')
class BoundByHand {}

describe('unauditedStudioControllers', () => {
  it('names every controller with routes under /studio not declared with @StudioController', () => {
    expect(
      unauditedStudioControllers([
        AuditedShips,
        PlainStudioShips,
        SecondPathInStudio,
        StudioRoot,
        LooksLikeStudio,
        PublicShips,
        OtherInterceptorOnly,
        BoundByHand,
        UpperCaseStudio,
        DoubledSlashes,
        HandlerInStudio,
        PublicHandler,
        null,
        undefined,
      ]),
    ).toEqual([
      'PlainStudioShips',
      'SecondPathInStudio',
      'StudioRoot',
      'OtherInterceptorOnly',
      // The interceptor audits @StudioController's routes only: binding it by hand is not enough.
      'BoundByHand',
      'UpperCaseStudio',
      'DoubledSlashes',
      'HandlerInStudio',
    ]);
  });

  it('finds nothing to complain about in controllers declared with @StudioController', () => {
    expect(unauditedStudioControllers([AuditedShips, PublicShips, PublicHandler])).toEqual([]);
  });
});
