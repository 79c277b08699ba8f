import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '@/common/decorators';
import { ApiProblems, ApiWithoutDatabase } from '@/common/swagger';
import type { RateLimitStorageState } from '../rate-limit/rate-limit.storage';
import { HealthService } from './health.service';

class HealthDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({ description: 'Seconds since the process started.', example: 42.1 })
  uptime_s!: number;
}

class ReadinessDto extends HealthDto {
  @ApiProperty({ enum: ['up'] })
  database!: 'up';

  @ApiProperty({
    enum: ['up', 'degraded', 'not_configured'],
    description:
      'The shared rate-limit counters. `degraded`: REDIS_URL is set but Redis does not answer, so this instance limits with its own counters; the service still works, so readiness does not fail.',
  })
  redis!: RateLimitStorageState;
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ operationId: 'checkLiveness', summary: 'Liveness: the process answers' })
  @ApiOkResponse({ type: HealthDto })
  @ApiWithoutDatabase()
  live(): HealthDto {
    return { status: 'ok', uptime_s: Math.round(process.uptime() * 10) / 10 };
  }

  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'checkReadiness',
    summary: 'Readiness: the database answers',
    description:
      '503 while the database does not answer, and from the moment the process is told to stop (SIGTERM), so a load balancer takes the instance out before it closes.',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiProblems(503)
  async ready(): Promise<ReadinessDto> {
    await this.health.assertReady();
    return { ...this.live(), database: 'up' as const, redis: this.health.redisState };
  }
}
