import { PaginationQueryDto } from '@/common/pagination';
import { BooleanQuery } from '@/common/validation';

export class ListWebhookEndpointsQueryDto extends PaginationQueryDto {
  @BooleanQuery({ description: "Only active ('true') or inactive ('false') endpoints." })
  is_active?: boolean;
}
