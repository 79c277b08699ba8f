import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PaginationQueryDto } from '@/common/pagination';
import { BooleanQuery, IsIsoDate, IsUuidField, toInteger } from '@/common/validation';

export class ListApiUsageQueryDto extends PaginationQueryDto {
  @IsUuidField({ required: false, description: 'Only requests made with this API client' })
  client_id?: string;

  @ApiPropertyOptional({ minimum: 100, maximum: 599, description: 'Only this status code' })
  @IsOptional()
  @Transform(toInteger)
  @IsInt({ message: 'must be an integer' })
  @Min(100)
  @Max(599)
  status?: number;

  @BooleanQuery({
    description:
      'Only preview reads (true: public reads answered with an X-Preview-Token), or only the rest (false)',
  })
  preview?: boolean;

  @ApiPropertyOptional({ description: 'Only paths starting with this text', maxLength: 500 })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  path?: string;

  @IsIsoDate({
    required: false,
    description: 'Requests on or after this day (UTC)',
    example: '2026-01-01',
  })
  date_from?: string;

  @IsIsoDate({
    required: false,
    description: 'Requests on or before this day (UTC)',
    example: '2026-12-31',
  })
  date_to?: string;
}

const nullable = (extra: Record<string, unknown> = {}) =>
  ApiProperty({ type: String, nullable: true, ...extra });

export class ApiUsageEntryDto {
  @ApiProperty({ example: '1042', description: 'Row id (a 64-bit integer, as a string)' })
  id!: string;

  @ApiProperty({ format: 'date-time', description: 'When the request arrived' })
  created_at!: string;

  @ApiProperty({ example: 'GET' })
  method!: string;

  @ApiProperty({ example: '/api/v1/ships/wonder-of-the-seas' })
  path!: string;

  @nullable({ example: '/api/v1/ships/:slug', description: 'Null when no route matched' })
  route!: string | null;

  @ApiProperty({ type: 'integer', example: 200 })
  status!: number;

  @ApiProperty({ type: 'integer', example: 12 })
  response_time_ms!: number;

  @nullable({ example: '203.0.113.7' })
  ip!: string | null;

  @nullable({ format: 'uuid' })
  client_id!: string | null;

  @nullable({ example: 'Partner website' })
  client_name!: string | null;

  @nullable({ format: 'uuid', description: 'Studio user, for studio requests' })
  user_id!: string | null;

  @nullable()
  user_agent!: string | null;

  @nullable()
  request_id!: string | null;

  @ApiProperty({
    description:
      'A preview read (docs/behaviour.md#previews): counted here, left out of the analytics',
  })
  preview!: boolean;
}

/** The list envelope, plus whether `total` is exact (COUNT_LIMIT in api-usage.service.ts). */
export class ApiUsagePageDto {
  @ApiProperty({ type: [ApiUsageEntryDto], description: 'Log entries, newest first' })
  data!: ApiUsageEntryDto[];

  @ApiProperty({
    example: 42,
    minimum: 0,
    maximum: 10000,
    description:
      'Matching entries, counted up to 10,000. When there are more, total is 10,000 and total_exact is false; narrow the filters (a date range) for an exact count.',
  })
  total!: number;

  @ApiProperty({ example: true, description: 'false when total stopped counting at 10,000' })
  total_exact!: boolean;

  @ApiProperty({ example: 0, minimum: 0 })
  skip!: number;

  @ApiProperty({ example: 20, minimum: 1, maximum: 100 })
  limit!: number;
}
