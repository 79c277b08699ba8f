import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators';
import { ApiProblems, ApiWithoutDatabase } from '../../common/swagger';
import { extendDto } from '../../common/dto/extend-dto';
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
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Liveness: the process answers' })
  @ApiOkResponse({ type: HealthDto })
  @ApiWithoutDatabase()
  live(): HealthDto {
    return { status: 'ok', uptime_s: Math.round(process.uptime() * 10) / 10 };
  }

  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Readiness: the database answers' })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiProblems(503)
  async ready(): Promise<ReadinessDto> {
    await this.health.assertDatabaseReachable();
    return extendDto(this.live(), { database: 'up' as const });
  }
}
