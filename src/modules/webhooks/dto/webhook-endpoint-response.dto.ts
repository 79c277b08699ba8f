import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { WebhookEndpoint } from '../entities/webhook-endpoint.entity';

/** An endpoint as the API shows it: never a secret, in any form. */
export class WebhookEndpointResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'https://hooks.example.com/guide-platform' })
  url!: string;

  @ApiProperty({ type: [String], example: ['ship.*', '*.deleted'] })
  events!: string[];

  @ApiProperty({ example: 'Search index updater' })
  description!: string;

  @ApiProperty({ description: 'False when an admin deactivated it or the dispatcher disabled it.' })
  is_active!: boolean;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'When the dispatcher disabled the endpoint (every attempt failed for 24 hours, or it answered 410 Gone); null otherwise.',
  })
  disabled_at!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Every delivery failed for 24 hours; the last attempt: HTTP 503',
  })
  disabled_reason!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Start of the current run of failed attempts; null while deliveries succeed.',
  })
  failing_since!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  secret_rotated_at!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'While a rotation overlap runs: when deliveries stop being signed with the previous secret too.',
  })
  previous_secret_expires_at!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;

  static from(
    endpoint: WebhookEndpoint,
    previousSecretExpiresAt: Date | null,
  ): WebhookEndpointResponseDto {
    return {
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events,
      description: endpoint.description,
      is_active: endpoint.isActive,
      disabled_at: isoTimestamp(endpoint.disabledAt),
      disabled_reason: endpoint.disabledReason,
      failing_since: isoTimestamp(endpoint.failingSince),
      secret_rotated_at: isoTimestamp(endpoint.secretRotatedAt),
      previous_secret_expires_at: isoTimestamp(previousSecretExpiresAt),
      created_at: isoTimestamp(endpoint.createdAt),
      updated_at: isoTimestamp(endpoint.updatedAt),
    };
  }
}

/** The answer of create and rotate-secret: the only time the signing secret is shown. */
export class WebhookEndpointWithSecretResponseDto extends WebhookEndpointResponseDto {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description:
      'The signing secret (Standard Webhooks format, `whsec_` + base64). Shown in this answer only; store it now.',
  })
  secret!: string;

  static withSecret(
    endpoint: WebhookEndpoint,
    previousSecretExpiresAt: Date | null,
    secret: string,
  ): WebhookEndpointWithSecretResponseDto {
    return { ...WebhookEndpointResponseDto.from(endpoint, previousSecretExpiresAt), secret };
  }
}
