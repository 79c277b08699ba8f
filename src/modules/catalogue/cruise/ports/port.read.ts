import { PORT_RESOURCE } from './port.resource';
import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import { anyOf, type ChildModel, type ReadModel } from '@/common/read';
import { galleryRead } from '@/modules/catalogue/shared/images';
import { PortGalleryImage } from './port-gallery-image.entity';
import { ListPortsQueryDto } from './dto/list-ports-query.dto';
import { Port } from './port.entity';

export const PORT_READ: ReadModel<ListPortsQueryDto> = {
  entity: Port,
  translatable: PORT_RESOURCE.translatable,
  alias: 'port',
  joins: [{ alias: 'img', relation: 'heroImage', select: [...IMAGE_COLUMNS], optional: true }],
  visible: 'port.is_active',
  filters: { region: 'port.region = $', port_type: anyOf('port.port_type') },
  order: 'port.name, port.id',
};

export const PORT_GALLERY_READ: ChildModel = galleryRead(PortGalleryImage, 'portId');
