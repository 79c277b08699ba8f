import { IsGalleryField, IsImageIdField } from '@/modules/catalogue/shared/images';
import {
  IsEnumField,
  IsIntField,
  IsSlug,
  IsTextField,
  IsUrlField,
  IsUuidField,
} from '@/common/validation';
import { IsActiveField, IsJsonField, IsUuidString } from '@/modules/catalogue/shared/fields';
import { AttractionAccessibility, THRILL_LEVELS, ThrillLevel } from '../attraction.entity';

const optional = { required: false, nullable: true } as const;

export const ACCESSIBILITY_FLAGS = [
  'wheelchair_accessible',
  'must_transfer',
  'transfer_device',
  'service_animals_allowed',
  'assistive_listening',
  'closed_captioning',
  'audio_description',
  'sign_language',
] as const;

export function isAccessibility(value: unknown): value is AttractionAccessibility {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, v]) =>
    key === 'notes'
      ? typeof v === 'string' && v.length <= 2000
      : (ACCESSIBILITY_FLAGS as readonly string[]).includes(key) && typeof v === 'boolean',
  );
}

export class CreateAttractionDto {
  @IsTextField({ example: 'Space Mountain' })
  name!: string;

  @IsSlug({ example: 'space-mountain-magic-kingdom' })
  slug!: string;

  @IsUuidField()
  theme_park_id!: string;

  @IsEnumField(THRILL_LEVELS, optional)
  thrill_level?: ThrillLevel | null;

  @IsTextField({ ...optional, max: 100, example: 'roller coaster' })
  ride_type?: string | null;

  @IsIntField({ ...optional, min: 0, max: 300, example: 112 })
  min_height_cm?: number | null;

  @IsIntField({ ...optional, min: 0, max: 300, example: 196 })
  max_height_cm?: number | null;

  @IsIntField({ ...optional, min: 0, max: 1440, example: 3 })
  duration_minutes?: number | null;

  @IsJsonField(
    isAccessibility,
    `must be an object of true/false flags (${ACCESSIBILITY_FLAGS.join(', ')}) and optional notes (text up to 2000 characters)`,
    {
      ...optional,
      schema: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...Object.fromEntries(ACCESSIBILITY_FLAGS.map((f) => [f, { type: 'boolean' }])),
          notes: { type: 'string', maxLength: 2000 },
        },
        example: { wheelchair_accessible: false, must_transfer: true, notes: 'Transfer from ECV.' },
      },
    },
  )
  accessibility?: AttractionAccessibility | null;

  @IsUuidString({ ...optional, description: 'Entity id in the upstream live-data source.' })
  upstream_entity_id?: string | null;

  @IsTextField({ ...optional, max: 20_000 })
  description?: string | null;

  @IsUrlField(optional)
  hero_image_url?: string | null;

  @IsImageIdField('main image')
  hero_image_id?: string | null;

  @IsGalleryField()
  gallery_image_ids?: string[];

  @IsActiveField()
  is_active?: boolean;
}
