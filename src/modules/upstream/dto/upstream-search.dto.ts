import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { trim } from '@/common/validation/transforms';

export class UpstreamSearchQueryDto {
  @ApiProperty({
    description:
      'Part of a park or destination name, matched case-insensitively (1-100 characters).',
    minLength: 1,
    maxLength: 100,
    example: 'magic',
  })
  @Transform(trim)
  @IsString({ message: 'must be a string' })
  @Length(1, 100, { message: 'must be 1 to 100 characters' })
  q!: string;
}

export class UpstreamSearchResultDto {
  @ApiProperty({ example: 'Magic Kingdom Park' })
  park_name!: string;

  @ApiProperty({
    example: 'Walt Disney World Resort',
    description: 'The destination (resort) name.',
  })
  destination!: string;

  @ApiProperty({ format: 'uuid', example: '75ea578a-adc8-4116-a54d-dccb60765ef9' })
  entity_id!: string;
}

export class UpstreamSearchResponseDto {
  @ApiProperty({ type: [UpstreamSearchResultDto] })
  results!: UpstreamSearchResultDto[];
}
