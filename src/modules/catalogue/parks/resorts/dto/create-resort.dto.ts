import { IsGalleryField, IsImageIdField } from '@/modules/catalogue/shared/images';
import {
  IsCoordinate,
  IsDecimalString,
  IsSlug,
  IsStringList,
  IsTextField,
  IsTimeZone,
  IsUrlField,
  IsUuidField,
} from '@/common/validation';
import { IsCurrency } from '@/common/validation';
import { IsActiveField } from '@/modules/catalogue/shared/fields';

const optional = { required: false, nullable: true } as const;

export class CreateResortDto {
  @IsTextField({ example: "Disney's Grand Floridian Resort & Spa" })
  name!: string;

  @IsSlug({ example: 'grand-floridian-resort' })
  slug!: string;

  @IsUuidField({ description: 'The park (destination) the resort belongs to.' })
  theme_park_id!: string;

  @IsTextField({ ...optional, max: 20_000 })
  description?: string | null;

  @IsStringList({ required: false, maxItems: 50, maxLength: 100, example: ['Spa', 'Monorail'] })
  amenities?: string[];

  @IsTextField({ ...optional, max: 50, example: 'deluxe' })
  price_tier?: string | null;

  @IsDecimalString({ ...optional, precision: 10, scale: 2, min: 0 })
  nightly_price_from?: string | null;

  @IsCurrency({ required: false })
  currency?: string;

  @IsTimeZone({ ...optional, description: "IANA zone; defaults to the park's." })
  timezone?: string | null;

  @IsCoordinate('latitude', optional)
  latitude?: string | null;

  @IsCoordinate('longitude', optional)
  longitude?: string | null;

  @IsUrlField(optional)
  hero_image_url?: string | null;

  @IsImageIdField('main image')
  hero_image_id?: string | null;

  @IsGalleryField()
  gallery_image_ids?: string[];

  @IsActiveField()
  is_active?: boolean;
}
