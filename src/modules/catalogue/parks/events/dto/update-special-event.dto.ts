import { PartialType } from '@nestjs/swagger';
import { CreateSpecialEventDto } from './create-special-event.dto';

/** Only the fields to change; null clears an optional field; `sessions` replaces the schedule. */
export class UpdateSpecialEventDto extends PartialType(CreateSpecialEventDto, {
  skipNullProperties: false,
}) {}
