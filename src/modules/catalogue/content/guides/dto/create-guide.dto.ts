import { IsImageIdField } from '@/modules/catalogue/shared/images';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsOptional,
  IsUUID,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsEnumField, IsSlug, IsTextField, IsUrlField, IsValid } from '@/common/validation';
import { ItemRefDto } from '@/modules/catalogue/shared/item-ref.dto';
import { isDateTimeInput, ZONED_DATE_TIME_PATTERN } from '@/modules/catalogue/shared/time-zones';
import { GUIDE_STATUSES, GuideStatus } from '../guide.entity';

const optional = { required: false, nullable: true } as const;

/** An instant with its zone designator, e.g. 2027-03-01T09:00:00Z; null clears. */
export function IsTimestampField(description: string): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_o, v) => v !== null && v !== undefined),
    IsValid(
      (v) => typeof v === 'string' && ZONED_DATE_TIME_PATTERN.test(v) && isDateTimeInput(v),
      'must be an ISO 8601 date-time with Z or an offset, e.g. 2027-03-01T09:00:00Z',
    ),
    ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description }),
  );
}

/** Category ids to tag a record with; replaces the current tags on update. */
export function CategoryIdsField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: [String],
      format: 'uuid',
      maxItems: 20,
      description: 'Categories to tag it with; on update the list replaces the current tags.',
    }),
    IsOptional(),
    IsArray({ message: 'must be a list of category ids' }),
    ArrayMaxSize(20, { message: 'must have at most 20 entries' }),
    IsUUID('all', { each: true, message: 'must be a list of UUIDs' }),
  );
}

export class CreateGuideDto {
  @IsTextField({ max: 300, example: 'First visit to Magic Kingdom: a one-day plan' })
  title!: string;

  @IsSlug({ example: 'magic-kingdom-one-day-plan' })
  slug!: string;

  @IsTextField({ ...optional, max: 2000 })
  summary?: string | null;

  @IsTextField({ required: false, min: 0, max: 200_000, description: 'Markdown.' })
  body?: string;

  @IsEnumField(GUIDE_STATUSES, {
    required: false,
    description: 'Default draft. Publishing without published_at sets it to now.',
  })
  status?: GuideStatus;

  @IsTimestampField('When the guide goes public (with status published); may be in the future.')
  published_at?: string | null;

  @IsTextField({ ...optional, example: 'Ada Editor' })
  author?: string | null;

  @IsUrlField(optional)
  hero_image_url?: string | null;

  @IsImageIdField('main image')
  hero_image_id?: string | null;

  @CategoryIdsField()
  category_ids?: string[];

  @ApiPropertyOptional({
    type: [ItemRefDto],
    maxItems: 50,
    description: 'Catalogue records the guide is about, in order; on update the list replaces.',
  })
  @IsOptional()
  @IsArray({ message: 'must be a list of {type, id} references' })
  @ArrayMaxSize(50, { message: 'must have at most 50 entries' })
  @ValidateNested({ each: true })
  @Type(() => ItemRefDto)
  related?: ItemRefDto[];
}
