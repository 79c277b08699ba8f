import { ApiProperty } from '@nestjs/swagger';
import { SEARCH_TYPES, SearchType } from '../search-types';

export class SearchResultDto {
  @ApiProperty({ enum: SEARCH_TYPES, example: 'attraction' })
  type!: SearchType;

  @ApiProperty({ example: 'space-mountain', description: 'The record slug, for its public path' })
  slug!: string;

  @ApiProperty({ example: 'Space Mountain' })
  title!: string;

  @ApiProperty({
    example: 'An indoor **space** coaster through the dark of **Tomorrowland**',
    description: 'A passage of the record with the matched words in **bold** (Markdown).',
  })
  snippet!: string;

  @ApiProperty({
    example: 0.4375,
    description: 'Relevance, 0 to 1, higher first; names weigh more than descriptions',
  })
  score!: number;
}
