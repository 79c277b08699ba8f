import { IsImageIdField } from '@/modules/catalogue/shared/images';
import { IsIntField, IsSlug, IsTextField, IsUrlField } from '@/common/validation';
import { IsActiveField } from '@/modules/catalogue/shared/fields';

export class CreateCruiseLineDto {
  @IsTextField({ max: 200, example: 'Royal Caribbean International' })
  name!: string;

  @IsSlug({ example: 'royal-caribbean' })
  slug!: string;

  @IsTextField({ required: false, nullable: true, max: 20000 })
  description?: string | null;

  @IsUrlField({ required: false, nullable: true })
  logo_url?: string | null;

  @IsImageIdField('logo')
  logo_image_id?: string | null;

  @IsUrlField({ required: false, nullable: true })
  website_url?: string | null;

  @IsTextField({ required: false, nullable: true, max: 200, example: 'Miami, Florida' })
  headquarters?: string | null;

  @IsIntField({ required: false, nullable: true, min: 1800, max: 2100, example: 1968 })
  founded_year?: number | null;

  @IsActiveField()
  is_active?: boolean;
}
