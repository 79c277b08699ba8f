import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNumber, IsObject, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { IsTextField } from '@/common/validation';

/** A point of the image as fractions of its width and height, from the top left corner. */
export class FocalPointDto {
  @ApiProperty({
    type: 'number',
    minimum: 0,
    maximum: 1,
    example: 0.62,
    description: 'From the left edge (0) to the right edge (1).',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'must be a number' })
  @Min(0, { message: 'must be between 0 and 1' })
  @Max(1, { message: 'must be between 0 and 1' })
  x!: number;

  @ApiProperty({
    type: 'number',
    minimum: 0,
    maximum: 1,
    example: 0.4,
    description: 'From the top edge (0) to the bottom edge (1).',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'must be a number' })
  @Min(0, { message: 'must be between 0 and 1' })
  @Max(1, { message: 'must be between 0 and 1' })
  y!: number;
}

/** What the studio says about an image; a field left out keeps its value, null clears it. */
export class UpdateMediaDto {
  @IsTextField({
    required: false,
    nullable: true,
    max: 500,
    example: 'Icon of the Seas leaving Miami',
    description: 'What the image shows, the `alt` of every record that uses it; null clears it.',
  })
  alt_text?: string | null;

  @IsTextField({
    required: false,
    nullable: true,
    max: 1000,
    example: 'Icon of the Seas on her first sailing out of PortMiami, January 2024.',
    description: 'A line to show under the image; null clears it.',
  })
  caption?: string | null;

  @IsTextField({
    required: false,
    nullable: true,
    max: 300,
    example: 'Photo: Jane Doe / Royal Caribbean',
    description: 'Who made the image, as its licence asks them to be named; null clears it.',
  })
  credit?: string | null;

  @IsTextField({
    required: false,
    nullable: true,
    max: 300,
    example: '© 2024 Royal Caribbean International',
    description: 'The copyright notice; null clears it.',
  })
  copyright?: string | null;

  @ApiPropertyOptional({
    type: FocalPointDto,
    nullable: true,
    description:
      'The point the cropped variants are cut around; null sets it back to the centre. A change cuts new crops (new URLs); the old ones keep answering for MEDIA_REPLACED_GRACE_HOURS.',
  })
  @ValidateIf((_o, value) => value !== undefined && value !== null)
  @IsObject({ message: 'must be an object {x, y} or null' })
  @ValidateNested()
  @Type(() => FocalPointDto)
  focal_point?: FocalPointDto | null;
}
