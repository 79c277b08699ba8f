import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PaginationQueryDto } from '@/common/pagination';
import { IsIsoDate } from '@/common/validation';

export class ListLeadsQueryDto extends PaginationQueryDto {
  @IsIsoDate({
    required: false,
    description: 'Leads created on or after this day (UTC)',
    example: '2026-01-01',
  })
  date_from?: string;

  @IsIsoDate({
    required: false,
    description: 'Leads created on or before this day (UTC)',
    example: '2026-12-31',
  })
  date_to?: string;

  @ApiPropertyOptional({
    description: 'Leads with this trip interest (case-insensitive, whole value)',
    maxLength: 50,
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  interest?: string;
}
