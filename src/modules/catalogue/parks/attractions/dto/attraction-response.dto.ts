import { ApiRecordLocale } from '@/common/locale/locale-query';
import { AttractionGalleryImage } from '../attraction-gallery-image.entity';
import { ApiGallery, ApiImage, ImageDto } from '@/modules/media/dto/image.dto';
import { ApiProperty } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { ThemeParkSummaryDto } from '@/modules/catalogue/parks/theme-parks/dto/theme-park-response.dto';
import {
  Attraction,
  AttractionAccessibility,
  THRILL_LEVELS,
  ThrillLevel,
} from '../attraction.entity';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';

export class AttractionResponseDto extends RecordStateDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiRecordLocale() locale!: string;
  @ApiProperty({ format: 'uuid' }) theme_park_id!: string;
  @ApiProperty({ type: ThemeParkSummaryDto }) theme_park!: ThemeParkSummaryDto;
  @ApiProperty({ enum: THRILL_LEVELS, nullable: true }) thrill_level!: ThrillLevel | null;
  @ApiProperty({ type: String, nullable: true }) ride_type!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) min_height_cm!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) max_height_cm!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) duration_minutes!: number | null;
  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: true,
    example: { wheelchair_accessible: false, must_transfer: true },
  })
  accessibility!: AttractionAccessibility | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  upstream_entity_id!: string | null;
  @ApiProperty({ description: 'True when upstream_entity_id is set and valid.' })
  live_data_enabled!: boolean;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) hero_image_url!: string | null;

  @ApiImage(
    'The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one).',
  )
  hero_image!: ImageDto | null;

  /** `attraction.themePark` must be loaded. */
  static from(a: Attraction): AttractionResponseDto {
    return {
      id: a.id,
      name: a.name,
      slug: a.slug,
      locale: a.locale!,
      theme_park_id: a.themeParkId,
      theme_park: ThemeParkSummaryDto.from(a.themePark!),
      thrill_level: a.thrillLevel,
      ride_type: a.rideType,
      min_height_cm: a.minHeightCm,
      max_height_cm: a.maxHeightCm,
      duration_minutes: a.durationMinutes,
      accessibility: a.accessibility,
      upstream_entity_id: a.upstreamEntityId,
      live_data_enabled: a.upstreamEntityId !== null && isUUID(a.upstreamEntityId),
      description: a.description,
      hero_image_url: a.heroImageUrl,
      hero_image: ImageDto.of(a.heroImage),
      ...recordState(a),
    };
  }
}

/** Attraction as its detail and the studio answer it: with its gallery. */
export class AttractionDetailResponseDto extends AttractionResponseDto {
  @ApiGallery()
  gallery!: ImageDto[];

  static detail(
    attraction: Attraction,
    gallery: AttractionGalleryImage[],
  ): AttractionDetailResponseDto {
    return { ...AttractionResponseDto.from(attraction), gallery: ImageDto.list(gallery) };
  }
}
