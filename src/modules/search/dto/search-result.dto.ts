import { ApiProperty } from '@nestjs/swagger';
import { ApiImage, ImageDto } from '@/modules/media/dto/image.dto';
import { SEARCH_TYPES, SearchType } from '../search-types';

export class SearchHighlightDto {
  @ApiProperty({
    example: 10,
    minimum: 0,
    description: 'Offset of the first marked character in `snippet`, in UTF-16 code units',
  })
  start!: number;

  @ApiProperty({
    example: 15,
    minimum: 1,
    description: 'Offset just past the last marked character (exclusive), in UTF-16 code units',
  })
  end!: number;
}

export class SearchResultDto {
  @ApiProperty({ enum: SEARCH_TYPES, example: 'attraction' })
  type!: SearchType;

  @ApiProperty({ example: 'space-mountain', description: 'The record slug' })
  slug!: string;

  @ApiProperty({
    example: '/api/v1/attractions/space-mountain',
    description: "The record's public detail route, relative to the API's base URL",
  })
  path!: string;

  @ApiProperty({
    example: 'de',
    description:
      'The content locale of `title` and `snippet`: the requested locale, or the parent locale a ' +
      'translation came from (`de` for `de-CH`), or the default locale for a record not translated ' +
      'into it (found by its default text)',
  })
  locale!: string;

  @ApiProperty({ example: 'Space Mountain', description: 'The name, in `locale`' })
  title!: string;

  @ApiProperty({
    example: 'An indoor space coaster through the dark of Tomorrowland',
    description:
      'A passage of the record as plain text (no HTML, no Markdown): render it as text and ' +
      'style the ranges of `highlights`.',
  })
  snippet!: string;

  @ApiProperty({
    type: [SearchHighlightDto],
    example: [
      { start: 10, end: 15 },
      { start: 44, end: 56 },
    ],
    description:
      'The matched words of `snippet`, in order and never overlapping, as `snippet.slice(start, end)` ranges',
  })
  highlights!: SearchHighlightDto[];

  @ApiProperty({
    example: 0.4375,
    description: 'Relevance, 0 to 1, higher first; names weigh more than descriptions',
  })
  score!: number;

  @ApiImage(
    "The record's main image (a cruise line's logo, a video's thumbnail), ready for srcset; null when it has none.",
  )
  image!: ImageDto | null;
}
