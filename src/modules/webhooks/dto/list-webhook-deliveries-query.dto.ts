import { PaginationQueryDto } from '@/common/pagination';
import { EnumQuery } from '@/common/validation';
import { DELIVERY_STATUSES, DeliveryStatus } from '../entities/webhook-delivery.entity';

export class ListWebhookDeliveriesQueryDto extends PaginationQueryDto {
  @EnumQuery(DELIVERY_STATUSES, { description: 'Only deliveries in this state.' })
  status?: DeliveryStatus[];
}
