import { ApiRecordLocale } from '@/common/locale/locale-query';
import { ApiImage, ImageDto } from '@/modules/media/dto/image.dto';
import { ApiProperty } from '@nestjs/swagger';
import { formatOffset, offsetMinutes, toZonedIso } from '@/modules/catalogue/shared/time-zones';
import { ThemeParkSummaryDto } from '@/modules/catalogue/parks/theme-parks/dto/theme-park-response.dto';
import { SpecialEventSession } from '../special-event-session.entity';
import { SpecialEvent } from '../special-event.entity';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';

export class SpecialEventSessionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    example: '2027-10-01T19:00:00-04:00',
    description: "Local time at the park with the park's UTC offset at that moment.",
  })
  starts_at!: string;
  @ApiProperty({ type: String, nullable: true, example: '2027-10-01T23:59:00-04:00' })
  ends_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) label!: string | null;

  static from(session: SpecialEventSession, timeZone: string | null): SpecialEventSessionDto {
    return {
      id: session.id,
      starts_at: toZonedIso(session.startsAt, timeZone),
      ends_at: session.endsAt ? toZonedIso(session.endsAt, timeZone) : null,
      label: session.label,
    };
  }
}

export class SpecialEventResponseDto extends RecordStateDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiRecordLocale() locale!: string;
  @ApiProperty({ format: 'uuid' }) theme_park_id!: string;
  @ApiProperty({ type: ThemeParkSummaryDto }) theme_park!: ThemeParkSummaryDto;
  @ApiProperty({ format: 'date', example: '2027-08-10' }) start_date!: string;
  @ApiProperty({ format: 'date', example: '2027-10-31' }) end_date!: string;
  @ApiProperty({ type: String, nullable: true, example: '129.00' }) ticket_price!: string | null;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) hero_image_url!: string | null;

  @ApiImage(
    'The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one).',
  )
  hero_image!: ImageDto | null;
  @ApiProperty({ type: String, nullable: true, example: 'America/New_York' })
  timezone!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '-04:00', description: 'Current offset.' })
  utc_offset!: string | null;
  @ApiProperty({ type: [SpecialEventSessionDto] }) sessions!: SpecialEventSessionDto[];

  /** `event.themePark` must be loaded; sessions in start order. */
  static from(
    event: SpecialEvent,
    sessions: SpecialEventSession[],
    now = new Date(),
  ): SpecialEventResponseDto {
    const zone = event.themePark!.timezone;
    return {
      id: event.id,
      name: event.name,
      slug: event.slug,
      locale: event.locale!,
      theme_park_id: event.themeParkId,
      theme_park: ThemeParkSummaryDto.from(event.themePark!),
      start_date: event.startDate,
      end_date: event.endDate,
      ticket_price: event.ticketPrice,
      currency: event.currency,
      description: event.description,
      hero_image_url: event.heroImageUrl,
      hero_image: ImageDto.of(event.heroImage),
      timezone: zone,
      utc_offset: zone ? formatOffset(offsetMinutes(now, zone)) : null,
      sessions: sessions.map((s) => SpecialEventSessionDto.from(s, zone)),
      ...recordState(event),
    };
  }
}
