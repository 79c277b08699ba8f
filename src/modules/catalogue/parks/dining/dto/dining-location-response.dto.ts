import { ApiRecordLocale } from '@/common/locale/locale-query';
import { ApiImage, ImageDto } from '@/modules/media/dto/image.dto';
import { ApiProperty } from '@nestjs/swagger';
import { OpeningHours } from '@/modules/catalogue/parks/opening-hours';
import { formatOffset, offsetMinutes } from '@/modules/catalogue/shared/time-zones';
import { DiningLocation } from '../dining-location.entity';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';

export const PLACE_TYPES = ['theme_park', 'ship', 'resort'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export class DiningPlaceDto {
  @ApiProperty({ enum: PLACE_TYPES }) type!: PlaceType;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null when the record is not found.' })
  slug!: string | null;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
}

export class DiningLocationResponseDto extends RecordStateDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiRecordLocale() locale!: string;
  @ApiProperty({ example: 'table service' }) venue_type!: string;
  @ApiProperty({ example: 'French' }) cuisine_type!: string;
  @ApiProperty({ type: String, nullable: true }) dress_code!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '$$$' }) price_range!: string | null;
  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: true,
    example: { monday: [{ opens: '11:00', closes: '22:00' }] },
    description: 'Local times per weekday in `timezone`.',
  })
  opening_hours!: OpeningHours | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'America/New_York',
    description: "The place's IANA zone (park or resort; null on a ship, which keeps ship's time).",
  })
  timezone!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '-05:00', description: 'Current offset.' })
  utc_offset!: string | null;
  @ApiProperty() reservation_required!: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) theme_park_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) ship_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) resort_id!: string | null;
  @ApiProperty({ type: DiningPlaceDto }) place!: DiningPlaceDto;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) hero_image_url!: string | null;

  @ApiImage(
    'The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one).',
  )
  hero_image!: ImageDto | null;

  /** `themePark` and `resort` loaded; `ship` resolved by the service. */
  static from(
    d: DiningLocation,
    ship: { slug: string; title: string } | undefined,
    now = new Date(),
  ): DiningLocationResponseDto {
    const zone = d.themePark?.timezone ?? d.resort?.timezone ?? null;
    const place: DiningPlaceDto = d.themePark
      ? { type: 'theme_park', id: d.themePark.id, slug: d.themePark.slug, name: d.themePark.name }
      : d.resort
        ? { type: 'resort', id: d.resort.id, slug: d.resort.slug, name: d.resort.name }
        : { type: 'ship', id: d.shipId!, slug: ship?.slug ?? null, name: ship?.title ?? null };
    return {
      id: d.id,
      name: d.name,
      slug: d.slug,
      locale: d.locale!,
      venue_type: d.venueType,
      cuisine_type: d.cuisineType,
      dress_code: d.dressCode,
      price_range: d.priceRange,
      opening_hours: d.openingHours,
      timezone: zone,
      utc_offset: zone ? formatOffset(offsetMinutes(now, zone)) : null,
      reservation_required: d.reservationRequired,
      theme_park_id: d.themeParkId,
      ship_id: d.shipId,
      resort_id: d.resortId,
      place,
      description: d.description,
      hero_image_url: d.heroImageUrl,
      hero_image: ImageDto.of(d.heroImage),
      ...recordState(d),
    };
  }
}
