import { ApiProperty } from '@nestjs/swagger';
import { IsEnumField, IsUuidField } from '@/common/validation';
import { ITEM_TYPE_NAMES, ItemType } from './catalogue-items';

/** A reference to a guide, a video or a catalogue record: `{type: 'theme_park', id}`. */
export class ItemRefDto {
  @IsEnumField(ITEM_TYPE_NAMES)
  type!: ItemType;

  @IsUuidField()
  id!: string;
}

/** A referenced record as answers show it. */
export class ItemSummaryDto {
  @ApiProperty({ enum: ITEM_TYPE_NAMES }) type!: ItemType;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ description: 'Name or title.' }) title!: string;
}
