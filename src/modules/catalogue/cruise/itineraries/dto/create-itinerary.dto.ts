import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { IsIntField, IsSlug, IsTextField, IsTimeOfDay, IsUuidField } from '@/common/validation';
import { IsActiveField } from '@/modules/catalogue/shared/fields';

export const MAX_NIGHTS = 365;

/** One stop: a port call on a day, or a day at sea (port_id null or absent). */
export class ItineraryStopInputDto {
  @IsIntField({
    min: 1,
    max: MAX_NIGHTS + 1,
    example: 2,
    description: 'Day of the cruise, 1 = embarkation day; at most nights + 1.',
  })
  day_number!: number;

  @IsUuidField({ required: false, description: 'The port; null or absent for a day at sea.' })
  port_id?: string | null;

  @IsTimeOfDay({ required: false, nullable: true, example: '08:00' })
  arrival_time?: string | null;

  @IsTimeOfDay({ required: false, nullable: true, example: '17:00' })
  departure_time?: string | null;

  @IsTextField({ required: false, nullable: true, max: 2000 })
  notes?: string | null;
}

export class CreateItineraryDto {
  @IsTextField({ max: 200, example: '7-Night Eastern Caribbean' })
  name!: string;

  @IsSlug({ example: 'icon-7-night-eastern-caribbean' })
  slug!: string;

  @IsUuidField({
    description:
      "An itinerary with sailings cannot move to another line (409 CONFLICT): its sailings' ships belong to its line; move or delete them first.",
  })
  cruise_line_id!: string;

  @IsUuidField()
  embarkation_port_id!: string;

  @IsUuidField()
  disembarkation_port_id!: string;

  @IsTextField({ max: 100, example: 'Caribbean' })
  cruise_region!: string;

  @IsIntField({ min: 1, max: MAX_NIGHTS, example: 7 })
  nights!: number;

  @IsTextField({ required: false, nullable: true, max: 20000 })
  description?: string | null;

  @IsActiveField()
  is_active?: boolean;

  @ApiPropertyOptional({
    type: [ItineraryStopInputDto],
    maxItems: 400,
    description:
      'The stops, in order (sorted by day_number; stops on the same day keep the order sent). On PATCH the list replaces all stops.',
  })
  @IsOptional()
  @IsArray({ message: 'must be a list of stops' })
  @ArrayMaxSize(400, { message: 'must have at most 400 entries' })
  @ValidateNested({ each: true })
  @Type(() => ItineraryStopInputDto)
  stops?: ItineraryStopInputDto[];
}
