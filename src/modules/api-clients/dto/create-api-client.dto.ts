import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { trim } from '@/common/validation';
import { DOMAIN_PATTERN } from '../api-key';

const lowerEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value)
    ? value.map((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v))
    : value;

export class CreateApiClientDto {
  @ApiProperty({ example: 'Partner website', maxLength: 200 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;

  @ApiPropertyOptional({ example: 'Booking widget on the partner site', maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['partner.example.com', '*.partner.example.com'],
    description:
      'Hosts whose Origin (or Referer) may use the key; `*.example.com` matches subdomains. Empty: any origin.',
    maxItems: 50,
  })
  @IsOptional()
  @Transform(lowerEach)
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @Matches(DOMAIN_PATTERN, {
    each: true,
    message: "each entry must be a host name such as 'example.com' or '*.example.com'",
  })
  allowed_domains?: string[];

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 1_000_000,
    description: 'Requests per minute for this key (default API_KEY_RATE_LIMIT_PER_MIN, 1200).',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  rate_limit_per_minute?: number;
}
