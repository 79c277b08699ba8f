import { EXCURSION_RESOURCE } from './excursion.resource';
import { anyOf, type ReadModel } from '@/common/read';
import { ListExcursionsQueryDto } from './dto/list-excursions-query.dto';
import { Excursion } from './excursion.entity';

/** The filters of the excursion lists: the studio's, and the port a public list is for. */
export type ExcursionQuery = ListExcursionsQueryDto & { port?: string };

/**
 * Excursions with their port (shore excursions have one) or their park and attraction (land
 * excursions); the public sees active ones.
 */
export const EXCURSION_READ: ReadModel<ExcursionQuery> = {
  entity: Excursion,
  translatable: EXCURSION_RESOURCE.translatable,
  alias: 'x',
  joins: [
    { alias: 'port', relation: 'port', select: true, optional: true },
    { alias: 'tp', relation: 'themePark', select: ['id', 'name', 'slug'], optional: true },
    {
      alias: 'at',
      relation: 'attraction',
      select: ['id', 'name', 'slug'],
      optional: true,
      translatable: { name: 'name' },
    },
  ],
  visible: 'x.is_active',
  filters: { excursion_type: anyOf('x.excursion_type'), port: 'port.slug = $' },
  order: 'x.name, x.id',
};
