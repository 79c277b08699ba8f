import { Injectable } from '@nestjs/common';
import { CatalogueService, referencedRecord } from '../../shared/catalogue-service';
import { CatalogueWriter } from '../../shared/catalogue-writer';
import { SPECIAL_EVENT_RESOURCE } from './special-event.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { ChildReader } from '../../../../common/read';
import { ValidationFailedError } from '../../../../common/errors';
import { entityFields } from '../../shared/entity-fields';
import { parseDateTimeInZone } from '../../shared/time-zones';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { CreateSpecialEventDto, SpecialEventSessionInputDto } from './dto/create-special-event.dto';
import { ListSpecialEventsQueryDto } from './dto/list-special-events-query.dto';
import { SpecialEventResponseDto } from './dto/special-event-response.dto';
import { UpdateSpecialEventDto } from './dto/update-special-event.dto';
import { SpecialEventSession } from './special-event-session.entity';
import { SpecialEvent } from './special-event.entity';
import { SPECIAL_EVENT_READ, SPECIAL_EVENT_SESSION_READ } from './special-event.read';

@Injectable()
export class SpecialEventsService extends CatalogueService<
  SpecialEvent,
  SpecialEventResponseDto,
  ListSpecialEventsQueryDto
> {
  private readonly sessionsReader: ChildReader<SpecialEventSession>;

  constructor(
    @InjectRepository(SpecialEvent) private readonly events: Repository<SpecialEvent>,
    @InjectRepository(SpecialEventSession)
    private readonly sessions: Repository<SpecialEventSession>,
    @InjectRepository(ThemePark) private readonly parks: Repository<ThemePark>,
    writer: CatalogueWriter,
    private readonly dataSource: DataSource,
  ) {
    super(dataSource, events, writer, SPECIAL_EVENT_RESOURCE, SPECIAL_EVENT_READ, {
      themePark: true,
    });
    this.sessionsReader = new ChildReader(dataSource, SPECIAL_EVENT_SESSION_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<SpecialEventResponseDto> {
    return (await this.toResponses([await this.get(id, manager)], manager))[0];
  }

  async create(input: CreateSpecialEventDto): Promise<SpecialEventResponseDto> {
    const park = await this.park(input.theme_park_id);
    await this.assertSlugFree(input.slug);
    const sessions = input.sessions ? toSessions(input.sessions, park.timezone) : [];
    return this.records.create(async (manager) => {
      const event = manager.create(SpecialEvent, entityFields<SpecialEvent>(input, ['sessions']));
      const saved = await manager.save(event);
      await this.replaceSessions(manager, saved.id, sessions);
      return saved.id;
    });
  }

  async update(id: string, changes: UpdateSpecialEventDto): Promise<SpecialEventResponseDto> {
    const event = await this.get(id);
    let park = event.themePark!;
    if (changes.theme_park_id !== undefined && changes.theme_park_id !== event.themeParkId)
      park = await this.park(changes.theme_park_id);
    await this.assertSlugFree(changes.slug, event.slug);
    this.events.merge(event, entityFields<SpecialEvent>(changes, ['sessions']));
    if (event.endDate < event.startDate)
      throw ValidationFailedError.field('end_date', 'must not be before start_date');
    const sessions = changes.sessions ? toSessions(changes.sessions, park.timezone) : undefined;
    delete event.themePark;
    return this.records.update(id, async (manager) => {
      await manager.save(event);
      if (sessions) await this.replaceSessions(manager, id, sessions);
    });
  }

  /**
   * Response records with each event's schedule, loaded in one query: by the read model on the
   * pool, or on `manager` (a write's transaction, the studio's answer).
   */
  async toResponses(
    events: SpecialEvent[],
    manager?: EntityManager,
  ): Promise<SpecialEventResponseDto[]> {
    const ids = events.map((e) => e.id);
    const sessions = manager
      ? groupBy(
          ids.length === 0
            ? []
            : await manager.find(SpecialEventSession, {
                where: { specialEventId: In(ids) },
                order: { startsAt: 'ASC', id: 'ASC' },
              }),
          (s) => s.specialEventId,
        )
      : await this.sessionsReader.byParent(ids);
    const now = new Date();
    return events.map((event) =>
      SpecialEventResponseDto.from(event, sessions.get(event.id) ?? [], now),
    );
  }

  private async replaceSessions(
    manager: EntityManager,
    eventId: string,
    sessions: Array<Pick<SpecialEventSession, 'startsAt' | 'endsAt' | 'label'>>,
  ): Promise<void> {
    await manager.delete(SpecialEventSession, { specialEventId: eventId });
    if (sessions.length > 0)
      await manager.insert(
        SpecialEventSession,
        sessions.map((s) => ({ ...s, specialEventId: eventId })),
      );
  }

  private park(id: string): Promise<ThemePark> {
    return referencedRecord(this.parks, id, 'theme_park_id', 'a theme park');
  }
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/** Schedule entries as instants: local times are read in the park's time zone. */
function toSessions(
  input: SpecialEventSessionInputDto[],
  timeZone: string | null,
): Array<Pick<SpecialEventSession, 'startsAt' | 'endsAt' | 'label'>> {
  return input.map((entry, index) => {
    const startsAt = parseDateTimeInZone(entry.starts_at, timeZone);
    const endsAt = entry.ends_at ? parseDateTimeInZone(entry.ends_at, timeZone) : null;
    if (endsAt && endsAt < startsAt)
      throw ValidationFailedError.field(
        `sessions[${index}].ends_at`,
        'must not be before starts_at',
      );
    return { startsAt, endsAt, label: entry.label ?? null };
  });
}
