import { IsGalleryField, IsImageIdField } from '@/modules/catalogue/shared/images';
import {
  IsBooleanField,
  IsDecimalString,
  IsIntField,
  IsSlug,
  IsTextField,
  IsUrlField,
  IsUuidField,
} from '@/common/validation';
import { IsImoNumberField } from './imo-number';
import { IsActiveField } from '@/modules/catalogue/shared/fields';

const count = (max: number, example?: number) =>
  IsIntField({ required: false, nullable: true, min: 0, max, example });
const year = (example: number) =>
  IsIntField({ required: false, nullable: true, min: 1800, max: 2100, example });
const amenity = () => IsBooleanField({ required: false });

export class CreateShipDto {
  @IsTextField({ max: 200, example: 'Icon of the Seas' })
  name!: string;

  @IsSlug({ example: 'icon-of-the-seas' })
  slug!: string;

  @IsUuidField({
    description:
      "The cruise line operating the ship. A ship with sailings cannot move to another line (409 CONFLICT): its sailings' itineraries belong to its line; move or delete them first.",
  })
  cruise_line_id!: string;

  @IsTextField({ required: false, nullable: true, max: 200, example: 'Icon' })
  ship_class?: string | null;

  @year(2023)
  year_built?: number | null;

  @year(2023)
  year_refurbished?: number | null;

  @count(100_000, 5610)
  passenger_capacity?: number | null;

  @count(100_000, 7600)
  max_capacity?: number | null;

  @count(100_000, 2350)
  crew_count?: number | null;

  @count(1_000_000, 248663)
  gross_tonnage?: number | null;

  @count(100, 20)
  num_decks?: number | null;

  @count(100_000, 2805)
  num_cabins?: number | null;

  @IsDecimalString({ required: false, nullable: true, precision: 7, scale: 2, min: 0 })
  ship_length_meters?: string | null;

  @IsDecimalString({ required: false, nullable: true, precision: 6, scale: 2, min: 0 })
  beam_meters?: string | null;

  @IsDecimalString({ required: false, nullable: true, precision: 4, scale: 1, min: 0 })
  cruising_speed_knots?: string | null;

  @IsImoNumberField()
  imo_number?: string | null;

  @IsTextField({ required: false, nullable: true, max: 100, example: 'Bahamas' })
  flag_state?: string | null;

  @amenity() has_casino?: boolean;
  @amenity() has_water_park?: boolean;
  @amenity() has_spa?: boolean;
  @amenity() has_kids_club?: boolean;
  @amenity() has_adults_only_area?: boolean;
  @amenity() has_fitness_center?: boolean;
  @amenity() has_theater?: boolean;
  @amenity() has_rock_climbing?: boolean;
  @amenity() has_surf_simulator?: boolean;
  @amenity() has_mini_golf?: boolean;

  @count(1000, 7)
  num_pools?: number | null;

  @count(1000, 40)
  num_restaurants?: number | null;

  @count(1000, 20)
  num_bars?: number | null;

  @IsTextField({ required: false, nullable: true, max: 20000 })
  description?: string | null;

  @IsUrlField({ required: false, nullable: true })
  hero_image_url?: string | null;

  @IsImageIdField('main image')
  hero_image_id?: string | null;

  @IsGalleryField()
  gallery_image_ids?: string[];

  @IsActiveField()
  is_active?: boolean;
}
