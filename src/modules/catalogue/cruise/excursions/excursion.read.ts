import type { ReadModel } from '@/common/read';
import { ListExcursionsQueryDto } from './dto/list-excursions-query.dto';
import { Excursion } from './excursion.entity';

/** The filters of the excursion lists: the studio's, and the port a public list is for. */
export type ExcursionQuery = ListExcursionsQueryDto & { port?: string };

/** Excursions with their port (shore excursions have one); the public sees active ones. */
export const EXCURSION_READ: ReadModel<ExcursionQuery> = {
  entity: Excursion,
  alias: 'x',
  joins: [{ alias: 'port', relation: 'port', select: true, optional: true }],
  visible: 'x.is_active',
  filters: { excursion_type: 'x.excursion_type = $', port: 'port.slug = $' },
  order: 'x.name, x.id',
};
