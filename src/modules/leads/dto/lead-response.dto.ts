import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { Lead } from '../entities/lead.entity';

/** What the public form gets back. */
export class LeadReceiptDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

const nullableString = (extra: Record<string, unknown> = {}) =>
  ApiProperty({ type: String, nullable: true, ...extra });

/** A lead as the studio sees it. */
export class LeadResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Ada Traveller' })
  name!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ type: [String], example: ['caribbean cruise'] })
  trip_interests!: string[];

  @nullableString()
  phone!: string | null;

  @nullableString()
  message!: string | null;

  @nullableString({ format: 'date' })
  travel_start!: string | null;

  @nullableString({ format: 'date' })
  travel_end!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  party_size!: number | null;

  @ApiProperty()
  consent_given!: boolean;

  @nullableString({ format: 'date-time' })
  consent_at!: string | null;

  @nullableString()
  utm_source!: string | null;

  @nullableString()
  utm_medium!: string | null;

  @nullableString()
  utm_campaign!: string | null;

  @nullableString()
  referrer!: string | null;

  @nullableString({ format: 'uuid' })
  sailing_id!: string | null;

  @nullableString({ format: 'uuid' })
  theme_park_id!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  static from(lead: Lead): LeadResponseDto {
    return {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      trip_interests: lead.tripInterests,
      phone: lead.phone,
      message: lead.message,
      travel_start: lead.travelStart,
      travel_end: lead.travelEnd,
      party_size: lead.partySize,
      consent_given: lead.consentGiven,
      consent_at: isoTimestamp(lead.consentAt),
      utm_source: lead.utmSource,
      utm_medium: lead.utmMedium,
      utm_campaign: lead.utmCampaign,
      referrer: lead.referrer,
      sailing_id: lead.sailingId,
      theme_park_id: lead.themeParkId,
      created_at: isoTimestamp(lead.createdAt),
    };
  }
}
