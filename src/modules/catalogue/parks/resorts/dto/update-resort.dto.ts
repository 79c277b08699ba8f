import { PartialType } from '@nestjs/swagger';
import { CreateResortDto } from './create-resort.dto';

/** Only the fields to change; null clears an optional field. */
export class UpdateResortDto extends PartialType(CreateResortDto, { skipNullProperties: false }) {}
