import { IsImageIdField } from '@/modules/catalogue/shared/images';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import {
  BodyFieldOptions,
  IsDecimalString,
  IsIsoDate,
  IsNotBefore,
  IsSlug,
  IsTextField,
  IsUrlField,
  IsUuidField,
  IsValid,
} from '@/common/validation';
import { IsCurrency } from '@/common/validation';
import { isDateTimeInput } from '@/modules/catalogue/shared/time-zones';
import { IsActiveField } from '@/modules/catalogue/shared/fields';

const optional = { required: false, nullable: true } as const;

const DATE_TIME_MESSAGE =
  'must be a date-time such as 2027-10-01T19:00 (local time at the park) or 2027-10-01T23:00:00Z';

function IsDateTimeInput(options: BodyFieldOptions = {}): PropertyDecorator {
  const doc = {
    type: String,
    example: '2027-10-01T19:00',
    nullable: options.nullable || undefined,
    description:
      "ISO 8601. Without an offset it is the park's local time; with Z or an offset it is that instant.",
  };
  return applyDecorators(
    ValidateIf(
      (_o, v) =>
        !(options.nullable && v === null) && (options.required !== false || v !== undefined),
    ),
    IsValid(isDateTimeInput, DATE_TIME_MESSAGE),
    options.required === false ? ApiPropertyOptional(doc) : ApiProperty(doc),
  );
}

export class SpecialEventSessionInputDto {
  @IsDateTimeInput()
  starts_at!: string;

  @IsDateTimeInput(optional)
  ends_at?: string | null;

  @IsTextField({ ...optional, example: 'Parade' })
  label?: string | null;
}

export class CreateSpecialEventDto {
  @IsTextField({ example: "Mickey's Not-So-Scary Halloween Party" })
  name!: string;

  @IsSlug({ example: 'mickeys-not-so-scary-halloween-party-2027' })
  slug!: string;

  @IsUuidField()
  theme_park_id!: string;

  @IsIsoDate({ example: '2027-08-10' })
  start_date!: string;

  @IsIsoDate({ example: '2027-10-31' })
  @IsNotBefore('start_date')
  end_date!: string;

  @IsDecimalString({ ...optional, precision: 10, scale: 2, min: 0 })
  ticket_price?: string | null;

  @IsCurrency({ required: false })
  currency?: string;

  @IsTextField({ ...optional, max: 20_000 })
  description?: string | null;

  @IsUrlField(optional)
  hero_image_url?: string | null;

  @IsImageIdField('main image')
  hero_image_id?: string | null;

  @IsActiveField()
  is_active?: boolean;

  @ApiPropertyOptional({
    type: [SpecialEventSessionInputDto],
    maxItems: 500,
    description: 'The schedule. On update, a list sent replaces the whole schedule.',
  })
  @IsOptional()
  @IsArray({ message: 'must be a list of schedule entries' })
  @ArrayMaxSize(500, { message: 'must have at most 500 entries' })
  @ValidateNested({ each: true })
  @Type(() => SpecialEventSessionInputDto)
  sessions?: SpecialEventSessionInputDto[];
}
