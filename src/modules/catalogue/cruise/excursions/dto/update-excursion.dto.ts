import { PartialType } from '@nestjs/swagger';
import { CreateExcursionDto } from './create-excursion.dto';

/** Only the fields to change; null clears an optional field. */
export class UpdateExcursionDto extends PartialType(CreateExcursionDto, {
  skipNullProperties: false,
}) {}
