import type { ReadModel } from '@/common/read';
import { CruiseLine } from './cruise-line.entity';

export const CRUISE_LINE_READ: ReadModel = {
  entity: CruiseLine,
  alias: 'l',
  visible: 'l.is_active',
  order: 'l.name, l.id',
};
