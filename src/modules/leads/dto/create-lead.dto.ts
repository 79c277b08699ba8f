import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsEmailField, IsIsoDate, IsUuidField, trim } from '@/common/validation';

const trimEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v)) : value;

/** An optional free-text attribution field (UTM values). */
function Attribution(example: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ example, maxLength: 200 }),
    Transform(trim),
    IsOptional(),
    IsString(),
    MaxLength(200),
  );
}

export class CreateLeadDto {
  @ApiProperty({ example: 'Ada Traveller', minLength: 1, maxLength: 200 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;

  @IsEmailField({ example: 'ada@example.com' })
  email!: string;

  @ApiProperty({
    type: [String],
    example: ['caribbean cruise', 'orlando parks'],
    minItems: 1,
    maxItems: 10,
    description: '1 to 10 interests, each 1 to 50 characters.',
  })
  @Transform(trimEach)
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(50, { each: true })
  trip_interests!: string[];

  @ApiPropertyOptional({ example: '+1 407 555 0100', maxLength: 50 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @Matches(/^[0-9+()\-.\s]{3,50}$/, {
    message: 'must be 3 to 50 digits, spaces and + ( ) - . characters',
  })
  phone?: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  message?: string;

  @IsIsoDate({ required: false, description: 'First day of travel' })
  travel_start?: string;

  @IsIsoDate({
    required: false,
    description: 'Last day of travel, not before travel_start',
    example: '2026-07-08',
  })
  travel_end?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 50, example: 4 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(50)
  party_size?: number;

  @ApiPropertyOptional({
    description: 'True when the visitor agreed to be contacted; the time is recorded with it.',
  })
  @IsOptional()
  @IsBoolean()
  consent_given?: boolean;

  @Attribution('newsletter')
  utm_source?: string;

  @Attribution('email')
  utm_medium?: string;

  @Attribution('summer-2026')
  utm_campaign?: string;

  @ApiPropertyOptional({ example: 'https://www.example.com/blog/best-cruises', maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  referrer?: string;

  @IsUuidField({ required: false, description: 'The sailing the enquiry is about' })
  sailing_id?: string;

  @IsUuidField({ required: false, description: 'The theme park the enquiry is about' })
  theme_park_id?: string;

  @ApiPropertyOptional({
    description:
      'Honeypot: leave empty. Forms hide this field from people; a value marks a bot, and the submission is answered as usual but not stored.',
    maxLength: 2000,
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  website?: string;
}
