import { PartialType } from '@nestjs/swagger';
import { CreateDiningLocationDto } from './create-dining-location.dto';

/**
 * Only the fields to change; null clears an optional field. Moving the location to another
 * place: send the new place's id; the other two are cleared.
 */
export class UpdateDiningLocationDto extends PartialType(CreateDiningLocationDto, {
  skipNullProperties: false,
}) {}
