import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { IsValid, toList, trim } from '@/common/validation';
import { MAX_QUERY_LENGTH, SEARCH_TYPES, SearchType } from '../search-types';

const ONE_TYPE = `(?:${SEARCH_TYPES.join('|')})`;
const TYPES_PATTERN = `^ *${ONE_TYPE} *(?:, *${ONE_TYPE} *)*$`;

export class SearchQueryDto extends LocalizedPageQueryDto {
  @Transform(trim)
  @IsString({ message: 'must be a single value' })
  @MinLength(1, { message: 'must not be blank' })
  @MaxLength(MAX_QUERY_LENGTH, { message: `must be at most ${MAX_QUERY_LENGTH} characters` })
  @ApiProperty({
    description:
      'What to look for, in web-search syntax: words, "quoted phrases", `or`, `-excluded`.',
    minLength: 1,
    maxLength: MAX_QUERY_LENGTH,
    example: 'space mountain',
  })
  q!: string;

  @IsOptional()
  @Transform(toList)
  @IsValid(
    (value) =>
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((type) => SEARCH_TYPES.includes(type as SearchType)),
    `must be a comma-separated list of: ${SEARCH_TYPES.join(', ')}`,
  )
  @ApiPropertyOptional({
    type: String,
    pattern: TYPES_PATTERN,
    description: `Only these content types, comma-separated: ${SEARCH_TYPES.join(', ')}.`,
    example: 'theme_park,attraction',
  })
  types?: SearchType[];
}
