import { PartialType } from '@nestjs/swagger';
import { CreatePortDto } from './create-port.dto';

/** Only the fields to change; null clears an optional field. */
export class UpdatePortDto extends PartialType(CreatePortDto, { skipNullProperties: false }) {}
