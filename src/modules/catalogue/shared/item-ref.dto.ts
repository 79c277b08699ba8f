import { ApiProperty } from '@nestjs/swagger';
import { IsEnumField, IsUuidField } from '@/common/validation';
import { ITEM_TYPE_NAMES, ItemType } from './catalogue-items';
import { RecordSummaryDto } from './record-summary.dto';

/** A reference to a guide, a video or a catalogue record: `{type: 'theme_park', id}`. */
export class ItemRefDto {
  @IsEnumField(ITEM_TYPE_NAMES)
  type!: ItemType;

  @IsUuidField()
  id!: string;
}

/** A referenced record of any type as answers show it: a record summary with its type. */
export class ItemSummaryDto extends RecordSummaryDto {
  @ApiProperty({ enum: ITEM_TYPE_NAMES }) type!: ItemType;
  @ApiProperty({ description: 'The same as `name`.' }) title!: string;
}
