import { Controller, UseInterceptors } from '@nestjs/common';
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

class OtherInterceptor {}

@UseInterceptors(OtherInterceptor)
@Controller('studio/other')
class OtherInterceptorOnly {}

@UseInterceptors(AuditInterceptor)
@Controller('studio/by-hand')
class BoundByHand {}

describe('unauditedStudioControllers', () => {
  it('names every controller under /studio that AuditInterceptor does not see', () => {
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
        null,
        undefined,
      ]),
    ).toEqual(['PlainStudioShips', 'SecondPathInStudio', 'StudioRoot', 'OtherInterceptorOnly']);
  });

  it('finds nothing to complain about in controllers declared with @StudioController', () => {
    expect(unauditedStudioControllers([AuditedShips, BoundByHand, PublicShips])).toEqual([]);
  });
});
