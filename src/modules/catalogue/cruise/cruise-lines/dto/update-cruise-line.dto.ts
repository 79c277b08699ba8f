import { PartialType } from '@nestjs/swagger';
import { CreateCruiseLineDto } from './create-cruise-line.dto';

/** Only the fields to change; null clears an optional field. */
export class UpdateCruiseLineDto extends PartialType(CreateCruiseLineDto, {
  skipNullProperties: false,
}) {}
