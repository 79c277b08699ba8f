import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { EnumQuery, TextQuery } from '@/common/validation';
import { PORT_TYPES, PortType } from '../port.entity';

export class ListPortsQueryDto extends LocalizedPageQueryDto {
  @TextQuery({ description: 'Region name, e.g. Caribbean (exact match).' })
  region?: string;

  @EnumQuery(PORT_TYPES)
  port_type?: PortType[];
}
