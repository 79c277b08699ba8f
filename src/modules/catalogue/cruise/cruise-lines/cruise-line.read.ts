import { CRUISE_LINE_RESOURCE } from './cruise-line.resource';
import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import type { ReadModel } from '@/common/read';
import { CruiseLine } from './cruise-line.entity';

export const CRUISE_LINE_READ: ReadModel = {
  entity: CruiseLine,
  translatable: CRUISE_LINE_RESOURCE.translatable,
  alias: 'l',
  joins: [{ alias: 'img', relation: 'logoImage', select: [...IMAGE_COLUMNS], optional: true }],
  visible: 'l.is_active',
  order: 'l.name, l.id',
};
