import { ApiRecordLocale } from '@/common/locale/locale-query';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { ITEM_TYPE_NAMES, ItemType } from '@/modules/catalogue/shared/catalogue-items';
import { ItemSummaryDto } from '@/modules/catalogue/shared/item-ref.dto';
import { Category } from '../category.entity';

export class CategoryResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiRecordLocale() locale!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiPropertyOptional({
    type: [ItemSummaryDto],
    description: 'Studio answers only: every tagged record, published or not.',
  })
  items?: ItemSummaryDto[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;

  static from(category: Category, items?: ItemSummaryDto[]): CategoryResponseDto {
    return {
      id: category.id,
      name: category.name,
      slug: category.slug,
      locale: category.locale!,
      description: category.description,
      ...(items && { items }),
      created_at: isoTimestamp(category.createdAt),
      updated_at: isoTimestamp(category.updatedAt),
    };
  }
}

export class CategoryItemGroupDto {
  @ApiProperty({ enum: ITEM_TYPE_NAMES }) type!: ItemType;
  @ApiProperty({
    type: 'integer',
    description: 'All public records of this type tagged with the category.',
  })
  total!: number;
  @ApiProperty({ type: [ItemSummaryDto], description: 'The first 50, by title.' })
  items!: ItemSummaryDto[];
}

export class CategoryDetailResponseDto extends CategoryResponseDto {
  @ApiProperty({
    type: [CategoryItemGroupDto],
    description: 'Published guides and videos and active catalogue records, grouped by type.',
  })
  groups!: CategoryItemGroupDto[];
}
