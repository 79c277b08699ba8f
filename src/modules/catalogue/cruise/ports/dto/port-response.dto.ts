import { ApiRecordLocale } from '@/common/locale/locale-query';
import { PortGalleryImage } from '../port-gallery-image.entity';
import { ApiGallery, ApiImage, ImageDto } from '@/modules/media/dto/image.dto';
import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { Port, PORT_TYPES, PortType } from '../port.entity';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';

/** What itineraries, stops and excursions embed to name a port. */
export class PortSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'PortMiami' })
  name!: string;

  @ApiProperty({ example: 'miami' })
  slug!: string;

  @ApiProperty({ example: 'United States' })
  country!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Miami' })
  city!: string | null;

  @ApiProperty({ type: String, enum: PORT_TYPES, nullable: true })
  port_type!: PortType | null;

  static from(port: Port): PortSummaryDto {
    return {
      id: port.id,
      name: port.name,
      slug: port.slug,
      country: port.country,
      city: port.city,
      port_type: port.portType,
    };
  }
}

export class PortResponseDto extends IntersectionType(PortSummaryDto, RecordStateDto) {
  @ApiRecordLocale()
  locale!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Florida' })
  state_province!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Caribbean' })
  region!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '25.778135', description: '6 places.' })
  latitude!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '-80.179100', description: '6 places.' })
  longitude!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'America/New_York' })
  timezone!: string | null;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true })
  hero_image_url!: string | null;

  @ApiImage(
    'The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one).',
  )
  hero_image!: ImageDto | null;

  static from(port: Port): PortResponseDto {
    return {
      ...PortSummaryDto.from(port),
      locale: port.locale!,
      state_province: port.stateProvince,
      region: port.region,
      latitude: port.latitude,
      longitude: port.longitude,
      timezone: port.timezone,
      description: port.description,
      hero_image_url: port.heroImageUrl,
      hero_image: ImageDto.of(port.heroImage),
      ...recordState(port),
    };
  }
}

/** Port as its detail and the studio answer it: with its gallery. */
export class PortDetailResponseDto extends PortResponseDto {
  @ApiGallery()
  gallery!: ImageDto[];

  static detail(port: Port, gallery: PortGalleryImage[]): PortDetailResponseDto {
    return { ...PortResponseDto.from(port), gallery: ImageDto.list(gallery) };
  }
}
