import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { toInteger } from '@/common/validation';

export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];

export class AnalyticsQueryDto {
  @ApiPropertyOptional({
    enum: ANALYTICS_WINDOWS,
    default: 30,
    description: 'Window in UTC days, today included',
  })
  @IsOptional()
  @Transform(toInteger)
  @IsIn(ANALYTICS_WINDOWS, { message: 'must be one of: 7, 30, 90' })
  days: AnalyticsWindow = 30;
}

export class TopEndpointsQueryDto extends AnalyticsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 10 })
  @IsOptional()
  @Transform(toInteger)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  @Max(100)
  limit: number = 10;
}

export class OverviewDto {
  @ApiProperty({ type: 'integer', example: 15230 })
  total_requests!: number;

  @ApiProperty({ example: 0.0123, description: 'Share of responses with status >= 400, 0..1' })
  error_rate!: number;

  @ApiProperty({ example: 18.4 })
  avg_response_time_ms!: number;

  @ApiProperty({
    example: 62,
    description: 'From a daily latency histogram: within about 10% of the exact value',
  })
  p95_response_time_ms!: number;

  @ApiProperty({ enum: ANALYTICS_WINDOWS })
  window_days!: number;
}

export class RequestsOnDayDto {
  @ApiProperty({ format: 'date', example: '2026-07-01' })
  date!: string;

  @ApiProperty({ type: 'integer', example: 512 })
  requests!: number;

  @ApiProperty({ type: 'integer', example: 4 })
  errors!: number;
}

export class TopEndpointDto {
  @ApiProperty({ example: 'GET' })
  method!: string;

  @ApiProperty({
    example: '/api/v1/ships/:slug',
    description: "Route template; '(unmatched)' for requests no route matched",
  })
  route!: string;

  @ApiProperty({ type: 'integer', example: 2048 })
  requests!: number;

  @ApiProperty({ example: 14.2 })
  avg_response_time_ms!: number;
}

export class ClientRequestsDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null: no API key' })
  client_id!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Null: no API key, or client deleted' })
  client_name!: string | null;

  @ApiProperty({ type: 'integer', example: 930 })
  requests!: number;
}

export class StatusCodeCountDto {
  @ApiProperty({ type: 'integer', example: 200 })
  status_code!: number;

  @ApiProperty({ type: 'integer', example: 14800 })
  count!: number;
}
