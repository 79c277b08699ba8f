import { PartialType } from '@nestjs/swagger';
import { CreateItineraryDto } from './create-itinerary.dto';

/** Only the fields to change; `stops`, when sent, replaces the whole list. */
export class UpdateItineraryDto extends PartialType(CreateItineraryDto, {
  skipNullProperties: false,
}) {}
