import { PartialType } from '@nestjs/swagger';
import { CreateSailingDto } from './create-sailing.dto';

/** Only the fields to change; null clears an optional field. */
export class UpdateSailingDto extends PartialType(CreateSailingDto, {
  skipNullProperties: false,
}) {}
