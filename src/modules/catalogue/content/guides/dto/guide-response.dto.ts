import { ApiRecordLocale } from '@/common/locale/locale-query';
import { ApiImage, ImageDto } from '@/modules/media/dto/image.dto';
import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { ItemSummaryDto } from '@/modules/catalogue/shared/item-ref.dto';
import { CategorySummary } from '@/modules/catalogue/content/categories/category-tags';
import { Guide, GUIDE_STATUSES, GuideStatus } from '../guide.entity';

export class CategorySummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() name!: string;
}

export class GuideResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiRecordLocale() locale!: string;
  @ApiProperty({ type: String, nullable: true }) summary!: string | null;
  @ApiProperty({ description: 'Markdown.' }) body!: string;
  @ApiProperty({ enum: GUIDE_STATUSES }) status!: GuideStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) author!: string | null;
  @ApiProperty({ type: String, nullable: true }) hero_image_url!: string | null;

  @ApiImage(
    'The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one).',
  )
  hero_image!: ImageDto | null;
  @ApiProperty({ type: [CategorySummaryDto] }) categories!: CategorySummaryDto[];
  @ApiProperty({
    type: [ItemSummaryDto],
    description: 'Related catalogue records, in order (public answers: visible ones only).',
  })
  related!: ItemSummaryDto[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;

  static from(
    guide: Guide,
    categories: CategorySummary[],
    related: ItemSummaryDto[],
  ): GuideResponseDto {
    return {
      id: guide.id,
      title: guide.title,
      slug: guide.slug,
      locale: guide.locale!,
      summary: guide.summary,
      body: guide.body,
      status: guide.status,
      published_at: isoTimestamp(guide.publishedAt),
      author: guide.author,
      hero_image_url: guide.heroImageUrl,
      hero_image: ImageDto.of(guide.heroImage),
      categories,
      related,
      created_at: isoTimestamp(guide.createdAt),
      updated_at: isoTimestamp(guide.updatedAt),
    };
  }
}
