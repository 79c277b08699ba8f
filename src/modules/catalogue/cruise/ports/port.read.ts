import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import type { ReadModel } from '@/common/read';
import { ListPortsQueryDto } from './dto/list-ports-query.dto';
import { Port } from './port.entity';

export const PORT_READ: ReadModel<ListPortsQueryDto> = {
  entity: Port,
  alias: 'port',
  joins: [{ alias: 'img', relation: 'heroImage', select: [...IMAGE_COLUMNS], optional: true }],
  visible: 'port.is_active',
  filters: { region: 'port.region = $', port_type: 'port.port_type = $' },
  order: 'port.name, port.id',
};
