import { IsGalleryField, IsImageIdField } from '@/modules/catalogue/shared/images';
import {
  IsCoordinate,
  IsEnumField,
  IsSlug,
  IsTextField,
  IsTimeZone,
  IsUrlField,
} from '@/common/validation';
import { PORT_TYPES, PortType } from '../port.entity';
import { IsActiveField } from '@/modules/catalogue/shared/fields';

export class CreatePortDto {
  @IsTextField({ max: 200, example: 'PortMiami' })
  name!: string;

  @IsSlug({ example: 'miami' })
  slug!: string;

  @IsTextField({ max: 100, example: 'United States' })
  country!: string;

  @IsTextField({ required: false, nullable: true, max: 200, example: 'Miami' })
  city?: string | null;

  @IsTextField({ required: false, nullable: true, max: 200, example: 'Florida' })
  state_province?: string | null;

  @IsTextField({ required: false, nullable: true, max: 100, example: 'Caribbean' })
  region?: string | null;

  @IsCoordinate('latitude', { required: false, nullable: true })
  latitude?: string | null;

  @IsCoordinate('longitude', { required: false, nullable: true })
  longitude?: string | null;

  @IsTimeZone({ required: false, nullable: true })
  timezone?: string | null;

  @IsEnumField(PORT_TYPES, { required: false, nullable: true })
  port_type?: PortType | null;

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
