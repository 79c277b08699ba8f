import { PartialType } from '@nestjs/swagger';
import { CreateAttractionDto } from './create-attraction.dto';

/** Only the fields to change; null clears an optional field. */
export class UpdateAttractionDto extends PartialType(CreateAttractionDto, {
  skipNullProperties: false,
}) {}
