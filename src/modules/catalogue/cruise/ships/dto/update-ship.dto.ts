import { PartialType } from '@nestjs/swagger';
import { CreateShipDto } from './create-ship.dto';

/** Only the fields to change; null clears an optional field. */
export class UpdateShipDto extends PartialType(CreateShipDto, { skipNullProperties: false }) {}
