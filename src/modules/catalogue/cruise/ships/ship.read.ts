import type { ChildModel, ReadModel } from '@/common/read';
import { DryDock } from './dry-dock.entity';
import { ListShipsQueryDto } from './dto/list-ships-query.dto';
import { Ship } from './ship.entity';

/** Ships with their cruise line; the public sees active ships of active lines. */
export const SHIP_READ: ReadModel<ListShipsQueryDto> = {
  entity: Ship,
  alias: 's',
  joins: [{ alias: 'l', relation: 'cruiseLine', select: ['id', 'name', 'slug'] }],
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
