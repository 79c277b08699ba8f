import { ApiRecordLocale } from '@/common/locale/locale-query';
import { ApiImage, ImageDto } from '@/modules/media/dto/image.dto';
import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { CruiseLine } from '../cruise-line.entity';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';

/** The few fields other records embed to name their cruise line. */
export class CruiseLineSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Royal Caribbean International' })
  name!: string;

  @ApiProperty({ example: 'royal-caribbean' })
  slug!: string;

  static from(line: CruiseLine): CruiseLineSummaryDto {
    return { id: line.id, name: line.name, slug: line.slug };
  }
}

export class CruiseLineResponseDto extends IntersectionType(CruiseLineSummaryDto, RecordStateDto) {
  @ApiRecordLocale()
  locale!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true })
  logo_url!: string | null;

  @ApiImage(
    'The logo from the media library, ready for `<img srcset>`; null when none is set (`logo_url` may still name an external one).',
  )
  logo_image!: ImageDto | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true })
  website_url!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Miami, Florida' })
  headquarters!: string | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 1968 })
  founded_year!: number | null;

  static from(line: CruiseLine): CruiseLineResponseDto {
    return {
      id: line.id,
      name: line.name,
      slug: line.slug,
      locale: line.locale!,
      description: line.description,
      logo_url: line.logoUrl,
      logo_image: ImageDto.of(line.logoImage),
      website_url: line.websiteUrl,
      headquarters: line.headquarters,
      founded_year: line.foundedYear,
      ...recordState(line),
    };
  }
}
