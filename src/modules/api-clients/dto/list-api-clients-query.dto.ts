import { PaginationQueryDto } from '@/common/pagination';
import { BooleanQuery } from '@/common/validation';

export class ListApiClientsQueryDto extends PaginationQueryDto {
  @BooleanQuery({ description: "Only active ('true') or revoked ('false') clients." })
  is_active?: boolean;
}
