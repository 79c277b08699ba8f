import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { IsSlug, IsTextField } from '@/common/validation';
import { ItemRefDto } from '@/modules/catalogue/shared/item-ref.dto';

export class CreateCategoryDto {
  @IsTextField({ example: 'Thrill rides' })
  name!: string;

  @IsSlug({ example: 'thrill-rides' })
  slug!: string;

  @IsTextField({ required: false, nullable: true, max: 5000 })
  description?: string | null;

  @ApiPropertyOptional({
    type: [ItemRefDto],
    maxItems: 500,
    description:
      'Records tagged with the category (guides, videos, catalogue records); on update the list replaces the tags.',
  })
  @IsOptional()
  @IsArray({ message: 'must be a list of {type, id} references' })
  @ArrayMaxSize(500, { message: 'must have at most 500 entries' })
  @ValidateNested({ each: true })
  @Type(() => ItemRefDto)
  items?: ItemRefDto[];
}
