import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
} from 'class-validator';
import { trim } from '@/common/validation';
import { API_KEY_KINDS, type ApiKeyKind, isAllowlistEntry } from '../api-key';

/** Each entry an allowlist entry (isAllowlistEntry); the message names the entries that are not. */
function AllowlistEntries(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'allowlistEntries',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: ({ value }) =>
          `${invalidEntries(value)
            .map((entry) => `'${entry}'`)
            .join(
              ', ',
            )} is not a host name such as 'example.com', '*.example.com' or 'localhost:3000'`,
      },
      validator: {
        validate: (value: unknown) => invalidEntries(value).length === 0,
      },
    });
}

/** The string entries that are not allowlist entries (IsString reports the others). */
function invalidEntries(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && !isAllowlistEntry(v));
}

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
    enum: API_KEY_KINDS,
    default: 'browser',
    description:
      '`browser`: for web pages, limited to `allowed_domains` when it has entries. `server`: for back ends (server-side rendering, imports); no Origin needed, refused (403) on any request that carries an Origin, never an allowlist.',
  })
  @IsOptional()
  @IsIn(API_KEY_KINDS)
  kind?: ApiKeyKind;

  @ApiPropertyOptional({
    type: [String],
    example: ['partner.example.com', '*.partner.example.com', 'localhost:3000'],
    description:
      "A browser key's allowed origins: hosts whose Origin (or Referer) may use the key; `*.example.com` matches subdomains; `:port` limits an entry to that port (the scheme's default when the origin names none), without one any port matches. Empty: any origin. Must be empty for a server key.",
    maxItems: 50,
  })
  @IsOptional()
  @Transform(lowerEach)
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @AllowlistEntries()
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
