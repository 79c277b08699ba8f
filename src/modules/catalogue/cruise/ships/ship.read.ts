import { SHIP_RESOURCE } from './ship.resource';
import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import type { ChildModel, ReadModel } from '@/common/read';
import { galleryRead } from '@/modules/catalogue/shared/images';
import { DryDock } from './dry-dock.entity';
import { ShipGalleryImage } from './ship-gallery-image.entity';
import { ListShipsQueryDto } from './dto/list-ships-query.dto';
import { Ship } from './ship.entity';

/** Ships with their cruise line; the public sees active ships of active lines. */
export const SHIP_READ: ReadModel<ListShipsQueryDto> = {
  entity: Ship,
  translatable: SHIP_RESOURCE.translatable,
  alias: 's',
  joins: [
    { alias: 'l', relation: 'cruiseLine', select: ['id', 'name', 'slug'] },
    { alias: 'img', relation: 'heroImage', select: [...IMAGE_COLUMNS], optional: true },
  ],
  visible: 's.is_active AND l.is_active',
  filters: { cruise_line: 'l.slug = $' },
  order: 's.name, s.id',
};

export const DRY_DOCK_READ: ChildModel = {
  entity: DryDock,
  alias: 'd',
  parent: 'shipId',
  order: 'd.start_date, d.id',
};

export const SHIP_GALLERY_READ: ChildModel = galleryRead(ShipGalleryImage, 'shipId');
