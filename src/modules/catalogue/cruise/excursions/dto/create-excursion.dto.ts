import {
  IsDecimalString,
  IsEnumField,
  IsIntField,
  IsSlug,
  IsTextField,
  IsUuidField,
} from '@/common/validation';
import { IsCurrency } from '@/common/validation';
import { EXCURSION_TYPES, ExcursionType } from '../excursion.entity';
import { IsActiveField } from '@/modules/catalogue/shared/fields';

export class CreateExcursionDto {
  @IsTextField({ max: 200, example: 'Snorkelling at Stingray City' })
  name!: string;

  @IsSlug({ example: 'stingray-city-snorkel' })
  slug!: string;

  @IsEnumField(EXCURSION_TYPES, {
    description:
      'shore: from a port (port_id required, no park or attraction); land: a theme park or attraction package (theme_park_id or attraction_id required, no port).',
  })
  excursion_type!: ExcursionType;

  @IsUuidField({ required: false, description: 'Required for shore excursions; empty for land.' })
  port_id?: string | null;

  @IsUuidField({
    required: false,
    description: 'Land excursions: the theme park (this or attraction_id).',
  })
  theme_park_id?: string | null;

  @IsUuidField({
    required: false,
    description: 'Land excursions: the attraction (this or theme_park_id).',
  })
  attraction_id?: string | null;

  @IsIntField({ required: false, nullable: true, min: 1, max: 100_000, example: 240 })
  duration_minutes?: number | null;

  @IsDecimalString({ required: false, nullable: true, precision: 10, scale: 2, min: 0 })
  price_from?: string | null;

  @IsCurrency({ required: false, description: 'Default USD.' })
  currency?: string;

  @IsTextField({ required: false, nullable: true, max: 20000 })
  description?: string | null;

  @IsActiveField()
  is_active?: boolean;
}
