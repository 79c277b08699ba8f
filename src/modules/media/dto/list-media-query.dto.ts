import { PaginationQueryDto } from '@/common/pagination';
import { IsSlug } from '@/common/validation';

export class ListMediaQueryDto extends PaginationQueryDto {
  @IsSlug({ required: false, example: 'ships', description: 'Only images of this content type.' })
  content_type?: string;

  @IsSlug({ required: false, description: 'Only images of this slug.' })
  slug?: string;
}
