import { ApiProperty } from '@nestjs/swagger';
import { SearchResultDto } from './search-result.dto';

/** The list envelope, plus whether `total` is exact (see MATCH_LIMIT in search.service.ts). */
export class SearchPageDto {
  @ApiProperty({ type: [SearchResultDto], description: 'Matches, best first' })
  data!: SearchResultDto[];

  @ApiProperty({
    example: 42,
    minimum: 0,
    maximum: 1000,
    description:
      'Matches of the query, counted up to 1,000. When there are more, total is 1,000 and total_exact is false; pages reach the first 1,000 matches.',
  })
  total!: number;

  @ApiProperty({ example: true, description: 'false when total stopped counting at 1,000' })
  total_exact!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description:
      'When the query as typed found nothing and a spelling-corrected query found these results, the corrected query ("did you mean"); otherwise null',
  })
  corrected_query!: string | null;

  @ApiProperty({ example: 0, minimum: 0 })
  skip!: number;

  @ApiProperty({ example: 20, minimum: 1, maximum: 100 })
  limit!: number;
}
