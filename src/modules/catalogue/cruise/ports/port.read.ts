import { anyOf, type ReadModel } from '@/common/read';
import { ListPortsQueryDto } from './dto/list-ports-query.dto';
import { Port } from './port.entity';

export const PORT_READ: ReadModel<ListPortsQueryDto> = {
  entity: Port,
  alias: 'port',
  visible: 'port.is_active',
  filters: { region: 'port.region = $', port_type: anyOf('port.port_type') },
  order: 'port.name, port.id',
};
