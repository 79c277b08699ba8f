import { ApiRecordLocale } from '@/common/locale/locale-query';
import { ApiGallery, ApiImage, ImageDto } from '@/modules/media/dto/image.dto';
import { ApiProperty } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { formatOffset, offsetMinutes } from '@/modules/catalogue/shared/time-zones';
import { ThemePark } from '../theme-park.entity';
import { ThemeParkGalleryImage } from '../theme-park-gallery-image.entity';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';

export class ThemeParkResponseDto extends RecordStateDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Magic Kingdom Park' }) name!: string;
  @ApiProperty({ example: 'magic-kingdom' }) slug!: string;
  @ApiRecordLocale() locale!: string;
  @ApiProperty({ type: String, nullable: true, example: 'The Walt Disney Company' })
  parent_company!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'the-walt-disney-company' })
  parent_company_slug!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Walt Disney World Resort' })
  destination!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  upstream_entity_id!: string | null;
  @ApiProperty({ description: 'True when upstream_entity_id is set and valid.' })
  live_data_enabled!: boolean;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) state_province!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '28.417663' }) latitude!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '-81.581212' }) longitude!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'America/New_York' })
  timezone!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '-05:00',
    description: "The zone's current offset from UTC.",
  })
  utc_offset!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, example: 1971 }) opening_year!: number | null;
  @ApiProperty({ type: String, nullable: true }) website_url!: string | null;
  @ApiProperty({ type: String, nullable: true }) hero_image_url!: string | null;

  @ApiImage(
    'The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one).',
  )
  hero_image!: ImageDto | null;
  @ApiProperty({ type: String, nullable: true, example: '119.00' })
  admission_price_from!: string | null;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: 'integer', nullable: true }) annual_visitors!: number | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;

  static from(park: ThemePark, now = new Date()): ThemeParkResponseDto {
    return {
      id: park.id,
      name: park.name,
      slug: park.slug,
      locale: park.locale!,
      parent_company: park.parentCompany,
      parent_company_slug: park.parentCompanySlug,
      destination: park.destination,
      upstream_entity_id: park.upstreamEntityId,
      live_data_enabled: park.upstreamEntityId !== null && isUUID(park.upstreamEntityId),
      city: park.city,
      state_province: park.stateProvince,
      country: park.country,
      latitude: park.latitude,
      longitude: park.longitude,
      timezone: park.timezone,
      utc_offset: park.timezone ? formatOffset(offsetMinutes(now, park.timezone)) : null,
      opening_year: park.openingYear,
      website_url: park.websiteUrl,
      hero_image_url: park.heroImageUrl,
      hero_image: ImageDto.of(park.heroImage),
      admission_price_from: park.admissionPriceFrom,
      currency: park.currency,
      annual_visitors: park.annualVisitors,
      description: park.description,
      ...recordState(park),
    };
  }
}

/** The short form of a park nested in resorts, attractions, events and dining. */
export class ThemeParkSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true }) timezone!: string | null;

  static from(park: ThemePark): ThemeParkSummaryDto {
    return { id: park.id, name: park.name, slug: park.slug, timezone: park.timezone };
  }
}

/** A park as its detail and the studio answer it: with its gallery. */
export class ThemeParkDetailResponseDto extends ThemeParkResponseDto {
  @ApiGallery()
  gallery!: ImageDto[];

  static detail(park: ThemePark, gallery: ThemeParkGalleryImage[]): ThemeParkDetailResponseDto {
    return { ...ThemeParkResponseDto.from(park), gallery: ImageDto.list(gallery) };
  }
}
