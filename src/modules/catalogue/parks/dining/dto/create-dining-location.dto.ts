import { IsImageIdField } from '@/modules/catalogue/shared/images';
import {
  IsBooleanField,
  IsEnumField,
  IsSlug,
  IsTextField,
  IsUrlField,
  IsUuidField,
} from '@/common/validation';
import { IsActiveField, IsJsonField } from '@/modules/catalogue/shared/fields';
import {
  isOpeningHours,
  MAX_INTERVALS_PER_DAY,
  OPENING_HOURS_MESSAGE,
  OpeningHours,
  WEEKDAYS,
} from '@/modules/catalogue/parks/opening-hours';

const optional = { required: false, nullable: true } as const;

export const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;

const interval = {
  type: 'object',
  required: ['opens', 'closes'],
  additionalProperties: false,
  properties: {
    opens: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', example: '11:00' },
    closes: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', example: '22:00' },
  },
};

export class CreateDiningLocationDto {
  @IsTextField({ example: 'Be Our Guest Restaurant' })
  name!: string;

  @IsSlug({ example: 'be-our-guest-restaurant' })
  slug!: string;

  @IsTextField({ max: 100, example: 'table service' })
  venue_type!: string;

  @IsTextField({ max: 100, example: 'French' })
  cuisine_type!: string;

  @IsTextField({ ...optional, max: 100, example: 'casual' })
  dress_code?: string | null;

  @IsEnumField(PRICE_RANGES, optional)
  price_range?: (typeof PRICE_RANGES)[number] | null;

  @IsJsonField(isOpeningHours, OPENING_HOURS_MESSAGE, {
    ...optional,
    description:
      "Local times at the place, per weekday; `closes` before `opens` runs past midnight; an empty list means closed. Answered with the place's time zone and UTC offset.",
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(
        WEEKDAYS.map((d) => [
          d,
          { type: 'array', maxItems: MAX_INTERVALS_PER_DAY, items: interval },
        ]),
      ),
      example: { monday: [{ opens: '11:00', closes: '22:00' }], tuesday: [] },
    },
  })
  opening_hours?: OpeningHours | null;

  @IsBooleanField({ required: false, description: 'Default false.' })
  reservation_required?: boolean;

  @IsUuidField({
    ...optional,
    description: 'Set exactly one of theme_park_id, ship_id and resort_id.',
  })
  theme_park_id?: string | null;

  @IsUuidField({ ...optional, description: 'A ship of the cruise catalogue.' })
  ship_id?: string | null;

  @IsUuidField(optional)
  resort_id?: string | null;

  @IsTextField({ ...optional, max: 20_000 })
  description?: string | null;

  @IsUrlField(optional)
  hero_image_url?: string | null;

  @IsImageIdField('main image')
  hero_image_id?: string | null;

  @IsActiveField()
  is_active?: boolean;
}
