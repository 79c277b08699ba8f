import { IsGalleryField, IsImageIdField } from '@/modules/catalogue/shared/images';
import {
  IsCoordinate,
  IsDecimalString,
  IsIntField,
  IsSlug,
  IsTextField,
  IsTimeZone,
  IsUrlField,
} from '@/common/validation';
import { IsCurrency } from '@/common/validation';
import { IsActiveField, IsUuidString } from '@/modules/catalogue/shared/fields';

const optional = { required: false, nullable: true } as const;

export class CreateThemeParkDto {
  @IsTextField({ example: 'Magic Kingdom Park' })
  name!: string;

  @IsSlug({ example: 'magic-kingdom' })
  slug!: string;

  @IsTextField({ ...optional, example: 'The Walt Disney Company' })
  parent_company?: string | null;

  @IsTextField({ ...optional, example: 'Walt Disney World Resort' })
  destination?: string | null;

  @IsUuidString({
    ...optional,
    description: 'Entity id in the upstream live-data source; when set, live data is enabled.',
  })
  upstream_entity_id?: string | null;

  @IsTextField({ ...optional, max: 100, example: 'Orlando' })
  city?: string | null;

  @IsTextField({ ...optional, max: 100, example: 'Florida' })
  state_province?: string | null;

  @IsTextField({ ...optional, max: 100, example: 'United States' })
  country?: string | null;

  @IsCoordinate('latitude', optional)
  latitude?: string | null;

  @IsCoordinate('longitude', optional)
  longitude?: string | null;

  @IsTimeZone({ ...optional, description: 'IANA zone of the park (America/New_York).' })
  timezone?: string | null;

  @IsIntField({ ...optional, min: 1800, max: 2100, example: 1971 })
  opening_year?: number | null;

  @IsUrlField(optional)
  website_url?: string | null;

  @IsUrlField(optional)
  hero_image_url?: string | null;

  @IsImageIdField('main image')
  hero_image_id?: string | null;

  @IsGalleryField()
  gallery_image_ids?: string[];

  @IsDecimalString({ ...optional, precision: 10, scale: 2, min: 0 })
  admission_price_from?: string | null;

  @IsCurrency({ required: false })
  currency?: string;

  @IsIntField({ ...optional, min: 0, example: 17_720_000 })
  annual_visitors?: number | null;

  @IsTextField({ ...optional, max: 20_000 })
  description?: string | null;

  @IsActiveField()
  is_active?: boolean;
}
