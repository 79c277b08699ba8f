import { ApiRecordLocale } from '@/common/locale/locale-query';
import { ResortGalleryImage } from '../resort-gallery-image.entity';
import { ApiGallery, ApiImage, ImageDto } from '@/modules/media/dto/image.dto';
import { ApiProperty } from '@nestjs/swagger';
import { formatOffset, offsetMinutes } from '@/modules/catalogue/shared/time-zones';
import { ThemeParkSummaryDto } from '@/modules/catalogue/parks/theme-parks/dto/theme-park-response.dto';
import { Resort } from '../resort.entity';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';

export class ResortResponseDto extends RecordStateDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiRecordLocale() locale!: string;
  @ApiProperty({ format: 'uuid' }) theme_park_id!: string;
  @ApiProperty({ type: ThemeParkSummaryDto }) theme_park!: ThemeParkSummaryDto;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: [String], example: ['Spa', 'Monorail'] }) amenities!: string[];
  @ApiProperty({ type: String, nullable: true, example: 'deluxe' }) price_tier!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '689.00' })
  nightly_price_from!: string | null;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: String, nullable: true }) timezone!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '-05:00' }) utc_offset!: string | null;
  @ApiProperty({ type: String, nullable: true }) latitude!: string | null;
  @ApiProperty({ type: String, nullable: true }) longitude!: string | null;
  @ApiProperty({ type: String, nullable: true }) hero_image_url!: string | null;

  @ApiImage(
    'The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one).',
  )
  hero_image!: ImageDto | null;

  /** `resort.themePark` must be loaded. */
  static from(resort: Resort, now = new Date()): ResortResponseDto {
    return {
      id: resort.id,
      name: resort.name,
      slug: resort.slug,
      locale: resort.locale!,
      theme_park_id: resort.themeParkId,
      theme_park: ThemeParkSummaryDto.from(resort.themePark!),
      description: resort.description,
      amenities: resort.amenities,
      price_tier: resort.priceTier,
      nightly_price_from: resort.nightlyPriceFrom,
      currency: resort.currency,
      timezone: resort.timezone,
      utc_offset: resort.timezone ? formatOffset(offsetMinutes(now, resort.timezone)) : null,
      latitude: resort.latitude,
      longitude: resort.longitude,
      hero_image_url: resort.heroImageUrl,
      hero_image: ImageDto.of(resort.heroImage),
      ...recordState(resort),
    };
  }
}

/** Resort as its detail and the studio answer it: with its gallery. */
export class ResortDetailResponseDto extends ResortResponseDto {
  @ApiGallery()
  gallery!: ImageDto[];

  static detail(
    resort: Resort,
    gallery: ResortGalleryImage[],
    now = new Date(),
  ): ResortDetailResponseDto {
    return { ...ResortResponseDto.from(resort, now), gallery: ImageDto.list(gallery) };
  }
}
