import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { API_KEY_KINDS, type ApiKeyKind } from '../api-key';
import { ApiClient } from '../entities/api-client.entity';

export class ApiClientUsageDto {
  @ApiProperty({ type: 'integer', example: 1520 })
  requests_total!: number;

  @ApiProperty({
    type: 'integer',
    example: 310,
    description: 'Requests in the last 30 days (UTC, today included).',
  })
  requests_30d!: number;
}

export interface ApiClientUsage {
  requestsTotal: number;
  requests30d: number;
}

/** An API client as the API shows it: never the secret's hash. */
export class ApiClientResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Partner website' })
  name!: string;

  @ApiProperty({ example: '' })
  notes!: string;

  @ApiProperty({
    enum: API_KEY_KINDS,
    description:
      '`browser` (web pages, optional origin allowlist) or `server` (back ends, no Origin)',
  })
  kind!: ApiKeyKind;

  @ApiProperty({ type: [String], example: ['partner.example.com', 'localhost:3000'] })
  allowed_domains!: string[];

  @ApiProperty({ example: 'gpk_Ab3dE6gH', description: '`gpk_` + the public id of the key' })
  key_prefix!: string;

  @ApiProperty({ type: 'integer', example: 1200 })
  rate_limit_per_minute!: number;

  @ApiProperty()
  is_active!: boolean;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  revoked_at!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Updated in batches, at most a few seconds late.',
  })
  last_used_at!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: ApiClientUsageDto })
  usage!: ApiClientUsageDto;

  static from(client: ApiClient, usage: ApiClientUsage): ApiClientResponseDto {
    return {
      id: client.id,
      name: client.name,
      notes: client.notes,
      kind: client.kind,
      allowed_domains: client.allowedDomains,
      key_prefix: client.keyPrefix,
      rate_limit_per_minute: client.rateLimitPerMinute,
      is_active: client.isActive,
      revoked_at: isoTimestamp(client.revokedAt),
      last_used_at: isoTimestamp(client.lastUsedAt),
      created_at: isoTimestamp(client.createdAt),
      updated_at: isoTimestamp(client.updatedAt),
      usage: { requests_total: usage.requestsTotal, requests_30d: usage.requests30d },
    };
  }
}

/** The answer of create and regenerate: the only time the raw key is shown. */
export class ApiClientWithKeyResponseDto extends ApiClientResponseDto {
  @ApiProperty({
    example: 'gpk_Ab3dE6gH0123456789abcdefghijKLMNOPQRSTUV',
    description: 'The full key. Shown in this answer only; store it now.',
  })
  raw_key!: string;

  static withKey(
    client: ApiClient,
    usage: ApiClientUsage,
    rawKey: string,
  ): ApiClientWithKeyResponseDto {
    return { ...ApiClientResponseDto.from(client, usage), raw_key: rawKey };
  }
}
