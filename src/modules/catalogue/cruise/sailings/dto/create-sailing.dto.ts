import {
  IsDecimalString,
  IsEnumField,
  IsIsoDate,
  IsNotBefore,
  IsUuidField,
} from '@/common/validation';
import { IsCurrency } from '@/common/validation';
import { SAILING_STATUSES, SailingStatus } from '../sailing.entity';
import { IsActiveField } from '@/modules/catalogue/shared/fields';

export class CreateSailingDto {
  @IsUuidField({
    description: "A ship of the itinerary's cruise line (see itinerary_id).",
  })
  ship_id!: string;

  @IsUuidField({
    description:
      "An itinerary of the ship's cruise line: otherwise 400 VALIDATION_FAILED naming itinerary_id (ship_id when a change moves only the ship).",
  })
  itinerary_id!: string;

  @IsIsoDate({ example: '2027-03-14' })
  departure_date!: string;

  @IsIsoDate({ example: '2027-03-21', description: 'On or after departure_date.' })
  @IsNotBefore('departure_date', 'must not be before departure_date')
  return_date!: string;

  @IsDecimalString({ required: false, nullable: true, precision: 10, scale: 2, min: 0 })
  price_from?: string | null;

  @IsCurrency({ required: false, description: 'Default USD.' })
  currency?: string;

  @IsEnumField(SAILING_STATUSES, { required: false, description: 'Default on_sale.' })
  status?: SailingStatus;

  @IsActiveField()
  is_active?: boolean;
}
