import { SPECIAL_EVENT_RESOURCE } from './special-event.resource';
import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import type { ChildModel, ReadModel } from '@/common/read';
import { ListSpecialEventsQueryDto } from './dto/list-special-events-query.dto';
import { SpecialEventSession } from './special-event-session.entity';
import { SpecialEvent } from './special-event.entity';

/**
 * Events with their park. The public sees active events of active parks that have not ended yet
 * in the park's own time zone (current and upcoming); a date window keeps the events that
 * overlap it.
 */
export const SPECIAL_EVENT_READ: ReadModel<ListSpecialEventsQueryDto> = {
  entity: SpecialEvent,
  translatable: SPECIAL_EVENT_RESOURCE.translatable,
  alias: 'e',
  joins: [
    { alias: 'p', relation: 'themePark', select: true },
    { alias: 'img', relation: 'heroImage', select: [...IMAGE_COLUMNS], optional: true },
  ],
  visible:
    "e.is_active AND p.is_active AND e.end_date >= (now() AT TIME ZONE coalesce(p.timezone, 'UTC'))::date",
  filters: {
    theme_park: 'p.slug = $',
    date_from: 'e.end_date >= $::date',
    date_to: 'e.start_date <= $::date',
  },
  order: 'e.start_date, e.name, e.id',
};

export const SPECIAL_EVENT_SESSION_READ: ChildModel = {
  entity: SpecialEventSession,
  alias: 'ss',
  parent: 'specialEventId',
  order: 'ss.starts_at, ss.id',
};
