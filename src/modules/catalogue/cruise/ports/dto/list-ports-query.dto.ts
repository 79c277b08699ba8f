import { PaginationQueryDto } from '@/common/pagination';
import { EnumQuery, TextQuery } from '@/common/validation';
import { PORT_TYPES, PortType } from '../port.entity';

export class ListPortsQueryDto extends PaginationQueryDto {
  @TextQuery({ description: 'Region name, e.g. Caribbean (exact match).' })
  region?: string;

  @EnumQuery(PORT_TYPES)
  port_type?: PortType[];
}
